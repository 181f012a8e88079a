import type { PositionHistory, TeamRef } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import { schemeColourStyle } from '../scheme-colour-style';
import { pickLineColour, toChartFrame, toPolylinePoints } from './chart-geometry';

type PositionChartProps = {
  id: string;
  groupName: string;
  history: PositionHistory;
  /** The teams in the order of the standings, which the table alternative follows. */
  teams: readonly Pick<TeamRef, 'id' | 'name' | 'shortName' | 'firstColor' | 'secondColor'>[];
  t: Translate;
};

/**
 * Each team's position after every matchday as an SVG drawn on the server (no chart script),
 * described for screen readers, with the same numbers as a table for those who want them.
 */
export function PositionChart({ id, groupName, history, teams, t }: PositionChartProps) {
  const { turns, positions } = history;
  if (turns.length === 0) return <p className="muted">{t('tables.chart.empty')}</p>;
  const frame = toChartFrame(turns.length, teams.length);
  const lastIndex = turns.length - 1;
  const title = t('tables.chart.title', { group: groupName });
  const description = t('tables.chart.description', { first: turns[0]?.label ?? '', last: turns[lastIndex]?.label ?? '' });
  return (
    <div className="position-chart">
      <div className="position-chart__scroll" role="region" aria-label={title} tabIndex={0}>
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          viewBox={`0 0 ${frame.width} ${frame.height}`}
          width={frame.width}
          height={frame.height}
          // Never narrower than its natural size (the frame scrolls instead), never blown up past a third more.
          style={{ minInlineSize: `${frame.width}px`, maxInlineSize: `${Math.round(frame.width * 1.35)}px` }}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          <g className="position-chart__grid" aria-hidden="true">
            {teams.map((_, index) => (
              <g key={index}>
                <line x1={frame.x(0)} x2={frame.x(Math.max(lastIndex, 1))} y1={frame.y(index + 1)} y2={frame.y(index + 1)} />
                <text x={frame.x(0) - 10} y={frame.y(index + 1) + 4} textAnchor="end">
                  {index + 1}
                </text>
              </g>
            ))}
            {turns.map((turn, index) => (
              <text key={turn.id} x={frame.x(index)} y={frame.height - 8} textAnchor="middle">
                {turn.label}
              </text>
            ))}
          </g>
          {teams.map((team) => {
            const line = positions.get(team.id) ?? [];
            const last = line.at(-1);
            if (last === undefined) return null;
            const colour = pickLineColour(team.firstColor, team.secondColor);
            return (
              <g key={team.id} className="position-chart__team" style={schemeColourStyle('team', colour, 'graphic')}>
                <title>{`${team.name}: ${last}`}</title>
                <polyline points={toPolylinePoints(line, frame)} />
                {line.map((position, index) => (
                  <circle key={index} cx={frame.x(index)} cy={frame.y(position)} r={3} />
                ))}
                <text x={frame.x(lastIndex) + 10} y={frame.y(last) + 4}>
                  {team.shortName}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <details className="position-chart__data">
        <summary>{t('tables.chart.showTable')}</summary>
        <div className="standings-scroll" role="region" aria-labelledby={`${id}-data-caption`} tabIndex={0}>
          <table className="position-table">
            <caption id={`${id}-data-caption`}>{t('tables.chart.tableCaption', { group: groupName })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('tables.col.team')}</th>
                {turns.map((turn) => (
                  <th key={turn.id} scope="col">
                    {turn.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {teams.map((team) => (
                <tr key={team.id}>
                  <th scope="row">{team.name}</th>
                  {(positions.get(team.id) ?? []).map((position, index) => (
                    <td key={index}>{position}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
