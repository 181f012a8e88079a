// The pages cache as the worker writes and reads it: only whole pages (200, HTML) are kept, each
// stamped with the time it was kept, which its banner shows when it is read offline.
import { SITE_CACHES } from '../config/site-app';
import { titleOf } from './escape-html';
import type { KeptPage } from './offline-page';

export const KEPT_AT_HEADER = 'x-kl-kept-at';

const isPage = (response: Response) => response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html');

/** The answer as the cache keeps it, or null when it is not a page to keep. */
export async function stamped(response: Response, now = Date.now()): Promise<Response | null> {
  if (!isPage(response)) return null;
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
