import type { MiddlewareHandler } from 'hono';
import { defaultEdgeCache, type EdgeCache } from '../lib/upstream/edge-cache';

export type ApiEdgeCacheOptions = {
  /** Path prefixes whose GET answers are kept as their Cache-Control allows. */
  prefixes: readonly string[];
  cache?: () => EdgeCache | undefined;
};

/**
 * Keeps public GET answers of the JSON APIs in the data centre's cache for as long as their own
 * Cache-Control says, so a crowd polling the same data costs one answer per lifetime.
 * A request that asks `Cache-Control: no-cache` goes past it (and refreshes it).
 */
export function apiEdgeCache(options: ApiEdgeCacheOptions): MiddlewareHandler {
  const { prefixes, cache: getCache = defaultEdgeCache } = options;
  if (prefixes.length === 0 || prefixes.some((prefix) => !prefix.startsWith('/api/'))) {
    throw new Error('apiEdgeCache prefixes must start with /api/');
  }
  return async (c, next) => {
    const url = new URL(c.req.url);
    const cache = getCache();
    if (!cache || c.req.method !== 'GET' || !prefixes.some((prefix) => url.pathname.startsWith(prefix))) return next();
    const key = new Request(url.toString());
    const bypass = /no-cache|no-store/.test(c.req.header('cache-control') ?? '');
    if (!bypass) {
      const hit = await cache.match(key);
      if (hit) {
        c.res = new Response(hit.body, hit);
        c.res.headers.set('x-edge-cache', 'hit');
        return;
      }
    }
    await next();
    const cacheControl = c.res.headers.get('cache-control') ?? '';
    if (c.res.status !== 200 || !/public/.test(cacheControl) || !/max-age=[1-9]/.test(cacheControl)) return;
    const stored = c.res.clone();
    c.res.headers.set('x-edge-cache', bypass ? 'bypass' : 'miss');
    const put = cache.put(key, stored).catch(() => undefined);
    try {
      c.executionCtx.waitUntil(put);
    } catch {
      await put;
    }
  };
}
