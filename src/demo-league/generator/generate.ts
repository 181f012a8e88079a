// The whole demo league from one seed: every region of both editions, their side cups and the
// placeholder teams. Both editions' databases get all of it; the API filters by competition and gender.
import { createLeagueIds } from './ids';
import { generateLeague } from './league';
import { CUP_PLANS, LEAGUE_PLANS, PINNED_TEAM_IDS, PLACEHOLDER_TEAM_IDS } from './plan';
import { placeholderTeams } from './teams';
import type { DemoLeague } from './types';

/** Bump when the generated data changes shape or meaning, so seeded databases are refreshed. */
export const GENERATOR_VERSION = 2;
export const DEFAULT_SEED = 20_261_121;

export function generateDemoLeague(seed: number = DEFAULT_SEED): DemoLeague {
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new Error('seed must be a 32-bit unsigned integer');
  const ids = createLeagueIds([...PLACEHOLDER_TEAM_IDS, ...Object.values(PINNED_TEAM_IDS).flat()]);
  const league: DemoLeague = {
    competitions: [...LEAGUE_PLANS.map((p) => p.competition), ...CUP_PLANS.map((c) => c.competition)],
    clusters: [], stadiums: [], teams: [], players: [], staffs: [], seasons: [], seasonTeams: [], seasonPlayers: [],
    phases: [], groups: [], turns: [], matches: [], standings: [], playerSeasonStats: [], teamSeasonStats: [],
    draftPicks: [], transfers: [], tierList: [],
  };
  LEAGUE_PLANS.forEach((plan, index) => {
    const slice = generateLeague(seed, plan, index + 1, CUP_PLANS, ids);
    for (const key of Object.keys(slice) as (keyof typeof slice)[]) {
      (league[key] as unknown[]).push(...(slice[key] as unknown[]));
    }
  });
  league.teams.push(...placeholderTeams());
  return league;
}
