import type { Standing } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import { teamPagePath, type PeopleLinkContext } from '../../lib/people';
import { TeamCrest } from './team-crest';

/** `links`: where the table's teams have their pages (the league the table is of). */
type StandingsTopProps = { rows: readonly Standing[]; t: Translate; labelledBy: string; links: PeopleLinkContext };

/** The first rows of a table: position, team, played and points, short headers spelled out for screen readers. */
export function StandingsTop({ rows, t, labelledBy, links }: StandingsTopProps) {
  return (
    <table className="standings-top" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col"><abbr title={t('home.table.rank')}>{t('home.table.rankShort')}</abbr></th>
          <th scope="col" className="standings-top__team">{t('home.table.team')}</th>
          <th scope="col"><abbr title={t('home.table.played')}>{t('home.table.playedShort')}</abbr></th>
          <th scope="col"><abbr title={t('home.table.points')}>{t('home.table.pointsShort')}</abbr></th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.teamId} data-fav={row.teamId}>
            <td>{row.rank}</td>
            <th scope="row" className="standings-top__team">
              <TeamCrest team={row.team} />
              {row.team ? <a href={teamPagePath(links, row.team)}>{row.team.name}</a> : <span>—</span>}
            </th>
            <td>{row.played}</td>
            <td className="standings-top__points">{row.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
