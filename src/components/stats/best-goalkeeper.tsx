import type { LocaleCode } from '../../config/locales';
import type { Translate } from '../../lib/i18n/intl';
import { teamPagePath, type PeopleLinkContext } from '../../lib/people';
import { formatStatValue, readCell, type StatRow, type TableColumn } from '../../lib/stats';
import { columnFull } from './column-label';
import { PlayerLink, StatCrest } from './stat-subject';

type BestGoalkeeperProps = { row: StatRow | undefined; figures: readonly TableColumn[]; people: PeopleLinkContext; lang: LocaleCode; t: Translate };

/** The goalkeeper the season names its best (best_goalkeeper_id), with their figures. */
export function BestGoalkeeper({ row, figures, people, lang, t }: BestGoalkeeperProps) {
  return (
    <section className="stat-best" aria-labelledby="stat-best-heading">
      <h2 id="stat-best-heading">{t('stats.best.heading')}</h2>
      {row?.player ? (
        <div className="stat-best__card card" data-key={row.key}>
          <StatCrest team={row.team} size={56} />
          <p className="stat-best__who">
            <PlayerLink player={row.player} people={people} />
            {row.team && <a className="stat-best__team" href={teamPagePath(people, row.team)}>{row.team.name}</a>}
          </p>
          <dl className="stat-best__figures">
            {figures.map((column) => {
              const value = readCell(row, column.id);
              return (
                <div key={column.id}>
                  <dt>{columnFull(column.id, t)}</dt>
                  <dd>{formatStatValue(typeof value === 'number' ? value : undefined, column.format, lang)}</dd>
                </div>
              );
            })}
          </dl>
        </div>
      ) : (
        <p className="empty-state">{t('stats.best.unknown')}</p>
      )}
    </section>
  );
}
