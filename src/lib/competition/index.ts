import type { AppEnv } from '../../env';
import { DEMO_LEAGUE_ORIGIN } from '../../config/upstream';
import { createDemoLeagueApp } from '../../demo-league';
import { getRequestContext } from '../request-context';
import { createUpstreamClient } from '../upstream/json-client';
import { reportUpstreamFailure, sharedAnswerCache } from '../upstream/shared-cache';
import { createCompetitionApi, type CompetitionApi } from './api';

const demoLeague = createDemoLeagueApp();

/**
 * The competition API for these settings: the configured upstream over the network, or, when
 * none is set, the built-in demo league answering the same HTTP contract in-process.
 */
export function competitionApiFor(env: AppEnv, bindings: Record<string, unknown>): CompetitionApi {
  const upstream = env.COMPETITION_API_URL;
  const client = createUpstreamClient({
    baseUrl: upstream ?? DEMO_LEAGUE_ORIGIN,
    fetcher: upstream ? undefined : async (request) => demoLeague.fetch(request, bindings),
    cache: sharedAnswerCache,
    onFailure: reportUpstreamFailure,
  });
  return createCompetitionApi(client);
}

/** The request's competition client, from the context the pipeline resolved. */
export function getCompetitionApi(): CompetitionApi {
  const context = getRequestContext();
  if (!context) throw new Error('getCompetitionApi needs the request context of the page pipeline');
  return context.data.competition;
}
