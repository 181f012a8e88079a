import type { LineRatings } from '../../lib/simulators/browser';
import type { LineKey } from './texts';

const LINES: readonly LineKey[] = ['goalkeeper', 'defence', 'midfield', 'attack', 'overall'];
const MAX = 99;

type Series = { label: string; ratings: LineRatings };

type RatingBarsProps = {
  lines: Record<LineKey, string>;
  mine: Series;
  /** A second series drawn under the first, for comparison. */
  other?: Series;
};

function Bar({ series, line, kind }: { series: Series; line: LineKey; kind: 'mine' | 'other' }) {
  const value = series.ratings[line];
  return (
    <span className={`sim-bar sim-bar--${kind}`}>
      <span className="sim-bar__track" aria-hidden="true">
        <span className="sim-bar__fill" style={{ transform: `scaleX(${(Math.max(0, Math.min(MAX, value)) / MAX).toFixed(3)})` }} />
      </span>
      <span className="sim-bar__value">
        <span className="visually-hidden">{series.label}: </span>
        {value}
      </span>
    </span>
  );
}

/** Each line's rating out of 99 as a bar, the visitor's above and the comparison's below. */
export function RatingBars({ lines, mine, other }: RatingBarsProps) {
  return (
    <div className="sim-ratings">
      {other && (
        <p className="sim-ratings__key" aria-hidden="true">
          <span className="sim-key sim-key--mine">{mine.label}</span>
          <span className="sim-key sim-key--other">{other.label}</span>
        </p>
      )}
      <dl className="sim-ratings__list">
        {LINES.map((line) => (
          <div key={line} className={`sim-ratings__line sim-ratings__line--${line}`} data-line={line}>
            <dt>{lines[line]}</dt>
            <dd>
              <Bar series={mine} line={line} kind="mine" />
              {other && <Bar series={other} line={line} kind="other" />}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
