// Where the bars of a statistics chart go: one bar per entry, its name above it and its value at
// its end, longest bar filling the width. In a right-to-left page everything is mirrored.
export const BAR_CHART = { width: 360, row: 40, labelHeight: 15, barHeight: 16, valueRoom: 52, pad: 2 } as const;

export type ChartEntry = { key: string; label: string; value: number; shown: string };
export type PlacedBar = ChartEntry & {
  /** Baseline of the name, top and size of the bar, anchor point of the value. */
  labelX: number; labelY: number; barX: number; barY: number; barWidth: number; valueX: number; valueY: number;
  /** SVG text-anchor for the name and the value in this direction. */
  labelAnchor: 'start' | 'end'; valueAnchor: 'start' | 'end';
};
export type BarChartLayout = { width: number; height: number; bars: PlacedBar[] };

// One decimal is plenty for a picture and keeps the HTML short.
const round = (value: number) => Math.round(value * 10) / 10;

export function layOutBarChart(entries: readonly ChartEntry[], rtl: boolean): BarChartLayout {
  const { width, row, labelHeight, barHeight, valueRoom, pad } = BAR_CHART;
  const longest = Math.max(0, ...entries.map((entry) => entry.value));
  const room = width - valueRoom - pad * 2;
  const bars = entries.map((entry, index): PlacedBar => {
    const top = index * row;
    // A zero still gets a sliver, so the row does not look missing.
    const barWidth = round(longest > 0 ? Math.max(2, (Math.max(0, entry.value) / longest) * room) : 2);
    const barX = round(rtl ? width - pad - barWidth : pad);
    return {
      ...entry,
      labelX: rtl ? width - pad : pad,
      labelY: top + labelHeight - 3,
      barX,
      barY: top + labelHeight,
      barWidth,
      valueX: round(rtl ? barX - 6 : barX + barWidth + 6),
      valueY: top + labelHeight + barHeight - 3,
      labelAnchor: rtl ? 'end' : 'start',
      valueAnchor: rtl ? 'end' : 'start',
    };
  });
  return { width, height: Math.max(row, entries.length * row), bars };
}
