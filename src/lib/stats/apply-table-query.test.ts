import { describe, expect, it } from 'vitest';
import { STAT_PAGES } from '../../config/routes';
import { applyTableQuery } from './apply-table-query';
import { defaultSort, listPageColumns } from './page-columns';
import { buildRow } from './testing/rows';

const ROWS = Array.from({ length: 25 }, (_, index) => buildRow(index + 1, `Player ${String.fromCharCode(90 - index)}`, { GOL: 25 - index }));
const COLUMNS = listPageColumns(STAT_PAGES.statsGoals);
const ids = (rows: { player?: { id: number } }[]) => rows.map((row) => row.player?.id);

describe('applyTableQuery', () => {
  it('filters, then sorts, then cuts the page', () => {
    const slice = applyTableQuery(ROWS, COLUMNS, {
      page: 2, sort: { column: 'player', dir: 'asc' }, filter: { column: 'goals', mode: 'gt', value: '3' },
    }, 'en', 10);
    // 22 rows keep more than 3 goals; by name A–Z their ids run from 22 down to 1.
    expect(slice.total).toBe(22);
    expect(ids(slice.rows)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect([slice.first, slice.last, slice.pageCount]).toEqual([11, 20, 3]);
  });

  it('keeps the ranking’s order without a sort', () => {
    expect(ids(applyTableQuery(ROWS, COLUMNS, { page: 1 }, 'en').rows)).toEqual(ids(ROWS.slice(0, 20)));
  });
});

describe('listPageColumns', () => {
  it('leads with position, player and team, or with the matchday', () => {
    expect(listPageColumns(STAT_PAGES.statsShots).map((column) => column.id)).toEqual(['rank', 'player', 'team', 'shots', 'shotsOnTarget', 'shotAccuracy']);
    expect(listPageColumns(STAT_PAGES.teamStatsExpected).map((column) => column.id)).toEqual(['rank', 'team', 'xg', 'xa']);
    expect(listPageColumns(STAT_PAGES.statsMatchdayMvp).map((column) => column.id)).toEqual(['matchday', 'player', 'team']);
    expect(defaultSort(STAT_PAGES.statsMatchdayMvp)).toEqual({ column: 'matchday', dir: 'asc' });
  });
});
