import { describe, expect, it } from 'vitest';
import { findLegendEntry, formatPlacement, parsePlacement } from './position-legend';

const LEGEND = [
  { color: '#16a34a', placement: '1-8', name: 'Playoff' },
  { color: '#dc2626', placement: '12' },
];

describe('the position legend', () => {
  it('reads placements as ranges of positions', () => {
    expect(parsePlacement('1-8')).toEqual([1, 8]);
    expect(parsePlacement(' 12 ')).toEqual([12, 12]);
    expect(parsePlacement('8-1')).toEqual([1, 8]);
    expect(parsePlacement('top')).toBeUndefined();
    expect(formatPlacement('1-8')).toBe('1–8');
    expect(formatPlacement('top')).toBe('top');
  });

  it('finds a row’s entry by its own mark first', () => {
    expect(findLegendEntry(LEGEND, 3, { color: '#16A34A', placement: '1-8' })?.name).toBe('Playoff');
    expect(findLegendEntry(LEGEND, 3, { color: '#16a34a', placement: 'other' })?.name).toBe('Playoff');
    expect(findLegendEntry(LEGEND, 3, { color: '#123456', placement: '9' })).toEqual({ color: '#123456', placement: '9' });
  });

  it('finds a row’s entry by its rank when it has no mark', () => {
    expect(findLegendEntry(LEGEND, 8)?.name).toBe('Playoff');
    expect(findLegendEntry(LEGEND, 12)?.color).toBe('#dc2626');
    expect(findLegendEntry(LEGEND, 10)).toBeUndefined();
  });
});
