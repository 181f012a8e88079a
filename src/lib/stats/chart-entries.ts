// What a statistics page's chart shows: the top ten of its ranking, or, on the matchday MVP page,
// the players named matchday MVP most often.
import type { LocaleCode } from '../../config/locales';
import { STAT_CHART_SIZE } from '../../config/stat-pages';
import type { ChartEntry } from './bar-chart';
import { formatStatValue } from './format-value';
import { readCell, type StatRow, type TableColumn } from './stat-row';
import { fullName } from '../people';

export const rowLabel = (row: StatRow) => (row.player ? fullName(row.player) : row.team?.name ?? '');

export function toRankingChart(rows: readonly StatRow[], column: TableColumn, lang: LocaleCode): ChartEntry[] {
  return rows.slice(0, STAT_CHART_SIZE).flatMap((row) => {
    const value = readCell(row, column.id);
    return typeof value === 'number' ? [{ key: row.key, label: rowLabel(row), value, shown: formatStatValue(value, column.format, lang) }] : [];
  });
}

/** Awards per player, most first; ties in the order of their first award. */
export function toMatchdayMvpChart(rows: readonly StatRow[], lang: LocaleCode): ChartEntry[] {
  const awards = new Map<string, { label: string; value: number }>();
  for (const row of rows) {
    if (!row.player) continue;
    const key = `p${row.player.id}`;
    const known = awards.get(key);
    awards.set(key, { label: rowLabel(row), value: (known?.value ?? 0) + 1 });
  }
  return [...awards]
    .map(([key, { label, value }]) => ({ key, label, value, shown: formatStatValue(value, 'integer', lang) }))
    .sort((a, b) => b.value - a.value)
    .slice(0, STAT_CHART_SIZE);
}
