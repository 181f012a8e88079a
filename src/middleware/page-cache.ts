import type { Context, MiddlewareHandler } from 'hono';
import { PAGE_CACHE_ENTRIES, staleWhileRevalidateSeconds } from '../config/page-cache';
import { routeCacheSeconds, type RouteId } from '../config/routes';
import { isPagePath } from '../config/pipeline';
import { BUILD_VERSION } from '../lib/build-version';
import { defaultEdgeCache, type EdgeCache } from '../lib/upstream/edge-cache';
import { replaceResponse } from './replace-response';
import { cutAtPlaceholder, joinNonceParts, toNonceParts, type NonceParts } from './script-nonce';
import { runAfter } from './run-after';
import type { PipelineEnv } from './types';

/** A page as kept: its bytes around the places its nonce goes, so a hit only joins them (ADR 039). */
type CachedPage = { html: NonceParts; headers: [string, string][]; renderedAt: number; lifetime: number };
type Served = 'hit' | 'stale' | 'shared' | 'edge';

export type PageCacheOptions = {
  maxEntries?: number;
  /** Seconds a page of the route may be served again; 0 keeps nothing. */
  lifetimeOf?: (routeId: RouteId) => number;
  now?: () => number;
  /** The data centre's cache, shared by its isolates; none outside a Worker. */
  cache?: () => EdgeCache | undefined;
  /** The build the pages were rendered by: a new deploy never serves the last one's pages. */
  version?: string;
};

// Headers that belong to one answer only (the security headers and any cookie are set afresh on
// each), and the ones the copy at the edge carries for the cache and for us.
const UNSHARED_HEADERS = new Set(['set-cookie', 'content-security-policy', 'content-length', 'cache-control', 'age', 'cf-cache-status', 'expires']);
const RENDERED_AT = 'x-page-rendered-at';
const LIFETIME = 'x-page-lifetime';
const NONCE_PLACEHOLDER = 'x-page-nonce-placeholder';
const shareable = (headers: Headers): [string, string][] =>
  [...headers].filter(([name]) => !UNSHARED_HEADERS.has(name) && name !== RENDERED_AT && name !== LIFETIME && name !== NONCE_PLACEHOLDER);

const isHtml = (response: Response) => (response.headers.get('content-type') ?? '').startsWith('text/html');
const freshUntil = (page: CachedPage) => page.renderedAt + page.lifetime * 1000;
const staleUntil = (page: CachedPage) => freshUntil(page) + staleWhileRevalidateSeconds(page.lifetime) * 1000;

/**
 * What a visitor's copy says: a browser may keep it for the route's lifetime, and nothing shared
 * may, because it carries this answer's own script nonce (ADR 021). Pages are shared inside the
 * Worker instead, before the nonce is stamped.
 */
export function pageCacheControl(lifetime: number): string {
  return `private, max-age=${lifetime}, stale-while-revalidate=${staleWhileRevalidateSeconds(lifetime)}`;
}

// The copy kept in the data centre's cache: the page as rendered, with a placeholder for the
// nonce and without cookie or policy, and when it was rendered so every isolate ages it from the
// same moment.
function toEdgeCopy(page: CachedPage, placeholder: string): Response {
  const headers = [
    ...page.headers,
    ['cache-control', `public, max-age=${page.lifetime}`],
    [RENDERED_AT, String(page.renderedAt)],
    [LIFETIME, String(page.lifetime)],
    [NONCE_PLACEHOLDER, placeholder],
  ];
  return new Response(joinNonceParts(page.html, placeholder), { headers: headers as [string, string][] });
}

async function fromEdgeCopy(response: Response): Promise<CachedPage | undefined> {
  const renderedAt = Number(response.headers.get(RENDERED_AT));
  const lifetime = Number(response.headers.get(LIFETIME));
  const placeholder = response.headers.get(NONCE_PLACEHOLDER);
  if (!Number.isSafeInteger(renderedAt) || !Number.isSafeInteger(lifetime) || lifetime <= 0 || !placeholder) return undefined;
  return { html: cutAtPlaceholder(await response.text(), placeholder), headers: shareable(response.headers), renderedAt, lifetime };
}

/**
 * Rendered pages kept at two levels: this isolate's memory, then the data centre's cache, which
 * every isolate there shares, so at a goal one render per lifetime serves the whole data centre.
 * Visitors who arrive during a render share it; while one request renders a page again, the others
 * get the copy that just expired. Only complete, healthy 200 pages are kept, never a cookie.
 */
