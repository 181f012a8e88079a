import { describe, expect, it } from 'vitest';
import { filterRows } from './filter-rows';
import { toTableColumn, type StatRow } from './stat-row';
import type { FilterMode, TableFilter } from './table-query';
import { buildRow } from './testing/rows';

const ROWS: StatRow[] = [
  buildRow(1, 'Iker Iglesias', { GOL: 12, TIR: 20, 'TIR-S': 10 }, { team: 'Cometa Real' }),
  buildRow(2, 'Adrián García', { GOL: 8, TIR: 9, 'TIR-S': 6 }, { team: 'Búhos de Medianoche' }),
  buildRow(3, 'Iván Gil', { GOL: 4, TIR: 0, 'TIR-S': 0 }, { team: 'Cometa Real' }),
  { ...buildRow(4, 'Leo Sanz', {}), team: undefined },
];
const ids = (rows: StatRow[]) => rows.map((row) => row.player?.id);
const filter = (column: 'player' | 'team' | 'goals' | 'shotAccuracy', mode: FilterMode, value: string) =>
  filterRows(ROWS, { column, mode, value } satisfies TableFilter, toTableColumn(column));

describe('text modes', () => {
  it.each([
    ['starts', 'i', [1, 3]],
    ['contains', 'GARCIA', [2]],
    ['notContains', 'i', [4]],
    ['ends', 'gil', [3]],
    ['eq', 'ivan gil', [3]],
    ['ne', 'Iván Gil', [1, 2, 4]],
  ] as const)('%s %j', (mode, value, expected) => {
    expect(ids(filter('player', mode, value))).toEqual(expected);
  });

  it('keeps rows without the value for the negative modes only', () => {
    expect(ids(filter('team', 'contains', 'Cometa'))).toEqual([1, 3]);
    expect(ids(filter('team', 'notContains', 'Cometa'))).toEqual([2, 4]);
    expect(ids(filter('team', 'ne', 'cometa real'))).toEqual([2, 4]);
  });
});

describe('number modes', () => {
  it.each([
    ['eq', '8', [2]],
    ['ne', '8', [1, 3, 4]],
    ['lt', '8', [3]],
    ['le', '8', [2, 3]],
    ['gt', '8', [1]],
    ['ge', '8', [1, 2]],
  ] as const)('%s %j', (mode, value, expected) => {
    expect(ids(filter('goals', mode, value))).toEqual(expected);
  });

  it('compares percentages as shown, and never matches an unknown ratio', () => {
    // 10/20 = 50 %, 6/9 = 67 %, 0/0 unknown, no shots unknown.
    expect(ids(filter('shotAccuracy', 'eq', '67'))).toEqual([2]);
    expect(ids(filter('shotAccuracy', 'ge', '50 %'))).toEqual([1, 2]);
    expect(ids(filter('shotAccuracy', 'ne', '50'))).toEqual([2, 3, 4]);
  });

  it('reads decimal commas and Arabic digits', () => {
    expect(ids(filter('goals', 'gt', '٧٫٥'))).toEqual([1, 2]);
    expect(ids(filter('goals', 'lt', '7,5'))).toEqual([3]);
  });
});

it('leaves the rows alone without a filter or with one for another column', () => {
  expect(ids(filterRows(ROWS, undefined, undefined))).toEqual([1, 2, 3, 4]);
  expect(ids(filterRows(ROWS, { column: 'goals', mode: 'gt', value: '5' }, toTableColumn('player')))).toEqual([1, 2, 3, 4]);
});
