import type { LocaleCode } from '../../config/locales';
import { formatOrdinal } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import type { PeopleLinkContext } from '../../lib/people';
import {
  formatStatValue, readCell, firstDirection, type StatRow, type TableColumn, type SortDirection, type TableSort,
} from '../../lib/stats';
import { SortHeading } from './sort-heading';
import { PlayerLink, TeamLink } from './stat-subject';

type StatTableProps = {
  captionId: string;
  caption: string;
  columns: readonly TableColumn[];
  rows: readonly StatRow[];
  /** The order shown: the URL's, else the ranking's. */
  sort: TableSort;
  sortHref: (column: TableColumn, dir: SortDirection) => string;
  /** Said in the table when no row is shown (a filter matching nothing, a page past the end). */
  empty: string;
  people: PeopleLinkContext;
  lang: LocaleCode;
  t: Translate;
};

function Cell({ row, column, people, lang, t }: { row: StatRow; column: TableColumn } & Pick<StatTableProps, 'people' | 'lang' | 't'>) {
  switch (column.id) {
    case 'rank':
      return row.rank === undefined ? <>–</> : <>{formatOrdinal(row.rank, lang)}</>;
    case 'player':
      return row.player ? (
        <>
          <PlayerLink player={row.player} people={people} />
          {row.isBestGoalkeeper && <span className="badge stat-table__badge">{t('stats.best.badge')}</span>}
        </>
      ) : <>–</>;
    case 'team':
      return <TeamLink team={row.team} people={people} />;
    case 'matchday':
      return <>{row.matchday}</>;
    default: {
      const value = readCell(row, column.id);
      return <>{formatStatValue(typeof value === 'number' ? value : undefined, column.format, lang)}</>;
    }
  }
}

/**
 * A statistics table: real headers, the row's subject as its row header, figures formatted in the
 * page's language, and column headings that sort through links (aria-sort names the order shown).
 */
export function StatTable({ captionId, caption, columns, rows, sort, sortHref, empty, people, lang, t }: StatTableProps) {
  // The first name column (player, team or matchday) says what each row is about.
  const rowHeader = columns.find((column) => column.type === 'text')?.id;
  return (
    <div className="stat-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="stat-table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = sort.column === column.id ? sort.dir : undefined;
              const nextDir = sorted ? (sorted === 'asc' ? 'desc' : 'asc') : firstDirection(column);
              return <SortHeading key={column.id} column={column} sorted={sorted} nextDir={nextDir} href={sortHref(column, nextDir)} t={t} />;
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="stat-table__empty">{empty}</td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.key} data-key={row.key} className={row.isBestGoalkeeper ? 'stat-table__row--best' : undefined}>
              {columns.map((column) => {
                const className = `stat-table__cell stat-table__cell--${column.id} stat-table__cell--${column.type}`;
                const content = <Cell row={row} column={column} people={people} lang={lang} t={t} />;
                return column.id === rowHeader ? (
                  <th key={column.id} scope="row" className={className}>{content}</th>
                ) : (
                  <td key={column.id} className={className}>{content}</td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
