// Section 9: fixed exceptions in the league's data that the site papers over.
import type { Season } from '../types';

/** Teams always listed in a season, whatever the season's own team list says. */
export const SEASON_EXTRA_TEAM_IDS = {
  13: [5, 8, 9, 10, 37, 38, 40, 41],
} as const satisfies Record<number, readonly number[]>;

/** Stand-ins ("to be decided") added to every season's team list and flagged as placeholders. */
export const PLACEHOLDER_TEAM_IDS = [58, 63, 64, 65, 66] as const satisfies readonly number[];

/** Season 13 shows season 14's phases before its own. */
export const PHASE_BORROWING = { seasonId: 13, fromSeasonId: 14 } as const;

export function isPlaceholderTeamId(teamId: number): boolean {
  return (PLACEHOLDER_TEAM_IDS as readonly number[]).includes(teamId);
}

/** The season's team ids with the extra and placeholder teams added; no duplicates, order kept. */
export function applySeasonQuirks(seasonId: number, teamIds: readonly number[]): number[] {
  const extra: readonly number[] = (SEASON_EXTRA_TEAM_IDS as Readonly<Record<number, readonly number[]>>)[seasonId] ?? [];
  return [...new Set([...teamIds, ...extra, ...PLACEHOLDER_TEAM_IDS])];
}

export function markPlaceholders<T extends { id: number; isPlaceholder: boolean }>(teams: readonly T[]): T[] {
  return teams.map((team) => (isPlaceholderTeamId(team.id) && !team.isPlaceholder ? { ...team, isPlaceholder: true } : team));
}

export function withoutPlaceholders<T extends { id: number; isPlaceholder: boolean }>(teams: readonly T[]): T[] {
  return teams.filter((team) => !team.isPlaceholder && !isPlaceholderTeamId(team.id));
}

/** Season 13 with season 14's phases first; any other pair is returned unchanged. */
export function prependSeason14Phases(season13: Season, season14: Season | undefined): Season {
  if (season13.id !== PHASE_BORROWING.seasonId || season14?.id !== PHASE_BORROWING.fromSeasonId) return season13;
  return { ...season13, phases: [...season14.phases, ...season13.phases] };
}