export function pageCache(options: PageCacheOptions = {}): MiddlewareHandler<PipelineEnv> {
  const maxEntries = options.maxEntries ?? PAGE_CACHE_ENTRIES;
  const lifetimeOf = options.lifetimeOf ?? routeCacheSeconds;
  const now = options.now ?? Date.now;
  const getCache = options.cache ?? defaultEdgeCache;
  const version = encodeURIComponent(options.version ?? BUILD_VERSION);
  if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new Error('maxEntries must be a positive whole number');
  const pages = new Map<string, CachedPage>();

  const remember = (key: string, page: CachedPage) => {
    pages.delete(key);
    if (pages.size >= maxEntries) pages.delete(pages.keys().next().value as string);
    pages.set(key, page);
  };

  const readEdge = async (cache: EdgeCache | undefined, key: Request): Promise<CachedPage | undefined> => {
    try {
      const response = await cache?.match(key);
      const page = response && (await fromEdgeCopy(response));
      return page && freshUntil(page) > now() ? page : undefined;
    } catch {
      return undefined;
    }
  };

  // Pages being looked up or rendered right now: visitors who ask meanwhile wait for that, not their own.
  const filling = new Map<string, Promise<CachedPage | undefined>>();
  const serve = (c: Context, page: CachedPage, state: Served) => {
    const age = Math.max(0, Math.floor((now() - page.renderedAt) / 1000));
    const headers: [string, string][] = [['cache-control', pageCacheControl(page.lifetime)], ['age', String(age)], ['x-page-cache', state]];
    // Without the security headers in front (a test's pipeline) the page goes out without a nonce.
    const nonce = c.get('scriptNonce')?.() ?? '';
    c.set('nonceStamped', true);
    replaceResponse(c, new Response(joinNonceParts(page.html, nonce), { status: 200, headers: [...page.headers, ...headers] }));
  };
  // A page not kept is not kept by anyone: a degraded page, an error, the health check.
  const markUnshared = (c: Context) => {
    if (isHtml(c.res) && !c.res.headers.has('cache-control')) c.header('Cache-Control', 'no-store');
  };

  return async (c, next) => {
    const { pathname, search, edition: { id: edition } } = c.get('request');
    if (c.req.method !== 'GET' || !isPagePath(pathname)) return next();
    const key = `${edition}|${pathname}${search}`;
    const kept = pages.get(key);
    if (kept && freshUntil(kept) > now()) return serve(c, kept, 'hit');
    const pending = filling.get(key);
    if (pending) {
      if (kept && staleUntil(kept) > now()) return serve(c, kept, 'stale');
      const shared = await pending;
      if (shared) return serve(c, shared, 'shared');
      await next();
      return markUnshared(c);
    }

    let settle: (page: CachedPage | undefined) => void = () => {};
    const filled = new Promise<CachedPage | undefined>((resolve) => (settle = resolve));
    filling.set(key, filled);
    const finish = (page: CachedPage | undefined) => {
      if (page) remember(key, page);
      if (filling.get(key) === filled) filling.delete(key);
      settle(page);
    };
    const cache = getCache();
    const edgeKey = new Request(`https://page-cache.internal/${edition}/${version}${pathname}${search}`);
    try {
      const fromEdge = await readEdge(cache, edgeKey);
      if (fromEdge) {
        finish(fromEdge);
        return serve(c, fromEdge, 'edge');
      }
      await next();
    } catch (error) {
      finish(undefined);
      throw error;
    }

    const { resolution } = c.get('request');
    // A page rendered without its data says so calmly once, and is asked for again next time.
    const lifetime = resolution.kind === 'page' && !c.get('degraded') ? lifetimeOf(resolution.routeId) : 0;
    if (lifetime <= 0 || c.res.status !== 200 || !isHtml(c.res) || !c.res.body) {
      finish(undefined);
      return markUnshared(c);
    }

    const [forVisitor, forCache] = c.res.body.tee();
    const headers = shareable(c.res.headers);
    const renderedAt = now();
    const store = toNonceParts(forCache).then(
      async ({ html, placeholder }) => {
        const page = { html, headers, renderedAt, lifetime };
        finish(page);
        // A full or unavailable cache only costs another isolate a render.
        await cache?.put(edgeKey, toEdgeCopy(page, placeholder)).catch(() => undefined);
      },
      () => finish(undefined),
    );
    const visitorHeaders: [string, string][] = [['cache-control', pageCacheControl(lifetime)], ['x-page-cache', 'miss']];
    replaceResponse(c, new Response(forVisitor, { status: 200, headers: [...headers, ...visitorHeaders] }));
    await runAfter(c, store);
  };
}
