// The last sitemap files built, in the isolate's memory and in the data centre's cache, so a file is
// built once per lifetime there and a file that cannot be built (an upstream down) is answered
// with the last good one instead of an empty one.
import { SITEMAP_KEPT_SECONDS } from '../../config/sitemaps';
import type { EdgeCache } from '../upstream/edge-cache';

export type KeptSitemap = { xml: string; builtAt: number };

const BUILT_AT = 'x-sitemap-built-at';
const MAX_IN_MEMORY = 200;

export function createKeptSitemaps(cache: () => EdgeCache | undefined) {
  const memory = new Map<string, KeptSitemap>();
  const edgeKey = (key: string) => new Request(`https://sitemaps.internal/${encodeURIComponent(key)}`);
  const remember = (key: string, kept: KeptSitemap) => {
    memory.delete(key);
    if (memory.size >= MAX_IN_MEMORY) memory.delete(memory.keys().next().value as string);
    memory.set(key, kept);
  };

  return {
    async read(key: string): Promise<KeptSitemap | undefined> {
      const inMemory = memory.get(key);
      if (inMemory) return inMemory;
      try {
        const response = await cache()?.match(edgeKey(key));
        const builtAt = Number(response?.headers.get(BUILT_AT));
        if (!response || !Number.isSafeInteger(builtAt)) return undefined;
        const kept = { xml: await response.text(), builtAt };
        remember(key, kept);
        return kept;
      } catch {
        return undefined;
      }
    },

    async keep(key: string, kept: KeptSitemap): Promise<void> {
      remember(key, kept);
      const headers = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': `public, max-age=${SITEMAP_KEPT_SECONDS}`, [BUILT_AT]: String(kept.builtAt) };
      // A full or unavailable cache only costs another isolate a build.
      await cache()?.put(edgeKey(key), new Response(kept.xml, { headers })).catch(() => undefined);
    },
  };
}

export type KeptSitemaps = ReturnType<typeof createKeptSitemaps>;
