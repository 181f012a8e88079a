import { describe, expect, it } from 'vitest';
import { toMatchdayMvpChart, toRankingChart } from './chart-entries';
import { toTableColumn } from './stat-row';
import { buildRow } from './testing/rows';

describe('toRankingChart', () => {
  it('takes the top ten of the ranking with their shown values', () => {
    const rows = Array.from({ length: 12 }, (_, index) => buildRow(index + 1, `Player ${index + 1}`, { XG: 5 - index / 10 }));
    const entries = toRankingChart(rows, toTableColumn('xg'), 'es');
    expect(entries).toHaveLength(10);
    expect(entries[0]).toEqual({ key: 'p1', label: 'Player 1', value: 5, shown: '5,00' });
  });

  it('leaves out rows without the value', () => {
    expect(toRankingChart([buildRow(1, 'A B', {})], toTableColumn('goals'), 'en')).toEqual([]);
  });
});

describe('toMatchdayMvpChart', () => {
  it('counts awards per player, most first', () => {
    const rows = [buildRow(1, 'A One', {}), buildRow(2, 'B Two', {}), buildRow(2, 'B Two', {})].map((row, index) => ({ ...row, key: `m${index}` }));
    expect(toMatchdayMvpChart(rows, 'en').map((entry) => [entry.label, entry.value])).toEqual([['B Two', 2], ['A One', 1]]);
  });
});
