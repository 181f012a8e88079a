// Everything a statistics page ranks, loaded for the region's current season. Data calls never
// throw (ADR 008): an upstream that fails gives no rows, and the page shows a calm empty state.
import type { Gender } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import { PLAYER_STATS_PAGE_SIZE, STAT_COLUMNS, type StatCode, type StatColumnId, type StatPageConfig } from '../../config/stat-pages';
import type { CompetitionApi } from '../competition/api';
import type { Season } from '../competition/types';
import { markBestGoalkeeper, mergePlayerRankings, mergeTeamRankings, toCardRows, toMatchdayMvpRows } from './merge-rankings';
import type { StatRow } from './stat-row';

export type StatLoadContext = { season: Season; lang: LocaleCode; genders: readonly Gender[] };

/** The statistic codes a set of columns reads, each once. */
export function listColumnCodes(columns: readonly StatColumnId[]): StatCode[] {
  const codes = columns.flatMap((id): readonly StatCode[] => {
    const definition = STAT_COLUMNS[id];
    if (definition.kind === 'code') return [definition.code];
    if (definition.kind === 'ratio') return [definition.numerator, ...definition.denominator];
    return [];
  });
  return [...new Set(codes)];
}

export function rankingCode(config: StatPageConfig): StatCode | undefined {
  const definition = config.ranking && STAT_COLUMNS[config.ranking];
  return definition && definition.kind === 'code' ? definition.code : undefined;
}

async function fetchAll<T>(codes: readonly StatCode[], fetchOne: (code: StatCode) => Promise<T[]>) {
  const lists = await Promise.all(codes.map(async (code) => [code, await fetchOne(code)] as const));
  return Object.fromEntries(lists) as Partial<Record<StatCode, T[]>>;
}

/** The page's rows in the ranking's order (or the season's, for matchday MVPs). */
export async function loadStatRows(api: CompetitionApi, config: StatPageConfig, { season, lang, genders }: StatLoadContext): Promise<StatRow[]> {
  if (config.source === 'cards') return toCardRows(await api.getCardStats({ ctxGenders: genders, season: season.id }));
  if (config.source === 'matchdayMvp') {
    const [turns, teams] = await Promise.all([api.getTurnPlayers(season.id, lang), api.getSeasonTeams(season.id)]);
    return toMatchdayMvpRows(turns, teams);
  }
  const ranking = rankingCode(config);
  if (!ranking) return [];
  const codes = [...new Set([ranking, ...listColumnCodes(config.columns)])];
  if (config.scope === 'teams') {
    return mergeTeamRankings(ranking, await fetchAll(codes, (code) => api.getTeamStats(season.id, code)));
  }
  const lists = await fetchAll(codes, (code) => api.getPlayerStats(season.id, code, { pageSize: PLAYER_STATS_PAGE_SIZE }));
  const rows = mergePlayerRankings(ranking, lists);
  return config.highlightBestGoalkeeper ? markBestGoalkeeper(rows, season.meta.bestGoalkeeperId) : rows;
}
