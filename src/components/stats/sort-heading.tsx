import type { Translate } from '../../lib/i18n/intl';
import type { TableColumn, SortDirection } from '../../lib/stats';
import { ColumnLabel } from './column-label';

type SortHeadingProps = {
  column: TableColumn;
  /** The direction the table is sorted by this column, if it is. */
  sorted?: SortDirection;
  /** The link that sorts by this column next (the other way round when already sorted by it). */
  href: string;
  nextDir: SortDirection;
  t: Translate;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ARROW = { asc: '▲', desc: '▼' } as const;

/** A column heading that is a plain link: sorting works without script and is a shareable URL. */
export function SortHeading({ column, sorted, href, nextDir, t }: SortHeadingProps) {
  return (
    <th scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : undefined} className={`stat-table__head stat-table__head--${column.type}`}>
      <a href={href} className="stat-table__sort" rel="nofollow">
        <ColumnLabel id={column.id} t={t} />
        <span className="stat-table__arrow" aria-hidden="true">{sorted ? ARROW[sorted] : '↕'}</span>
        <span className="visually-hidden">{t(nextDir === 'asc' ? 'stats.sort.toAscending' : 'stats.sort.toDescending')}</span>
      </a>
    </th>
  );
}
