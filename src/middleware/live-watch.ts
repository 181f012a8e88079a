import type { MiddlewareHandler } from 'hono';
import { API_PATHS } from '../config/api-paths';
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
export function liveWatch({ apiFor }: LiveMatchApiOptions = {}): MiddlewareHandler<PipelineEnv> {
  return async (c, next) => {
    if (c.get('request').pathname !== API_PATHS.liveWatch) return next();
    if (!isWatcherRead(c.env)) return c.json({ error: 'Not found' }, 404);
    const query = SocketQuerySchema.safeParse(c.req.query());
    if (!query.success) return c.json({ error: 'Bad query' }, 400);
    const request = c.get('request');
    const { region, edition } = request;
    if (!region) return c.json({ error: 'Unknown region' }, 404);
    const api = apiFor?.(request.env, c.env ?? {}) ?? request.data.competition;
    const watched = await readWatchedMatch(api, { edition: edition.id, genders: edition.genders, competitions: region.competitionId, timeZone: region.timeZone, matchId: query.data.id });
    if (!watched) return c.json({ error: 'Match not found' }, 404);
    c.header('Cache-Control', 'no-store');
    return c.json(watched);
  };
}
