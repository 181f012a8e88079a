import type { PoolTeam, SeasonResult, SeasonRow, VisitorResult } from '../../lib/simulators/browser';
import { fill, type TeamTexts } from './texts';

type SeasonReportProps = {
  season: SeasonResult | undefined;
  /** Places still empty on the pitch; the season is played once there are none. */
  missing: number;
  seed: number;
  teamById: ReadonlyMap<number, PoolTeam>;
  texts: TeamTexts;
  anotherHref: string;
  onAnother: () => void;
};

const won = (row: SeasonRow) => row.won + row.wonOnPenalties;
const lost = (row: SeasonRow) => row.lost + row.lostOnPenalties;
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

type MatchdayLine = { matchday: number; rest: true } | { matchday: number; rest: false; result: VisitorResult };

/** The visitor's matchdays in order, the one it sits out included, so no matchday seems to vanish. */
function toMatchdayLines(season: SeasonResult): MatchdayLine[] {
  const lines: MatchdayLine[] = [
    ...season.visitor.results.map((result) => ({ matchday: result.matchday, rest: false as const, result })),
    ...season.visitor.restDays.map((matchday) => ({ matchday, rest: true as const })),
  ];
  return lines.sort((a, b) => a.matchday - b.matchday);
}

/** The simulated season: where the visitor's seven finished, the whole table and every match. */
export function SeasonReport({ season, missing, seed, teamById, texts, anotherHref, onAnother }: SeasonReportProps) {
  const { columns } = texts;
  const [before, after = ''] = texts.seasonSummary.split('{position}');
  const mine = season?.table.find((row) => row.teamId === 'visitor');
  const teamName = (id: SeasonRow['teamId']) => (id === 'visitor' ? texts.you : (teamById.get(id)?.name ?? ''));
  return (
    <section className="sim-panel sim-season" aria-labelledby="sim-season-heading">
      <h2 id="sim-season-heading">{texts.season}</h2>
      {!season ? (
        <p className="sim-season__wait">{texts.incomplete[missing]}</p>
      ) : (
        <>
          <div className="sim-season__summary">
            <p className="sim-season__position">
              {before}
              <strong>{texts.ordinals[season.visitor.position]}</strong>
              {after}
            </p>
            <dl className="sim-season__figures">
              <div><dt>{columns.points.full}</dt><dd>{season.visitor.points}</dd></div>
              {mine && <div><dt>{columns.won.full} – {columns.lost.full}</dt><dd>{won(mine)}–{lost(mine)}</dd></div>}
              <div><dt>{texts.goals}</dt><dd>{season.visitor.goalsFor}–{season.visitor.goalsAgainst}</dd></div>
            </dl>
          </div>
          <p className="sim-season__seed">
            <span className="muted">{fill(texts.seasonNumber, { seed: seed.toString(36).toUpperCase() })}</span>{' '}
            <a className="sim-button sim-button--small" href={anotherHref} onClick={(event) => { event.preventDefault(); onAnother(); }}>
              {texts.another}
            </a>
          </p>
          <div className="sim-season__columns">
            <div>
              <h3>{texts.table}</h3>
              <table className="sim-table">
                <thead>
                  <tr>
                    {(['position', 'team', 'played', 'won', 'lost', 'goalDifference', 'points'] as const).map((key) => (
                      <th key={key} scope="col" className={`sim-table__${key}`}>
                        {key === 'team' ? columns.team.full : <abbr title={columns[key].full}>{columns[key].short}</abbr>}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {season.table.map((row) => (
                    <tr key={row.teamId} data-visitor={row.teamId === 'visitor' || undefined}>
                      <td>{row.position}</td>
                      <th scope="row">{teamName(row.teamId)}</th>
                      <td>{row.played}</td>
                      <td>{won(row)}</td>
                      <td>{lost(row)}</td>
                      <td><span className="sim-table__signed">{signed(row.goalDifference)}</span></td>
                      <td><strong>{row.points}</strong></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div>
              <h3>{texts.results}</h3>
              <ol className="sim-results">
                {toMatchdayLines(season).map((line) => (
                  <li key={line.matchday} {...(line.rest ? { 'data-rest': '' } : { 'data-outcome': line.result.outcome })}>
                    <span className="sim-results__day">{fill(texts.matchday, { number: line.matchday })}</span>
                    {line.rest ? (
                      <span className="sim-results__opponent">{texts.restDay}</span>
                    ) : (
                      <>
                        <span className="sim-results__opponent">{teamName(line.result.opponentId)}</span>
                        <span className="sim-results__score">
                          {line.result.goalsFor}–{line.result.goalsAgainst}
                          {line.result.shootout && <small> ({line.result.shootout.for}–{line.result.shootout.against})</small>}
                        </span>
                        <span className="sim-results__outcome">{texts.outcomes[line.result.outcome]}</span>
                      </>
                    )}
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
