import type { MiddlewareHandler } from 'hono';
import { PAGE_CACHE_ENTRIES, PAGE_CACHE_SECONDS } from '../config/page-cache';
import { isPagePath } from '../config/pipeline';
import type { PipelineEnv } from './types';

type CachedPage = { body: string; headers: [string, string][]; expires: number };

export type PageCacheOptions = {
  maxEntries?: number;
  /** Seconds a page of the route may be served again; 0 keeps nothing. */
  lifetimeOf?: (routeId: string) => number;
  now?: () => number;
};

const defaultLifetime = (routeId: string) =>
  (PAGE_CACHE_SECONDS as Record<string, number | undefined>)[routeId] ?? PAGE_CACHE_SECONDS.default;

// Headers that belong to one answer only; the security headers and cookies are set afresh each time.
const UNSHARED_HEADERS = new Set(['set-cookie', 'content-security-policy', 'content-length']);

/**
 * Micro-caching of rendered pages: at a goal, thousands ask for the same page within seconds,
 * and one render serves them all. Only complete 200 pages are kept, and never their cookies.
 */
export function pageCache(options: PageCacheOptions = {}): MiddlewareHandler<PipelineEnv> {
  const maxEntries = options.maxEntries ?? PAGE_CACHE_ENTRIES;
  const lifetimeOf = options.lifetimeOf ?? defaultLifetime;
  const now = options.now ?? Date.now;
  if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new Error('maxEntries must be a positive whole number');
  const pages = new Map<string, CachedPage>();

  const remember = (key: string, page: CachedPage) => {
    pages.delete(key);
    if (pages.size >= maxEntries) pages.delete(pages.keys().next().value as string);
    pages.set(key, page);
  };

  return async (c, next) => {
    const url = new URL(c.req.url);
    if (c.req.method !== 'GET' || !isPagePath(url.pathname)) return next();
    const key = `${c.get('appEnv')?.EDITION ?? ''}|${url.pathname}${url.search}`;
    const hit = pages.get(key);
    if (hit && hit.expires > now()) {
      c.res = new Response(hit.body, { status: 200, headers: [...hit.headers, ['x-page-cache', 'hit']] });
      return;
    }
    await next();
    const resolution = c.get('resolution');
    const lifetime = resolution?.kind === 'page' ? lifetimeOf(resolution.routeId) : 0;
    const isHtml = (c.res.headers.get('content-type') ?? '').startsWith('text/html');
    if (lifetime <= 0 || c.res.status !== 200 || !isHtml || !c.res.body) return;

    const [forVisitor, forCache] = c.res.body.tee();
    const headers = [...c.res.headers].filter(([name]) => !UNSHARED_HEADERS.has(name.toLowerCase()));
    const expires = now() + lifetime * 1000;
    const store = new Response(forCache).text().then((body) => remember(key, { body, headers, expires }));
    c.res = new Response(forVisitor, { status: 200, headers: [...headers, ['x-page-cache', 'miss']] });
    try {
      c.executionCtx.waitUntil(store);
    } catch {
      // Outside a Worker (unit tests) there is no execution context; the promise settles on its own.
      await store;
    }
  };
}
