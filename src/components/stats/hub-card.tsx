import type { ShellProps } from '../../lib/page/page-types';
import { formatOrdinal } from '../../lib/competition';
import { formatStatValue, readCell, toTableColumn, type HubPreview } from '../../lib/stats';
import { columnFull } from './column-label';
import { PlayerLink, StatCrest, TeamLink } from './stat-subject';

type HubCardProps = { id: string; title: string; href: string; preview: HubPreview | undefined; shell: ShellProps };

/** One statistics page on its hub: its top three, then the way to the whole table. */
export function HubCard({ id, title, href, preview, shell }: HubCardProps) {
  const { edition, lang, region, t } = shell;
  const people = { lang, edition: edition.id, region };
  const ranking = preview?.config.ranking && toTableColumn(preview.config.ranking);
  const rows = preview?.rows ?? [];
  return (
    <li className="stat-hub__card card">
      <section aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className="stat-hub__title">{title}</h2>
        {ranking && rows.length > 0 && <p className="stat-hub__ranked muted">{columnFull(ranking.id, t)}</p>}
        {rows.length === 0 ? (
          <p className="muted">{t('stats.hub.empty')}</p>
        ) : (
          <ol className="stat-hub__list">
            {rows.map((row) => {
              const value = ranking && readCell(row, ranking.id);
              return (
                <li key={row.key} data-key={row.key}>
                  <span className="stat-hub__lead">{row.matchday ?? (row.rank === undefined ? '' : formatOrdinal(row.rank, lang))}</span>
                  <StatCrest team={row.team} />
                  <span className="stat-hub__who">
                    {row.player ? <PlayerLink player={row.player} people={people} /> : <TeamLink team={row.team} people={people} crest={false} />}
                  </span>
                  {ranking && typeof value === 'number' && <span className="stat-hub__value">{formatStatValue(value, ranking.format, lang)}</span>}
                </li>
              );
            })}
          </ol>
        )}
        <p className="stat-hub__more">
          <a href={href}>{t('stats.hub.fullRanking', { page: title })}</a>
        </p>
      </section>
    </li>
  );
}
