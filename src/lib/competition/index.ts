// The competition feature's front door for pages, components and the pipeline. Files inside this
// folder import each other directly, never this module.
import type { AppEnv } from '../../env';
import { DEMO_LEAGUE_ORIGIN } from '../../config/upstream';
import { chosenDemoLeague, unconfiguredUpstream } from '../chosen-demo-league';
import { createUpstreamClient } from '../upstream/json-client';
import { sharedAnswerCache } from '../upstream/shared-cache';
import { monitorUpstream } from '../upstream/upstream-monitor';
import { createCompetitionApi, type CompetitionApi } from './api';

export type { CompetitionApi } from './api';
export type * from './types';
export { loadCompetition, type CompetitionOptions, type LoadedCompetition } from './load-competition';
export {
  loadCurrentSeason, loadCurrentSeasonTurns, loadListedSeason, type CurrentSeason, type SeasonTurns,
} from './load-current-season';
export { TeamNotFoundError } from './rules/errors';
export { hasMatchPages } from './rules/match-pages';
export { formatOrdinal } from './rules/ordinals';
export type { PositionHistory } from './rules/position-history';
export { findLegendEntry, formatPlacement } from './rules/position-legend';
export { PRESIDENT_ROLE, findPresident } from './rules/president';
export { getRecentForm, type FormEntry } from './rules/recent-form';
export { withoutPlaceholders } from './rules/season-quirks';
export { isGoalkeeperOnlyCode, topSlice } from './rules/stats';

/**
 * The competition API for these settings: the configured upstream over the network, or, when
 * none is set and the Worker serves the demo league, the demo answering the same HTTP contract
 * in-process. With neither, every call fails as an unreachable upstream would (the production
 * entry refuses to start that way, docs/decisions/028-demo-league-by-choice.md).
 */
export function competitionApiFor(env: AppEnv, bindings: Record<string, unknown>): CompetitionApi {
  const upstream = env.COMPETITION_API_URL;
  const demo = chosenDemoLeague()?.league;
  const client = createUpstreamClient({
    baseUrl: upstream ?? DEMO_LEAGUE_ORIGIN,
    fetcher: upstream ? undefined : demo ? async (request) => demo.fetch(request, bindings) : () => unconfiguredUpstream('COMPETITION_API_URL'),
    cache: sharedAnswerCache,
    ...monitorUpstream('competition'),
  });
  return createCompetitionApi(client);
}
