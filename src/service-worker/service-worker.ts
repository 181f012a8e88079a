// The site's one service worker (ADR 047), built into /site-worker.js and /team-alerts-sw.js by
// the build (waku.config.ts): the team alerts (ADR 035) and reading offline, with Workbox's modules.
// Its build is its address's `?build=` (the pages register it so), else the one it was built in.
import { LEGACY_WORKER_PATH, SITE_CACHES, SITE_WORKER } from '../config/site-app';
import { listenForAlerts } from './push-alerts';
import { keepPage, registerSiteRoutes } from './site-routes';
import { scope, type ExtendableEvent } from './global-scope';
import { languageOf, wordsOf } from './offline-texts';
import { readRefreshList, refreshKeptPages, writeRefreshList } from './background-refresh';

declare const __SITE_WORKER_BUILD__: string;
const BUILD = new URL(scope.location.href).searchParams.get('build') || __SITE_WORKER_BUILD__;

listenForAlerts(scope);
registerSiteRoutes(BUILD);

scope.addEventListener('install', (event) => {
  // The first team alerts worker kept nothing and answered no fetch: nothing of it can break.
  const before = scope.registration.active?.scriptURL;
  if (before && new URL(before).pathname === LEGACY_WORKER_PATH) event.waitUntil(scope.skipWaiting());
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Another build's payloads would not fit this build's scripts.
      for (const name of await caches.keys()) {
        if (name.startsWith(SITE_CACHES.payloadsPrefix) && name !== SITE_CACHES.payloadsOf(BUILD)) await caches.delete(name);
      }
      await scope.clients.claim();
    })(),
  );
});

// A waiting worker takes over on the next navigation: the page that asked is the old build's to
// the end, and the next one is the new build's.
self.addEventListener('fetch', (event) => {
  if ((event as Event & { request: Request }).request.mode === 'navigate') scope.registration.waiting?.postMessage({ type: 'skip-waiting' });
});

type PageMessage =
  | { type: 'skip-waiting' }
  | { type: 'texts'; path: string }
  | { type: 'keep'; urls: string[] }
  | { type: 'refresh-list'; urls: string[] };

/** The page's addresses of this site, each once (a page may load a file twice), at most 40. */
const ownPaths = (urls: unknown): string[] => [
  ...new Set(
    (Array.isArray(urls) ? urls : [])
      .filter((url): url is string => typeof url === 'string')
      .map((url) => new URL(url, scope.location.origin))
      .filter((url) => url.origin === scope.location.origin)
      .map((url) => url.href),
  ),
].slice(0, 40);

/** Keeps each file on its own: one that fails leaves the others kept. */
const keepFiles = async (cacheName: string, urls: readonly string[]) => {
  const cache = await caches.open(cacheName);
  await Promise.all(urls.map((url) => cache.add(url).catch(() => undefined)));
};

scope.addEventListener('message', (event) => {
  const message = event.data as Partial<PageMessage> | null;
  if (message?.type === 'skip-waiting') event.waitUntil(scope.skipWaiting());
  else if (message?.type === 'texts') {
    const words = wordsOf(languageOf(String(message.path ?? '/'), navigator.language));
    event.ports[0]?.postMessage({ ready: words.say('offline.update.ready'), accept: words.say('offline.update.accept') });
  } else if (message?.type === 'keep') {
    // The first visit, made before this worker answered: the page, its scripts and pictures, kept now.
    const [page, ...files] = ownPaths(message.urls);
    const under = (prefix: string) => files.filter((url) => new URL(url).pathname.startsWith(prefix));
    // Its files first: a page kept is a page whose scripts are kept.
    event.waitUntil(
      Promise.all([keepFiles(SITE_CACHES.assets, under(SITE_WORKER.assetPrefix)), keepFiles(SITE_CACHES.pictures, under(SITE_WORKER.picturePrefix))])
        .then(() => (page ? keepPage(event, page) : undefined))
        .catch(() => undefined),
    );
  } else if (message?.type === 'refresh-list') event.waitUntil(writeRefreshList(ownPaths(message.urls)));
});

scope.addEventListener('periodicsync', (event: ExtendableEvent & { tag?: string }) => {
  if (event.tag === SITE_WORKER.refreshTag) event.waitUntil(readRefreshList().then((urls) => refreshKeptPages(urls, (url) => keepPage(event, url))));
});
