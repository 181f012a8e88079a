import type { MessageId } from '../../lib/i18n/messages';
import type { Translate } from '../../lib/i18n/intl';
import type { AbbreviatedColumn } from './standing-columns';

/**
 * A column heading: the abbreviation on screen with its meaning on hover, and the full name for
 * screen readers (which do not reliably read an abbr's title).
 */
export function ColumnHeading({ column, t, className }: { column: AbbreviatedColumn; t: Translate; className?: string }) {
  const full = t(`tables.col.${column}.full` as MessageId);
  return (
    <th scope="col" className={className}>
      <abbr title={full} aria-hidden="true">
        {t(`tables.col.${column}.short` as MessageId)}
      </abbr>
      <span className="visually-hidden">{full}</span>
    </th>
  );
}

/** The key to the abbreviations, once per page, for those who cannot hover. */
export function ColumnKey({ columns, t }: { columns: readonly AbbreviatedColumn[]; t: Translate }) {
  return (
    <details className="standings-key">
      <summary>{t('tables.abbreviations')}</summary>
      <dl>
        {columns.map((column) => (
          <div key={column}>
            <dt>{t(`tables.col.${column}.short` as MessageId)}</dt>
            <dd>
              {t(`tables.col.${column}.full` as MessageId)}
              {column === 'form' && ` (${t('tables.form.key')})`}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
