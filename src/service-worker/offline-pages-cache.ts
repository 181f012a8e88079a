// The pages cache as the worker writes and reads it: only whole pages the server lets a browser
// keep, each stamped with the time it was kept, which its banner shows when it is read offline.
import { DEGRADED_PAGE_HEADER } from '../config/path-rules';
import { SITE_CACHES } from '../config/site-app';
import { titleOf } from './escape-html';
import type { KeptPage } from './offline-page';

export const KEPT_AT_HEADER = 'x-kl-kept-at';

const isPage = (response: Response) => response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html');

/**
 * The server lets a browser keep this answer for a while (ADR 055). `private` is what a good page
 * says (its nonce is its own, so no shared cache may keep it), and this cache is the fan's own;
 * `no-store` is what an error, a page that lives no time and a degraded render say.
 */
function browserMayKeep(cacheControl: string | null): boolean {
  const directives = (cacheControl ?? '').toLowerCase().split(',').map((directive) => directive.trim());
  if (directives.some((directive) => directive === 'no-store' || directive === 'no-cache')) return false;
  return directives.some((directive) => directive === 'public' || /^(max-age|s-maxage)=0*[1-9]\d*$/.test(directive));
}

/** A page to keep for reading offline: whole, marked keepable, and rendered with its data, so it never replaces a good copy. */
export const isPageToKeep = (response: Response) =>
  isPage(response) && browserMayKeep(response.headers.get('cache-control')) && !response.headers.has(DEGRADED_PAGE_HEADER);

/** The answer as the cache keeps it, or null when it is not a page to keep. */
export async function stamped(response: Response, now = Date.now()): Promise<Response | null> {
  if (!isPageToKeep(response)) return null;
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT_HEADER, String(now));
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/** The kept pages, newest first, with their titles: what the offline page lists. */
export async function keptPages(): Promise<KeptPage[]> {
  const cache = await caches.open(SITE_CACHES.pages);
  const pages: (KeptPage & { at: number })[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request, { ignoreVary: true });
    if (!response) continue;
    const url = new URL(request.url);
    pages.push({
      path: url.pathname + url.search,
      title: titleOf(await response.text()) ?? url.pathname,
      at: Number(response.headers.get(KEPT_AT_HEADER)) || 0,
    });
  }
  return pages.sort((a, b) => b.at - a.at).map(({ path, title }) => ({ path, title }));
}
