import type { AppEnv } from '../../env';
import { DEMO_LEAGUE_ORIGIN } from '../../config/upstream';
import { createDemoLeagueApp } from '../../demo-league';
import { getContextData } from '../request-data';
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

const KEY = 'kl.competitionApi';

/** The request's competition API, made once per request so per-request loads are shared. */
export function getCompetitionApi(): CompetitionApi {
  const data = getContextData();
  const known = data[KEY] as CompetitionApi | undefined;
  if (known) return known;
  const context = getRequestContext();
  if (!context) throw new Error('getCompetitionApi needs the request context of the page pipeline');
  const api = competitionApiFor(context.env, context.bindings);
  data[KEY] = api;
  return api;
}
