import { Hono, type Context } from 'hono';
import { routeEntity } from '../../config/routes';
import { SHARE_CARDS } from '../../config/share-cards';
import { cardVersion } from '../../lib/card-model';
import { ENTITY_LOADERS } from '../../lib/page/entities';
import { cardKindOfRoute, cardPath, cardServiceOf, drawCard, loadShareCard, readCardFileName } from '../../lib/share-cards';
import type { PageEntity } from '../../lib/page/page-entity';
import { defaultEdgeCache, type EdgeCache } from '../../lib/upstream/edge-cache';
import type { PipelineEnv } from '../../middleware/types';
import { keepAtTheEdge } from '../keep-at-the-edge';

export type ShareCardsOptions = { cache?: () => EdgeCache | undefined };

/** Any address ending in a card's file name; the request's resolution says whose page it hangs from. */
const CARD_ADDRESS = '/:page{.+/card\\.[0-9a-z]+\\.png}';

/** A short-lived redirect: to the card's current address, or to the edition's picture. */
const redirectTo = (c: Context<PipelineEnv>, path: string) => {
  c.header('Cache-Control', SHARE_CARDS.redirectCacheControl);
  return c.redirect(path, 302);
};

/**
 * A page's share card (ADR 048): `{page}/card.{version}.png`. A cached card is answered from the
 * data centre's cache like a static file; otherwise the page's subject is loaded as the page loads
 * it, its card built, its version checked and the card Worker asked to draw it, once. A version
 * that is not the current one sends to the current address (a crawler holding an old page gets
 * today's card); a page without a card, a subject that cannot be read or a card that cannot be
 * drawn sends to the edition's picture. Never an error: a share must not break. `X-Share-Card`
 * says how a card was answered: `edge` (kept), `drawn` or `shared` (a drawing under way).
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

    const cache = getCache();
    const key = new Request(c.req.url);
    const hit = await cache?.match(key).catch(() => undefined);
    if (hit) {
      const kept = new Response(hit.body, hit);
      kept.headers.set('X-Share-Card', 'edge');
      return kept;
    }

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
    const drawn = service && (await drawCard(service, c.req.url, card.model));
    if (!drawn || drawn.png.byteLength > SHARE_CARDS.maxBytes) return redirectTo(c, stock);
    const headers = { 'Content-Type': 'image/png', 'Cache-Control': SHARE_CARDS.cacheControl, 'Content-Length': String(drawn.png.byteLength) };
    const response = new Response(drawn.png as Uint8Array<ArrayBuffer>, { headers });
    // One request of the isolate keeps the drawing; the others that waited for it only answer it.
    if (cache && !drawn.shared) await keepAtTheEdge(c, cache, key, response);
    // How this answer was made, for the bench and for anyone looking: drawn now, or shared with a drawing under way.
    response.headers.set('X-Share-Card', drawn.shared ? 'shared' : 'drawn');
    if (drawn.drawMs !== undefined) response.headers.set('Server-Timing', `card-draw;dur=${drawn.drawMs}`);
    return response;
  });
}
