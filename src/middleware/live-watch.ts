import type { MiddlewareHandler } from 'hono';
import { API_PATHS } from '../config/api-paths';
import { getEdition } from '../config/editions';
import { findRegion } from '../config/regions';
import { competitionApiFor } from '../lib/competition';
import { readWatchedMatch } from '../lib/live-push/read-watched-match';
import { SocketQuerySchema } from '../lib/live-push/socket-query';
import { isWatcherRead } from '../lib/live-push/watcher-read';
import type { LiveMatchApiOptions } from './live-match-api';
import type { PipelineEnv } from './types';

/**
 * What a live match's watcher reads each tick (src/worker/live-match-watcher.ts): the match
 * afresh and its view in every language. Only the watcher can ask, in-process: from outside the
 * path does not exist, so nobody can make the Worker read the upstream past its caches.
 */
export function liveWatch({ apiFor = competitionApiFor }: LiveMatchApiOptions = {}): MiddlewareHandler<PipelineEnv> {
  return async (c, next) => {
    if (new URL(c.req.url).pathname !== API_PATHS.liveWatch) return next();
    if (!isWatcherRead(c.env)) return c.json({ error: 'Not found' }, 404);
    const query = SocketQuerySchema.safeParse(c.req.query());
    if (!query.success) return c.json({ error: 'Bad query' }, 400);
    const appEnv = c.get('appEnv');
    const region = findRegion(appEnv.EDITION, query.data.region);
    if (!region) return c.json({ error: 'Unknown region' }, 404);
    const { genders } = getEdition(appEnv.EDITION);
    const api = apiFor(appEnv, c.env ?? {});
    const watched = await readWatchedMatch(api, { edition: appEnv.EDITION, genders, competitions: region.competitionId, timeZone: region.timeZone, matchId: query.data.id });
    if (!watched) return c.json({ error: 'Match not found' }, 404);
    c.header('Cache-Control', 'no-store');
    return c.json(watched);
  };
}
