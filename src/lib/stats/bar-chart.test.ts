import { describe, expect, it } from 'vitest';
import { BAR_CHART, layOutBarChart } from './bar-chart';

const ENTRIES = [
  { key: 'a', label: 'A', value: 10, shown: '10' },
  { key: 'b', label: 'B', value: 5, shown: '5' },
  { key: 'c', label: 'C', value: 0, shown: '0' },
];

describe('layOutBarChart', () => {
  it('scales bars to the longest, one row each, names and values at the start and end', () => {
    const { bars, height } = layOutBarChart(ENTRIES, false);
    const room = BAR_CHART.width - BAR_CHART.valueRoom - BAR_CHART.pad * 2;
    expect(height).toBe(3 * BAR_CHART.row);
    expect(bars.map((bar) => bar.barWidth)).toEqual([room, room / 2, 2]);
    expect(bars.every((bar) => bar.barX === BAR_CHART.pad && bar.labelAnchor === 'start')).toBe(true);
    expect(bars[1]!.valueX).toBe(BAR_CHART.pad + room / 2 + 6);
    expect(bars[1]!.barY).toBeGreaterThan(bars[0]!.barY);
  });

  it('mirrors everything for a right-to-left page', () => {
    const ltr = layOutBarChart(ENTRIES, false).bars;
    const rtl = layOutBarChart(ENTRIES, true).bars;
    expect(rtl).toHaveLength(ENTRIES.length);
    expect(ltr).toHaveLength(ENTRIES.length);
    rtl.forEach((bar, index) => {
      const mirror = ltr[index]!;
      expect(bar.barX + bar.barWidth).toBeCloseTo(BAR_CHART.width - mirror.barX);
      expect(bar.valueX).toBeCloseTo(BAR_CHART.width - mirror.valueX);
      expect(bar.labelAnchor).toBe('end');
    });
  });

  it('draws slivers when every value is zero', () => {
    expect(layOutBarChart([{ key: 'z', label: 'Z', value: 0, shown: '0' }], false).bars[0]!.barWidth).toBe(2);
  });
});
