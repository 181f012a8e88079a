import { Hono } from 'hono';
import { z } from 'zod';
import { CACHE_LIFETIMES } from '../../config/upstream';
import { API_PATHS } from '../../config/api-paths';
import { PLACE_QUERY } from '../../lib/request/place-query';
import { loadListedSeason } from '../../lib/competition';
import type { CompetitionApi } from '../../lib/competition/api';
import type { AppEnv } from '../../env';
import type { PipelineEnv } from '../../middleware/types';
import { refuse, validQuery } from '../errors';

export const MATCH_CENTRE_PATH = API_PATHS.liveMatchCentre;

const QuerySchema = z.object({
  ...PLACE_QUERY,
  teamId: z.string().regex(/^\d{1,9}$/).transform(Number).optional(),
});

/**
 * The live data a page polls: the region's current season's match-centre turns, as the site's own
 * domain types. An edge-cacheable GET: every viewer of a match shares one answer per lifetime.
 */
export type LiveDataApiOptions = {
  /** Where the league is read from; the request's own competition client by default. */
  apiFor?: (env: AppEnv, bindings: Record<string, unknown>) => CompetitionApi;
};

export function liveDataApi({ apiFor }: LiveDataApiOptions = {}) {
  return new Hono<PipelineEnv>().get(MATCH_CENTRE_PATH, validQuery(QuerySchema), async (c) => {
    const { teamId } = c.req.valid('query');
    // The query's language and region, as the request resolved them.
    const request = c.get('request');
    const { region, lang, edition: { genders } } = request;
    if (!region) return refuse(c, 404, 'Unknown region');

    const api = apiFor?.(request.env, c.env ?? {}) ?? request.data.competition;
    const { season } = await loadListedSeason(api, { genders, competitions: region.competitionId });
    const turns = season ? await api.getMatchCenterData(season.id, { lang, teamId }) : [];
    c.header('Cache-Control', `public, max-age=${CACHE_LIFETIMES.live}, s-maxage=${CACHE_LIFETIMES.live}`);
    return c.json({ season: season ? { id: season.id, name: season.displayName ?? season.name } : null, turns });
  });
}
