import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { API_PATHS } from '../config/api-paths';
import { DEFAULT_LOCALE } from '../config/locales';
import { findRegion } from '../config/regions';
import { findMatch } from '../lib/competition/find-match';
import { isWatcherRead } from '../lib/live-push/watcher-read';
import { alertsDatabase, createPushSender, dispatchMatchAlerts, hasSubscribers, sweepTeamAlerts, teamIdsOf, vapidKeysOf } from '../lib/team-alerts';
import type { LiveMatchApiOptions } from './live-match-api';
import type { PipelineEnv } from './types';

const MatchQuerySchema = z.object({ region: z.string().regex(/^[a-z0-9-]{1,40}$/), id: z.string().regex(/^\d{1,9}$/).transform(Number) });

/**
 * Alerts sent from inside the Worker, never asked for from outside (the paths exist only for
 * requests carrying the in-process mark, src/lib/live-push/watcher-read.ts):
 * `/api/alerts/match?region&id`, a live match's watcher after a change, and `/api/alerts/sweep`,
 * the minute cron. Both answer what they sent, as JSON.
 */
export function teamAlertsDispatch({ apiFor }: LiveMatchApiOptions = {}): MiddlewareHandler<PipelineEnv> {
  return async (c, next) => {
    const path = c.get('request').pathname;
    if (path !== API_PATHS.teamAlertsMatch && path !== API_PATHS.teamAlertsSweep) return next();
    if (!isWatcherRead(c.env)) return c.json({ error: 'Not found' }, 404);
    const request = c.get('request');
    const { edition } = request;
    const keys = vapidKeysOf(request.env, request.domain);
    const db = alertsDatabase(c.env);
    if (!keys || !db) return c.json({ sent: [] });
    const api = apiFor?.(request.env, c.env ?? {}) ?? request.data.competition;
    const send = createPushSender(keys);
    if (path === API_PATHS.teamAlertsSweep) return c.json({ sent: await sweepTeamAlerts({ db, api, edition: edition.id, send }) });

    const query = MatchQuerySchema.safeParse(c.req.query());
    const region = query.success ? findRegion(edition.id, query.data.region) : undefined;
    if (!query.success || !region) return c.json({ error: 'Bad query' }, 400);
    const found = await findMatch(api, { genders: edition.genders, competitions: region.competitionId, lang: DEFAULT_LOCALE }, query.data.id);
    if (!found) return c.json({ error: 'Match not found' }, 404);
    // Nobody follows either side: the match is not read again, past the cache, for nobody.
    if (!(await hasSubscribers(db, edition.id, teamIdsOf(found.match)))) return c.json({ sent: [] });
    // The turn at the watch lifetime: the match as the watcher has just seen it.
    const turn = await api.getTurn(found.match.turnId, DEFAULT_LOCALE, { watch: true });
    const match = turn?.matches.find((candidate) => candidate.id === query.data.id);
    if (!match) return c.json({ error: 'Match not found' }, 404);
    return c.json({ sent: [await dispatchMatchAlerts({ db, edition: edition.id, regionSlug: region.slug, match, send })] });
  };
}
