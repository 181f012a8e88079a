import type { Context, MiddlewareHandler } from 'hono';
import { PAGE_CACHE_ENTRIES } from '../config/page-cache';
import { routeCacheSeconds, type RouteId } from '../config/routes';
import { isPagePath } from '../config/pipeline';
import type { PipelineEnv } from './types';

type CachedPage = { body: string; headers: [string, string][]; expires: number };

export type PageCacheOptions = {
  maxEntries?: number;
  /** Seconds a page of the route may be served again; 0 keeps nothing. */
  lifetimeOf?: (routeId: RouteId) => number;
  now?: () => number;
};

// Headers that belong to one answer only; the security headers and cookies are set afresh each time.
const UNSHARED_HEADERS = new Set(['set-cookie', 'content-security-policy', 'content-length']);

/**
 * Micro-caching of rendered pages: at a goal, thousands ask for the same page within seconds,
 * and one render serves them all. Only complete 200 pages are kept, and never their cookies.
 */
export function pageCache(options: PageCacheOptions = {}): MiddlewareHandler<PipelineEnv> {
  const maxEntries = options.maxEntries ?? PAGE_CACHE_ENTRIES;
  const lifetimeOf = options.lifetimeOf ?? routeCacheSeconds;
  const now = options.now ?? Date.now;
  if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new Error('maxEntries must be a positive whole number');
  const pages = new Map<string, CachedPage>();

  const remember = (key: string, page: CachedPage) => {
    pages.delete(key);
    if (pages.size >= maxEntries) pages.delete(pages.keys().next().value as string);
    pages.set(key, page);
  };

  // Pages being rendered right now: visitors who ask meanwhile wait for that render, not their own.
  const rendering = new Map<string, Promise<CachedPage | undefined>>();
  const serve = (c: Context, page: CachedPage, state: 'hit' | 'shared') => {
    c.res = new Response(page.body, { status: 200, headers: [...page.headers, ['x-page-cache', state]] });
  };

  return async (c, next) => {
    const url = new URL(c.req.url);
    if (c.req.method !== 'GET' || !isPagePath(url.pathname)) return next();
    const key = `${c.get('appEnv')?.EDITION ?? ''}|${url.pathname}${url.search}`;
    const hit = pages.get(key);
    if (hit && hit.expires > now()) return serve(c, hit, 'hit');
    const pending = rendering.get(key);
    if (pending) {
      const shared = await pending;
      if (shared) return serve(c, shared, 'shared');
      return next();
    }

    let settle: (page: CachedPage | undefined) => void = () => {};
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      await next();
    } catch (error) {
      settle(undefined);
      rendering.delete(key);
      throw error;
    }
    const resolution = c.get('resolution');
    // A page rendered without its data says so calmly once, and is asked for again next time.
    const lifetime = resolution?.kind === 'page' && !c.get('degraded') ? lifetimeOf(resolution.routeId) : 0;
    const isHtml = (c.res.headers.get('content-type') ?? '').startsWith('text/html');
    if (lifetime <= 0 || c.res.status !== 200 || !isHtml || !c.res.body) {
      settle(undefined);
      rendering.delete(key);
      return;
    }

    const [forVisitor, forCache] = c.res.body.tee();
    const headers = [...c.res.headers].filter(([name]) => !UNSHARED_HEADERS.has(name.toLowerCase()));
    const expires = now() + lifetime * 1000;
    const store = new Response(forCache)
      .text()
      .then((body) => {
        const page = { body, headers, expires };
        remember(key, page);
        settle(page);
      })
      .catch(() => settle(undefined))
      .finally(() => rendering.delete(key));
    c.res = new Response(forVisitor, { status: 200, headers: [...headers, ['x-page-cache', 'miss']] });
    try {
      c.executionCtx.waitUntil(store);
    } catch {
      // Outside a Worker (unit tests) there is no execution context; the promise settles on its own.
      await store;
    }
  };
}
