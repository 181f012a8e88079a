import { BAR_CHART, layOutBarChart, type ChartEntry } from '../../lib/stats';

type StatBarChartProps = {
  label: string;
  /** The id of the table caption that holds the same figures: the chart's accessible alternative. */
  describedBy: string;
  note: string;
  entries: readonly ChartEntry[];
  rtl: boolean;
};

/** The top ten as bars drawn on the server: no chart script, mirrored for right-to-left pages. */
export function StatBarChart({ label, describedBy, note, entries, rtl }: StatBarChartProps) {
  if (entries.length === 0) return null;
  const { width, height, bars } = layOutBarChart(entries, rtl);
  return (
    <figure className="stat-chart">
      <svg role="img" aria-label={label} aria-describedby={describedBy} viewBox={`0 0 ${width} ${height}`} width={width} height={height}>
        {bars.map((bar) => (
          <g key={bar.key}>
            <text x={bar.labelX} y={bar.labelY} textAnchor={bar.labelAnchor} className="stat-chart__label">{bar.label}</text>
            <rect x={bar.barX} y={bar.barY} width={bar.barWidth} height={BAR_CHART.barHeight} rx={3} className="stat-chart__bar" />
            <text x={bar.valueX} y={bar.valueY} textAnchor={bar.valueAnchor} className="stat-chart__value">{bar.shown}</text>
          </g>
        ))}
      </svg>
      <figcaption className="muted">{note}</figcaption>
    </figure>
  );
}
