import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { EDGE_LIMITS } from '../../config/edge-limits';
import { LIVE_PUSH } from '../../config/live-push';
import { DEFAULT_LOCALE } from '../../config/locales';
import { isStillToCome, isTrackedLive } from '../../lib/competition/rules/match-status';
import { matchOverSocket } from '../../lib/live-push/match-over-socket';
import { createRecentAnswers } from '../../lib/live-push/recent-answers';
import { createRelayPicker } from '../../lib/live-push/relay-picker';
import { relaySettings } from '../../lib/live-push/relay-plan';
import { LIVE_SOCKET_PATH, SocketQuerySchema, watcherName } from '../../lib/live-push/socket-query';
import { loadMatchDetail } from '../../lib/match';
import { objectNamed, objectNamespace } from '../../bindings';
import type { AppEnv } from '../../env';
import type { CompetitionApi } from '../../lib/competition/api';
import type { PipelineEnv } from '../../middleware/types';
import { withinEdgeLimit } from '../edge-limit';
import { isOwnOrigin } from '../own-origin';
import { refuse, tooManyRequests, validQuery } from '../errors';

type MatchVerdict = 'live' | 'over' | 'not yet' | 'unknown';

/**
 * `GET /api/live/socket?region&lang&id[&since]` with `Upgrade: websocket`: hands the socket to the
 * match's watcher (one Durable Object per match). A page of another origin is refused (403), and an
 * address past its opens for the minute (429), before anything is looked at. Only a match being played, or about to be, has
 * a watcher; none is woken for another. An unknown match is a 404 and one not started yet a 409
 * (the page polls, and tries the socket again later). A match already over gets a socket told so
 * and closed at once, as the watcher does at full time, so the page stops asking and its console
 * stays clean. The check is shared for a few seconds: at a
 * kick-off thousands of pages open their sockets within seconds, and one look at the match
 * answers them all.
 */
export type LiveSocketOptions = {
  /** Where the league is read from; the request's own competition client by default. */
  apiFor?: (env: AppEnv, bindings: Record<string, unknown>) => CompetitionApi;
  /** The answer for a match that is over (matchOverSocket); undefined refuses it with a 409. */
  answerOver?: () => Response | undefined;
};

/** Whether an `Origin` is ours: the host this request came to (its pages'), the site's domain or the edition's. */
/**
 * A page of another site may not open our sockets in its visitors' browsers (ADR 056): a browser
 * always names the page's origin on a WebSocket, and ours are the Worker's own address and its
 * domains (a widget under /embed/ is our page inside a partner's frame, so it is ours too). A
 * request with no Origin is let through: it is not a browser's, and a client outside a browser
 * can name any origin it likes, so refusing it would stop nobody; the bound per address does.
 */
const fromOurPages = createMiddleware<PipelineEnv>(async (c, next) => {
  const origin = c.req.header('origin');
  if (origin !== undefined && !isOwnOrigin(origin, c.get('request'), c.req.header('host'))) return refuse(c, 403, 'Not our origin');
  await next();
});

/**
 * At most so many socket opens per client address a minute, counted by the Rate Limiting binding
 * across every isolate (ADR 056): a household's or an office's pages fit, one machine's thousand
 * sockets do not. It counts opens, not sockets held: a page reconnecting counts again.
 */
const boundedPerAddress = createMiddleware<PipelineEnv>(async (c, next) => {
  const address = c.req.header('cf-connecting-ip') ?? 'unknown';
  if (!(await withinEdgeLimit(c.env, EDGE_LIMITS.liveSocketOpens, address))) return tooManyRequests(c, 60);
  await next();
});

export function liveSocket({ apiFor, answerOver }: LiveSocketOptions = {}) {
  const checks = createRecentAnswers<MatchVerdict>(LIVE_PUSH.socketCheckMs);
  const relays = createRelayPicker();
  const upgrade = createMiddleware<PipelineEnv>(async (c, next) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') return refuse(c, 426, 'Expected a WebSocket upgrade');
    await next();
  });
  return new Hono<PipelineEnv>().get(LIVE_SOCKET_PATH, upgrade, fromOurPages, boundedPerAddress, validQuery(SocketQuerySchema), async (c) => {
    const query = { data: c.req.valid('query') };
    const request = c.get('request');
    const { region, edition } = request;
    if (!region) return refuse(c, 404, 'Unknown region');
    const namespace = objectNamespace(c.env, 'LIVE_MATCH');
    if (!namespace) return refuse(c, 503, 'Live push is not available here');

    const verdict = await checks.ask(`${edition.id}:${region.slug}:${query.data.id}`, async () => {
      const api = apiFor?.(request.env, c.env ?? {}) ?? request.data.competition;
      const detail = await loadMatchDetail(api, { genders: edition.genders, competitions: region.competitionId, lang: DEFAULT_LOCALE }, query.data.id);
      if (!detail) return 'unknown';
      if (isTrackedLive(detail.match, new Date())) return 'live';
      return isStillToCome(detail.match.displayStatus) ? 'not yet' : 'over';
    });
    if (verdict === 'unknown') return refuse(c, 404, 'Match not found');
    if (verdict === 'over') return (answerOver ?? matchOverSocket)() ?? refuse(c, 409, 'The match is over');
    if (verdict === 'not yet') return refuse(c, 409, 'The match is not live');

    // Through a relay (ADR 052) where the Worker has them; straight to the watcher where it has not.
    const relayNamespace = objectNamespace(c.env, 'LIVE_RELAY');
    const settings = relaySettings(c.env);
    if (relayNamespace && settings.socketsPerRelay > 0) {
      const target = { edition: edition.id, region: region.slug, id: query.data.id, page: query.data.page, least: settings.minRelays };
      const answer = await relays.connect(relayNamespace, c.req.raw, target);
      return answer ?? refuse(c, 503, 'Every relay of this match is full');
    }
    return objectNamed(namespace, watcherName(region.slug, query.data.id)).fetch(c.req.raw);
  });
}
