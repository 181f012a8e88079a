import { teamPagePath, type PeopleLinkContext } from '../../lib/people';
import type { StatRow } from '../../lib/stats';
import { PlayerLink, StatCrest, TeamLink } from './stat-subject';

type TopThreeProps = {
  headingId: string;
  heading: string;
  rows: readonly StatRow[];
  /** What stands first on each card: the position (1st) or the matchday. */
  leadOf: (row: StatRow) => string;
  /** The figure, formatted, and what it counts. */
  valueOf: (row: StatRow) => { value: string; label: string } | undefined;
  people: PeopleLinkContext;
};

/** Section 9's top-three slice, as cards above the full table. */
export function TopThree({ headingId, heading, rows, leadOf, valueOf, people }: TopThreeProps) {
  if (rows.length === 0) return null;
  return (
    <section className="stat-top" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ol className="stat-top__list">
        {rows.map((row) => {
          const value = valueOf(row);
          return (
            <li key={row.key} className="stat-top__item card" data-key={row.key}>
              <span className="stat-top__lead">{leadOf(row)}</span>
              <StatCrest team={row.team} size={40} />
              <span className="stat-top__who">
                {row.player ? <PlayerLink player={row.player} people={people} /> : <TeamLink team={row.team} people={people} crest={false} />}
                {row.player && row.team && <a className="stat-top__team" href={teamPagePath(people, row.team)}>{row.team.name}</a>}
              </span>
              {value && (
                <span className="stat-top__figure">
                  <span className="stat-top__value">{value.value}</span>
                  <span className="stat-top__label">{value.label}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
