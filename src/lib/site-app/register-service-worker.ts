// The page's side of the service worker (ADR 047): registers it for the whole site, hands it the
// first visit's page to keep, offers "A new version is ready" when a new build's worker waits, and
// names the pages to refresh in the background. A kept copy's return to the network is the worker's
// to write into that copy (kept-copy-return.ts, ADR 073): no other page carries it.
import { SITE_WORKER, SITE_WORKER_PATH } from '../../config/site-app';
import { BUILD_VERSION } from '../build-version';
import { savesData } from '../browser/data-saving';
import { offerUpdate } from './offer-update';

/** The worker's address for this build: a new build's pages register a new one, which updates it. */
export const siteWorkerUrl = (build = BUILD_VERSION) => `${SITE_WORKER_PATH}?build=${encodeURIComponent(build)}`;

type PeriodicSync = { register(tag: string, options: { minInterval: number }): Promise<void>; unregister(tag: string): Promise<void> };

/** The fan's team page, as the head script filled the header's link to it (ADR 023). */
function teamPage(): string | undefined {
  const link = document.querySelector<HTMLAnchorElement>('a[data-favourite-link][data-name]');
  return link && document.documentElement.dataset.favourite ? link.pathname : undefined;
}

/** The pages the background refresh reads: the fan's team page and, for a region's team, the region's home. */
function refreshList(team: string | undefined): string[] {
  if (!team) return [];
  // `/{lang}/{region}/{teams}/{id-slug}` or, for a league-wide team, `/{lang}/{teams}/{id-slug}`.
  const [lang, region, , entity] = team.split('/').filter(Boolean);
  return entity ? [team, `/${lang}/${region}`] : [team];
}

/** The manifest names the fan's team among its shortcuts (it checks the path). */
function nameTeamInManifest(team: string | undefined): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link || !team) return;
  const url = new URL(link.href);
  url.searchParams.set('team', team);
  link.href = url.pathname + url.search;
}

async function backgroundRefresh(registration: ServiceWorkerRegistration, team: string | undefined): Promise<void> {
  const saving = savesData();
  registration.active?.postMessage({ type: 'refresh-list', urls: saving ? [] : refreshList(team) });
  const sync = (registration as ServiceWorkerRegistration & { periodicSync?: PeriodicSync }).periodicSync;
  if (!sync) return;
  // Refused outside an installed app: the kept pages then refresh when the fan opens them.
  if (saving) await sync.unregister(SITE_WORKER.refreshTag).catch(() => undefined);
  else await sync.register(SITE_WORKER.refreshTag, { minInterval: SITE_WORKER.refreshMinIntervalMs }).catch(() => undefined);
}

export async function registerSiteWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  // This page came before the worker answered: once the worker takes it over (every file from
  // then on passes through it), the page and the scripts and pictures it loaded before are kept.
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      const files = performance.getEntriesByType('resource').map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && (url.pathname.startsWith(SITE_WORKER.assetPrefix) || url.pathname.startsWith(SITE_WORKER.picturePrefix)));
      navigator.serviceWorker.controller?.postMessage({ type: 'keep', urls: [location.href, ...files.map((url) => url.href)] });
    }, { once: true });
  }
  const registration = await navigator.serviceWorker.register(siteWorkerUrl(), { scope: '/', updateViaCache: 'none' });
  offerUpdate(registration);
  const ready = await navigator.serviceWorker.ready;
  const team = teamPage();
  nameTeamInManifest(team);
  await backgroundRefresh(ready, team);
  return registration;
}
