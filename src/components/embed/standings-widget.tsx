import type { Standing } from '../../lib/competition';
import type { ShellProps } from '../../lib/page/page-types';
import { teamPagePath } from '../../lib/people';
import { OUT, WidgetFrame } from './widget-frame';

type StandingsWidgetProps = { shell: ShellProps; heading: string; rows: readonly Standing[]; highlight?: number };

/** The table: position, team, played and points, and in the wide layout wins, draws, losses and goal difference. */
export function StandingsWidget({ shell, heading, rows, highlight }: StandingsWidgetProps) {
  const { t, lang, edition, region } = shell;
  const wide = shell.query.layout === 'wide';
  const links = region && { lang, edition: edition.id, region };
  return (
    <WidgetFrame shell={shell} heading={heading} headingId="widget-heading">
      {rows.length === 0 ? <p className="widget__empty">{t('embed.standings.none')}</p> : (
        <table className="widget-table" aria-labelledby="widget-heading">
          <thead>
            <tr>
              <th scope="col"><abbr title={t('home.table.rank')}>{t('home.table.rankShort')}</abbr></th>
              <th scope="col" className="widget-table__team">{t('home.table.team')}</th>
              <th scope="col"><abbr title={t('home.table.played')}>{t('home.table.playedShort')}</abbr></th>
              {wide && <th scope="col"><abbr title={t('tables.col.won.full')}>{t('tables.col.won.short')}</abbr></th>}
              {wide && <th scope="col"><abbr title={t('tables.col.drawn.full')}>{t('tables.col.drawn.short')}</abbr></th>}
              {wide && <th scope="col"><abbr title={t('tables.col.lost.full')}>{t('tables.col.lost.short')}</abbr></th>}
              {wide && <th scope="col"><abbr title={t('tables.col.goalDifference.full')}>{t('tables.col.goalDifference.short')}</abbr></th>}
              <th scope="col"><abbr title={t('home.table.points')}>{t('home.table.pointsShort')}</abbr></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.teamId} className={row.teamId === highlight ? 'widget-table__mine' : undefined}>
                <td>{row.rank}</td>
                <th scope="row" className="widget-table__team">
                  {row.team && links ? <a href={teamPagePath(links, row.team)} {...OUT}>{row.team.name}</a> : <span>{row.team?.name ?? '—'}</span>}
                </th>
                <td>{row.played}</td>
                {wide && <td>{row.won}</td>}
                {wide && <td>{row.drawn}</td>}
                {wide && <td>{row.lost}</td>}
                {wide && <td>{row.goalDifference}</td>}
                <td className="widget-table__points">{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </WidgetFrame>
  );
}
