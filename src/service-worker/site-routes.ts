// Each kind of request and how it is answered (ADR 047), as Workbox routes. Anything not routed
// here (the API below /api/: live data, alerts, search suggestions; another origin) goes to the
// network as if there were no worker, and sockets never pass through a worker at all.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { SITE_CACHES, SITE_WORKER } from '../config/site-app';
import { KEPT_AT_HEADER, keptPages, stamped } from './offline-pages-cache';
import type { ExtendableEvent } from './global-scope';
import { keptCopyReturnScript, keptTime, offlineBanner, withOfflineBanner } from './offline-banner';
import { OFFLINE_PAGE_POLICY, offlinePageHtml } from './offline-page';
import { freshNonce, underFreshNonce } from './replay-policy';
import { languageOf, wordsOf } from './offline-texts';

/** The kept copy's script that reloads it when the network returns, bundled by the build (waku.config.ts). */
declare const __KEPT_COPY_RETURN__: string;

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const neverKept = (url: URL) => SITE_WORKER.neverKeptPrefixes.some((prefix) => url.pathname.startsWith(prefix));
const bounded = (limits: { maxEntries: number; maxAgeSeconds: number }) => new ExpirationPlugin({ ...limits, purgeOnQuotaError: true });

/**
 * Keeps the pages the server lets a browser keep, stamped; a page read back from the cache carries
 * the offline banner and the script that brings it back when the network returns, under a nonce of
 * its own.
 */
const keptPagePlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => stamped(response),
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
    if (!cachedResponse) return null;
    const words = wordsOf(languageOf(new URL(request.url).pathname, navigator.language));
    const time = keptTime(Number(cachedResponse.headers.get(KEPT_AT_HEADER)) || Date.now(), words.tag);
    const nonce = freshNonce();
    const replay = underFreshNonce(await cachedResponse.text(), cachedResponse.headers.get('content-security-policy'), nonce);
    const headers = new Headers(cachedResponse.headers);
    headers.delete('content-length');
    if (replay.policy) headers.set('content-security-policy', replay.policy);
    const banner = offlineBanner(words, time) + keptCopyReturnScript(__KEPT_COPY_RETURN__, nonce);
    return new Response(withOfflineBanner(replay.html, banner), { status: 200, headers });
  },
};

async function offlinePage(request: Request): Promise<Response> {
  const words = wordsOf(languageOf(new URL(request.url).pathname, navigator.language));
  return new Response(offlinePageHtml(words, await keptPages()), {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': OFFLINE_PAGE_POLICY, 'cache-control': 'no-store' },
  });
}

// Pages: the network first (through navigation preload), the fan's last copy after a few seconds
// without an answer or with no network, and the offline page when there is none.
const pages = new NetworkFirst({
  cacheName: SITE_CACHES.pages,
  networkTimeoutSeconds: SITE_WORKER.pageTimeoutSeconds,
  matchOptions: { ignoreVary: true },
  plugins: [bounded(SITE_WORKER.pages), keptPagePlugin],
});

/** Reads a page as a visit would and keeps it, within the pages' bounds (a first visit, the background refresh). */
export async function keepPage(event: ExtendableEvent, url: string): Promise<void> {
  await pages.handle({ event, request: new Request(url, { credentials: 'same-origin' }) }).catch(() => undefined);
}

export function registerSiteRoutes(build: string): void {
  navigationPreload.enable();
  registerRoute(({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !neverKept(url), pages);
  // Hashed scripts and styles: a name is one content for ever.
  registerRoute(
    ({ url }) => sameOrigin(url) && url.pathname.startsWith(SITE_WORKER.assetPrefix),
    new CacheFirst({ cacheName: SITE_CACHES.assets, plugins: [new CacheableResponsePlugin({ statuses: [200] }), bounded(SITE_WORKER.assets)] }),
  );
  registerRoute(
    ({ url, request }) => sameOrigin(url) && url.pathname.startsWith(SITE_WORKER.picturePrefix) && request.destination === 'image',
    new CacheFirst({ cacheName: SITE_CACHES.pictures, plugins: [new CacheableResponsePlugin({ statuses: [200] }), bounded(SITE_WORKER.pictures)] }),
  );
  // The framework's payloads, in this build's own cache (another build's would not fit its scripts).
  registerRoute(
    ({ url }) => sameOrigin(url) && url.pathname.startsWith(SITE_WORKER.payloadPrefix),
    new NetworkFirst({
      cacheName: SITE_CACHES.payloadsOf(build),
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), bounded(SITE_WORKER.payloads)],
    }),
  );
  setCatchHandler(async ({ request }) => (request.destination === 'document' ? offlinePage(request) : Response.error()));
}
