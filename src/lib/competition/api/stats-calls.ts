// Section 7's statistic rankings: players and teams per code, and the card table.
import { API_PATHS } from '../../../config/api-paths';
import { reshapeCardStat, reshapeStatRankingEntry, reshapeTeamStatRankingEntry } from '../reshape/rankings';
import { keepEligiblePlayers } from '../rules/stats';
import { CardStatsResponseSchema, PlayerStatsResponseSchema, TeamStatsResponseSchema } from '../schemas';
import type { Gender, StatRankingEntry } from '../types';
import { toApiPath, toRequest, type Fetcher } from './fetcher';

export type PlayerStatsPage = { orderBy?: string; sortOrder?: 'ASC' | 'DESC'; pageSize?: number; page?: number };

/** The contract's page size range; out-of-range sizes are clamped rather than refused. */
export const PAGE_SIZE_RANGE = { min: 1, max: 200 } as const;

export const CARD_STATS_PATH = API_PATHS.cardStats;
/** Section 7: the card table ranks yellow cards (TA), with red cards (TR) beside them. */
export const CARD_STATS_QUERY = {
  type: 'players', mainCode: 'TA', secondaryCodes: 'TR', orderBy: 'ranking', sortOrder: 'ASC',
} as const;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

function toPageQuery({ orderBy, sortOrder, pageSize, page }: PlayerStatsPage) {
  return {
    orderBy,
    sortOrder,
    pageSize: pageSize === undefined ? undefined : clamp(pageSize, PAGE_SIZE_RANGE.min, PAGE_SIZE_RANGE.max),
    page: page === undefined ? undefined : clamp(page, 1, Number.MAX_SAFE_INTEGER),
  };
}

export function createStatsCalls(fetcher: Fetcher) {
  return {
    /** Goalkeeper-only codes (section 9) come back with goalkeepers alone. */
    async getPlayerStats(id: number, code: string, page: PlayerStatsPage = {}): Promise<StatRankingEntry[]> {
      const path = toApiPath('seasons', id, 'players', 'stats', code);
      const request = toRequest(path, PlayerStatsResponseSchema, 'turn', toPageQuery(page));
      const entries = await fetcher.list(request, reshapeStatRankingEntry);
      return keepEligiblePlayers(code, entries);
    },

    getTeamStats: (id: number, code: string) =>
      fetcher.list(
        toRequest(toApiPath('seasons', id, 'teams', 'stats', code), TeamStatsResponseSchema, 'turn'),
        reshapeTeamStatRankingEntry,
      ),

    getCardStats: ({ ctxGenders, season }: { ctxGenders: readonly Gender[]; season: number }) =>
      fetcher.list(
        toRequest(CARD_STATS_PATH, CardStatsResponseSchema, 'turn', { ctxGenders, season, ...CARD_STATS_QUERY }),
        reshapeCardStat,
      ),
  };
}
