import type { StatRow } from '../../lib/match';

type MatchStatsTableProps = { rows: readonly StatRow[]; heading: string; statistic: string; home: string; away: string };

/** The two teams' statistics side by side: a table for screen readers, with a bar for the eye. */
export function MatchStatsTable({ rows, heading, statistic, home, away }: MatchStatsTableProps) {
  return (
    <section className="match-section" aria-labelledby="match-stats-heading">
      <h2 id="match-stats-heading">{heading}</h2>
      <table className="match-stats">
        <caption className="visually-hidden">{heading}</caption>
        <thead>
          <tr>
            <th scope="col">{home}</th>
            <th scope="col">{statistic}</th>
            <th scope="col">{away}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code}>
              <td>{row.home}</td>
              <th scope="row">
                {row.label}
                <span className="match-stats__bar" aria-hidden="true">
                  {row.homeShare !== undefined && (
                    <>
                      <span className="match-stats__home" style={{ inlineSize: `${row.homeShare}%` }} />
                      <span className="match-stats__away" />
                    </>
                  )}
                </span>
              </th>
              <td>{row.away}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
