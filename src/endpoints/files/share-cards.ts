import { Hono, type Context } from 'hono';
import { EDGE_LIMITS } from '../../config/edge-limits';
import { routeEntity } from '../../config/routes';
import { SHARE_CARDS } from '../../config/share-cards';
import { cardVersion } from '../../lib/card-model';
import { ENTITY_LOADERS } from '../../lib/page/entities';
import { cardKindOfRoute, cardPath, cardServiceOf, drawCard, latestCardPath, loadShareCard, OVER_CEILING, readCardFileName } from '../../lib/share-cards';
import type { PageEntity } from '../../lib/page/page-entity';
import { defaultEdgeCache, type EdgeCache } from '../../lib/upstream/edge-cache';
import type { PipelineEnv } from '../../middleware/types';
import { withinEdgeLimit } from '../edge-limit';
import { keepAtTheEdge } from '../keep-at-the-edge';

export type ShareCardsOptions = { cache?: () => EdgeCache | undefined };

/** Any address ending in a card's file name; the request's resolution says whose page it hangs from. */
const CARD_ADDRESS = '/:page{.+/card\\.[0-9a-z]+\\.png}';

/** A short-lived redirect: to the card's current address, or to the edition's picture. */
const redirectTo = (c: Context<PipelineEnv>, path: string) => {
  c.header('Cache-Control', SHARE_CARDS.redirectCacheControl);
  return c.redirect(path, 302);
};

/** A copy of a kept answer with its own Cache-Control and the way it was answered. */
function answerKept(kept: Response, how: 'edge' | 'stale', cacheControl?: string): Response {
  const answer = new Response(kept.body, kept);
  if (cacheControl) answer.headers.set('Cache-Control', cacheControl);
  answer.headers.set('X-Share-Card', how);
  return answer;
}

/**
 * A page's share card (ADR 048): `{page}/card.{version}.png`. A cached card is answered from the
 * data centre's cache like a static file; otherwise the page's subject is loaded as the page loads
 * it, its card built, its version checked and the card Worker asked to draw it, once. A version
 * that is not the current one sends to the current address (a crawler holding an old page gets
 * today's card); a page without a card, a subject that cannot be read or a card that cannot be
 * drawn sends to the edition's picture. Never an error: a share must not break.
 *
 * Nothing from outside multiplies drawings (ADR 056): an address with a query sends to the bare
 * one (301) before anything else, and an edition draws so many cards a minute at most (the
 * SHARE_CARD_DRAWS binding, across isolates); past that a card is the page's last one drawn
 * (a minute at this address, never kept under it) or the region's picture.
 *
 * `X-Share-Card` says how a card was answered: `edge` (kept), `drawn`, `shared` (a drawing under
 * way), `stale` (the page's last card, past the ceiling) or `stock` (no card of it kept, past the ceiling).
 */
export function shareCards(options: ShareCardsOptions = {}) {
  const getCache = options.cache ?? defaultEdgeCache;
  return new Hono<PipelineEnv>().get(CARD_ADDRESS, async (c, next) => {
    const request = c.get('request');
    const { pageFile, edition } = request;
    const version = pageFile && readCardFileName(pageFile.name);
    if (!pageFile || !version) return next();
    const { page, pagePath } = pageFile;
    if (page.kind !== 'page' || !cardKindOfRoute(page.routeId)) return next();

    // Any query is no card's: `?x=1`, `?x=2`… would each be a new cache key and a new drawing.
    if (request.search) {
      c.header('Cache-Control', SHARE_CARDS.queryRedirectCacheControl);
      return c.redirect(request.pathname, 301);
    }

    const cache = getCache();
    const key = new Request(c.req.url);
    const hit = await cache?.match(key).catch(() => undefined);
    if (hit) return answerKept(hit, 'edge');

    const stock = page.region?.ogImage ?? edition.shareImage;
    const { data } = request;
    const entityKind = routeEntity(page.routeId);
    let entity: PageEntity | undefined;
    if (entityKind) {
      const outcome = await ENTITY_LOADERS[entityKind]({ ...page, edition, data, query: {} }).catch(() => ({ kind: 'unreachable' }) as const);
      if (outcome.kind === 'redirect') return redirectTo(c, cardPath(outcome.path, version));
      if (outcome.kind !== 'found') return redirectTo(c, stock);
      entity = outcome.entity;
    }
    const card = await loadShareCard({ routeId: page.routeId, lang: page.lang, region: page.region, edition, data, entity });
    if (card.kind !== 'card') return redirectTo(c, stock);
    const current = cardVersion(card.model);
    if (current !== version) return redirectTo(c, cardPath(pagePath, current));

    const service = cardServiceOf(c.env);
    const mayDraw = () => withinEdgeLimit(c.env, EDGE_LIMITS.shareCardDraws, edition.id);
    const drawn = service && (await drawCard(service, c.req.url, card.model, mayDraw));
    const latestKey = new Request(new URL(latestCardPath(pagePath), c.req.url));
    if (drawn === OVER_CEILING) {
      // Past the ceiling: the page's last card for a minute, never kept under this address.
      const latest = await cache?.match(latestKey).catch(() => undefined);
      if (latest) return answerKept(latest, 'stale', SHARE_CARDS.staleCacheControl);
      c.header('X-Share-Card', 'stock');
      return redirectTo(c, stock);
    }
    if (!drawn || drawn.png.byteLength > SHARE_CARDS.maxBytes) return redirectTo(c, stock);
    const png = drawn.png as Uint8Array<ArrayBuffer>;
    const headers = { 'Content-Type': 'image/png', 'Cache-Control': SHARE_CARDS.cacheControl, 'Content-Length': String(png.byteLength) };
    const response = new Response(png, { headers });
    // One request of the isolate keeps the drawing, under its address and as the page's latest;
    // the others that waited for it only answer it.
    if (cache && !drawn.shared) {
      await keepAtTheEdge(c, cache, key, response);
      const latest = new Response(png, { headers: { ...headers, 'Cache-Control': SHARE_CARDS.latestCacheControl } });
      await keepAtTheEdge(c, cache, latestKey, latest);
    }
    // How this answer was made, for the bench and for anyone looking: drawn now, or shared with a drawing under way.
    response.headers.set('X-Share-Card', drawn.shared ? 'shared' : 'drawn');
    if (drawn.drawMs !== undefined) response.headers.set('Server-Timing', `card-draw;dur=${drawn.drawMs}`);
    return response;
  });
}
