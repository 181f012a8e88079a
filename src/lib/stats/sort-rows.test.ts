import { describe, expect, it } from 'vitest';
import { sortRows } from './sort-rows';
import { toTableColumn, type StatRow } from './stat-row';
import { buildRow } from './testing/rows';

const ROWS: StatRow[] = [
  buildRow(1, 'Óscar Quintana', { GOL: 12 }, { rank: 1 }),
  buildRow(2, 'adrián garcía', { GOL: 8 }, { rank: 2 }),
  buildRow(3, 'Borja Ortega', { GOL: 8 }, { rank: 2 }),
  buildRow(4, 'Zoe Ruiz', {}, { rank: 4 }),
];
const ids = (rows: StatRow[]) => rows.map((row) => row.player?.id);

describe('sortRows', () => {
  it('orders figures either way, ties in the ranking’s order, unknown last', () => {
    expect(ids(sortRows(ROWS, toTableColumn('goals'), 'desc', 'en'))).toEqual([1, 2, 3, 4]);
    expect(ids(sortRows(ROWS, toTableColumn('goals'), 'asc', 'en'))).toEqual([2, 3, 1, 4]);
  });

  it('orders names alphabetically, ignoring case and accents', () => {
    expect(ids(sortRows(ROWS, toTableColumn('player'), 'asc', 'es'))).toEqual([2, 3, 1, 4]);
    expect(ids(sortRows(ROWS, toTableColumn('player'), 'desc', 'es'))).toEqual([4, 1, 3, 2]);
  });

  it('puts matchday 2 before matchday 10', () => {
    const days = ['Matchday 10', 'Matchday 2', 'Matchday 1'].map((matchday, index) => ({ key: `m${index}`, matchday, values: {} }));
    expect(sortRows(days, toTableColumn('matchday'), 'asc', 'en').map((row) => row.matchday)).toEqual([
      'Matchday 1', 'Matchday 2', 'Matchday 10',
    ]);
  });

  it('does not change the rows it was given', () => {
    const before = ids(ROWS);
    sortRows(ROWS, toTableColumn('player'), 'asc', 'en');
    expect(ids(ROWS)).toEqual(before);
  });
});
