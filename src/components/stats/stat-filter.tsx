import type { Translate } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/messages';
import {
  FILTER_MODES, NUMBER_MODES, TEXT_MODES, type TableColumn, type FilterProblem, type TableFilter, type TableSort,
} from '../../lib/stats';
import { columnFull } from './column-label';
import { FilterFields } from './filter-fields';

type StatFilterProps = {
  action: string;
  columns: readonly TableColumn[];
  filter?: TableFilter;
  /** Kept through a filter, as hidden fields. */
  sort?: TableSort;
  problem?: FilterProblem;
  /** The table without the filter (keeping the order). */
  clearHref: string;
  t: Translate;
};

export const modeLabel = (mode: string, t: Translate) => t(`stats.filter.mode.${mode}` as MessageId);

/**
 * Section 9's filter as a GET form: column, mode and value. The server applies it, so the
 * filtered table is a URL to share; the browser entry only makes the form quicker to use (ADR 026).
 */
export function StatFilter({ action, columns, filter, sort, problem, clearHref, t }: StatFilterProps) {
  const firstText = columns.find((column) => column.type === 'text');
  return (
    <form className="stat-filter" method="get" action={action} aria-labelledby="stat-filter-heading">
      <h2 id="stat-filter-heading" className="stat-filter__heading">{t('stats.filter.heading')}</h2>
      {sort && (
        <>
          <input type="hidden" name="sort" value={sort.column} />
          <input type="hidden" name="dir" value={sort.dir} />
        </>
      )}
      <FilterFields
        idPrefix="stat-filter"
        columns={columns.map((column) => ({ value: column.id, label: columnFull(column.id, t), numeric: column.type === 'number' }))}
        modes={FILTER_MODES.map((mode) => ({ value: mode, label: modeLabel(mode, t) }))}
        textModes={[...TEXT_MODES]}
        numberModes={[...NUMBER_MODES]}
        column={filter?.column ?? firstText?.id ?? columns[0]?.id ?? ''}
        mode={filter?.mode ?? 'contains'}
        value={filter?.value ?? ''}
        labels={{ column: t('stats.filter.column'), mode: t('stats.filter.mode'), value: t('stats.filter.value') }}
      />
      <div className="stat-filter__actions">
        <button type="submit" className="stat-filter__submit">{t('stats.filter.submit')}</button>
        {(filter || problem) && <a href={clearHref}>{t('stats.filter.clear')}</a>}
      </div>
      {problem && (
        <p className="stat-filter__problem" role="status">
          {t(problem === 'mode' ? 'stats.filter.problemMode' : 'stats.filter.problemNumber')}
        </p>
      )}
      {filter && (
        <p className="stat-filter__active" role="status">
          {t('stats.filter.active', { column: columnFull(filter.column, t), mode: modeLabel(filter.mode, t), value: filter.value })}
        </p>
      )}
    </form>
  );
}
