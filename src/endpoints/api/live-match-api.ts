import { Hono } from 'hono';
import { z } from 'zod';
import { PLACE_QUERY } from '../../lib/request/place-query';
import { CACHE_LIFETIMES } from '../../config/upstream';
import type { CompetitionApi } from '../../lib/competition/api';
import type { Match } from '../../lib/competition/types';
import type { AppEnv } from '../../env';
import { getIntl } from '../../lib/i18n/intl';
import { buildLiveMatchView, loadMatchDetail } from '../../lib/match';
import { LIVE_MATCH_PATH } from '../../lib/live-push/live-match-url';
import type { PipelineEnv } from '../../middleware/types';
import { refuse, validQuery } from '../errors';

const QuerySchema = z.object({
  ...PLACE_QUERY,
  id: z.string().regex(/^\d{1,9}$/).transform(Number).pipe(z.number().int().positive()),
});

/** The domain match without its squads: what changes while it is played, and little else. */
function toLiveMatch(match: Match) {
  const { homeTeam, awayTeam, stats, ...rest } = match;
  const withoutPlayers = (team: Match['homeTeam']) => team && { ...team, players: [] };
  return {
    ...rest,
    homeTeam: withoutPlayers(homeTeam),
    awayTeam: withoutPlayers(awayTeam),
    stats: stats && { home: { teamStats: stats.home.teamStats, players: [] }, away: { teamStats: stats.away.teamStats, players: [] } },
  };
}

/**
 * One match as its page polls it: the domain match (score, status, minute, events, team
 * statistics) and the translated view the page's live leaf renders. An edge-cacheable GET, so
 * ten thousand viewers cost the upstream what one does.
 */
export type LiveMatchApiOptions = {
  /** Where the league is read from; the request's own competition client by default. */
  apiFor?: (env: AppEnv, bindings: Record<string, unknown>) => CompetitionApi;
};

export function liveMatchApi({ apiFor }: LiveMatchApiOptions = {}) {
  return new Hono<PipelineEnv>().get(LIVE_MATCH_PATH, validQuery(QuerySchema), async (c) => {
    const { id } = c.req.valid('query');
    // The query's language and region, as the request resolved them.
    const request = c.get('request');
    const { region, lang, edition } = request;
    if (!region) return refuse(c, 404, 'Unknown region');

    const api = apiFor?.(request.env, c.env ?? {}) ?? request.data.competition;
    const detail = await loadMatchDetail(api, { genders: edition.genders, competitions: region.competitionId, lang }, id);
    if (!detail) return refuse(c, 404, 'Match not found');
    const { t } = getIntl(lang, edition.id);
    c.header('Cache-Control', `public, max-age=${CACHE_LIFETIMES.live}, s-maxage=${CACHE_LIFETIMES.live}`);
    return c.json({ match: toLiveMatch(detail.match), view: buildLiveMatchView(detail.match, t, lang, region.timeZone, { presidents: detail.presidents }) });
  });
}
