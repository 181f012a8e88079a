// A player's season in numbers, read from the season's rankings (section 7 has no per-player
// call): a handful of statistics, each with the player's total, average and place.
import type { CompetitionApi } from '../competition/api';
import type { PlayerRole } from '../competition/types';

/** The statistics a profile shows, in order; goalkeepers have their own (section 9). */
export const PROFILE_STAT_CODES = {
  outfield: ['GOL', 'ASS-V', 'MVP', 'TIR', 'PAS', 'MIN', 'TA', 'TR'],
  goalkeeper: ['GOL-S', 'PRT', 'PAS', 'MVP', 'MIN', 'TA', 'TR'],
} as const satisfies Record<string, readonly string[]>;

export type ProfileStatCode = (typeof PROFILE_STAT_CODES)[keyof typeof PROFILE_STAT_CODES][number];

export type PlayerStatLine = { code: ProfileStatCode; total: number; average?: number; ranking: number; matchesPlayed?: number };
export type PlayerSeasonStats = { lines: PlayerStatLine[]; matchesPlayed?: number };

/** The contract's largest page: a season's squads fit in it. */
const RANKING_PAGE_SIZE = 200;

export function profileStatCodes(role: PlayerRole): readonly ProfileStatCode[] {
  return role === 'goalkeeper' ? PROFILE_STAT_CODES.goalkeeper : PROFILE_STAT_CODES.outfield;
}

export async function loadPlayerSeasonStats(api: CompetitionApi, seasonId: number, player: { id: number; role: PlayerRole }): Promise<PlayerSeasonStats> {
  const codes = profileStatCodes(player.role);
  const rankings = await Promise.all(codes.map((code) => api.getPlayerStats(seasonId, code, { pageSize: RANKING_PAGE_SIZE })));
  const lines = codes.flatMap((code, index): PlayerStatLine[] => {
    const entry = rankings[index]?.find((candidate) => candidate.player.id === player.id);
    return entry ? [{ code, total: entry.total, average: entry.average, ranking: entry.ranking, matchesPlayed: entry.matchesPlayed }] : [];
  });
  const played = lines.flatMap((line) => (line.matchesPlayed === undefined ? [] : [line.matchesPlayed]));
  return { lines, matchesPlayed: played.length > 0 ? Math.max(...played) : undefined };
}
