import type { Context, MiddlewareHandler } from 'hono';
import { NOT_FOUND_PAGE_SECONDS, PAGE_CACHE_ENTRIES, staleWhileRevalidateSeconds } from '../config/page-cache';
import { routeCacheSeconds, type RouteId } from '../config/routes';
import { DEGRADED_PAGE_HEADER } from '../config/path-rules';
import { BUILD_VERSION } from '../lib/build-version';
import { defaultEdgeCache, type EdgeCache } from '../lib/upstream/edge-cache';
import { replaceResponse } from './replace-response';
import { cutPage, fromEdgeCopy, isWhole, joinPage, shareable, toEdgeCopy, wholePage, type CachedPage } from './page-cache-entry';
import { withNoncePlaceholder } from './script-nonce';
import { messageOf, newMessageSlot, sharedNotFoundKey, withMessageSlot } from './shared-not-found';
import { runAfter } from './run-after';
import type { PipelineEnv } from './types';

type Served = 'hit' | 'stale' | 'shared' | 'edge' | 'miss';

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
  const serve = (c: Context, page: CachedPage, state: Served | undefined, message = '') => {
    const age = Math.max(0, Math.floor((now() - page.renderedAt) / 1000));
    // A 404 is shared inside the Worker only: no browser keeps it, as no browser keeps any error.
    const cacheControl = page.status === 200 ? pageCacheControl(page.lifetime) : 'no-store';
    const headers: [string, string][] = [['cache-control', cacheControl], ['age', String(age)]];
    if (state) headers.push(['x-page-cache', state]);
    // A whole page goes out as kept, under a policy naming its own nonce (ADR 072); a shared 404
    // gets this answer's nonce and message. Without the security headers in front (a test's
    // pipeline) a 404 goes out without a nonce.
    let body: Uint8Array<ArrayBuffer>;
    if (isWhole(page)) {
      body = page.body;
      c.set('scriptNonce', () => page.nonce);
    } else {
      body = joinPage(page, c.get('scriptNonce')?.() ?? '', message);
    }
    c.set('nonceStamped', true);
    replaceResponse(c, new Response(body, { status: page.status, headers: [...page.headers, ...headers] }));
  };
  // A page not kept is not kept by anyone: a degraded page, an error, the health check. A degraded
  // page says so too: the fan's service worker keeps its good copy rather than this (ADR 055).
  const markUnshared = (c: Context) => {
    if (isHtml(c.res) && !c.res.headers.has('cache-control')) c.header('Cache-Control', 'no-store');
    if (c.get('degraded')) c.header(DEGRADED_PAGE_HEADER, '1');
  };

  return async (c, next) => {
    const request = c.get('request');
    const { pathname, search, edition: { id: edition } } = request;
    if (c.req.method !== 'GET') return next();
    // A missing address known before rendering shares its language and region's 404 page (ADR 041).
    const notFoundKey = sharedNotFoundKey(request);
    const message = notFoundKey ? messageOf(request) : '';
    const place = notFoundKey ? `/_404/${notFoundKey.replaceAll('|', '/')}` : `${pathname}${search}`;
    const key = `${edition}|${place}`;
    const kept = pages.get(key);
    if (kept && freshUntil(kept) > now()) return serve(c, kept, 'hit', message);
    const pending = filling.get(key);
    if (pending) {
      if (kept && staleUntil(kept) > now()) return serve(c, kept, 'stale', message);
      const shared = await pending;
      if (shared) return serve(c, shared, 'shared', message);
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
    const edgeKey = new Request(`https://page-cache.internal/${edition}/${version}${place}`);
    const messageSlot = newMessageSlot();
    try {
      const fromEdge = await readEdge(cache, edgeKey);
      if (fromEdge) {
        finish(fromEdge);
        return serve(c, fromEdge, 'edge', message);
      }
      // The 404 page is drawn for everyone: a slot where this address's message goes.
      if (notFoundKey) c.set('request', withMessageSlot(request, messageSlot));
      await next();
    } catch (error) {
      finish(undefined);
      throw error;
    }

    if (notFoundKey) {
      if (!isHtml(c.res) || !c.res.body) {
        finish(undefined);
        return markUnshared(c);
      }
      const { status, headers } = c.res;
      const { text, placeholder } = await withNoncePlaceholder(c.res.body);
      const page: CachedPage = {
        ...cutPage(text, placeholder, messageSlot),
        status,
        headers: shareable(headers),
        renderedAt: now(),
        lifetime: NOT_FOUND_PAGE_SECONDS,
      };
      // The 404 screen, drawn whole: it names the address in the page's text at least once.
      const keep = status === 404 && !c.get('degraded') && Boolean(page.afterMessages?.some(({ place }) => place === 'text'));
      if (!keep) {
        finish(undefined);
        return serve(c, page, undefined, message);
      }
      finish(page);
      // A full or unavailable cache only costs another isolate a render.
      await runAfter(c, cache?.put(edgeKey, toEdgeCopy(page, placeholder, messageSlot)).catch(() => undefined) ?? Promise.resolve());
      return serve(c, page, 'miss', message);
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
    const store = withNoncePlaceholder(forCache).then(
      async ({ text, placeholder }) => {
        const page: CachedPage = { ...wholePage(text, placeholder), status: 200, headers, renderedAt, lifetime };
        finish(page);
        // A full or unavailable cache only costs another isolate a render.
        await cache?.put(edgeKey, toEdgeCopy(page, placeholder, messageSlot)).catch(() => undefined);
      },
      () => finish(undefined),
    );
    const visitorHeaders: [string, string][] = [['cache-control', pageCacheControl(lifetime)], ['x-page-cache', 'miss']];
    replaceResponse(c, new Response(forVisitor, { status: 200, headers: [...headers, ...visitorHeaders] }));
    await runAfter(c, store);
  };
}
