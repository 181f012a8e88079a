// The fan's team page and its region's home, read again in the background where the browser
// allows it (Periodic Background Sync: an installed app in Chromium). The page names them, since
// the favourite lives in the page's storage; a fan saving data sends an empty list.
import { SITE_CACHES } from '../config/site-app';

const LIST = '/refresh-list';

export async function writeRefreshList(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(SITE_CACHES.refreshList);
  await cache.put(LIST, new Response(JSON.stringify(urls), { headers: { 'content-type': 'application/json' } }));
}

export async function readRefreshList(): Promise<string[]> {
  const answer = await (await caches.open(SITE_CACHES.refreshList)).match(LIST);
  const urls = answer ? ((await answer.json()) as unknown) : [];
  return Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : [];
}

export async function refreshKeptPages(urls: readonly string[], keep: (url: string) => Promise<void>): Promise<void> {
  await Promise.all(urls.map(keep));
}
