import type { StatColumnId } from '../../config/stat-pages';
import type { Translate } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/messages';

export const columnShort = (id: StatColumnId, t: Translate) => t(`stats.col.${id}.short` as MessageId);
export const columnFull = (id: StatColumnId, t: Translate) => t(`stats.col.${id}.full` as MessageId);

/**
 * A heading's abbreviation on screen with its meaning on hover, and the full name for screen
 * readers (which do not reliably read an abbr's title).
 */
export function ColumnLabel({ id, t }: { id: StatColumnId; t: Translate }) {
  const short = columnShort(id, t);
  const full = columnFull(id, t);
  if (short === full) return <>{full}</>;
  return (
    <>
      <abbr title={full} aria-hidden="true">{short}</abbr>
      <span className="visually-hidden">{full}</span>
    </>
  );
}

/** The key to the abbreviations, for those who cannot hover. */
export function ColumnKey({ ids, t }: { ids: readonly StatColumnId[]; t: Translate }) {
  const abbreviated = ids.filter((id) => columnShort(id, t) !== columnFull(id, t));
  if (abbreviated.length === 0) return null;
  return (
    <details className="stat-key">
      <summary>{t('stats.key.heading')}</summary>
      <dl>
        {abbreviated.map((id) => (
          <div key={id}>
            <dt>{columnShort(id, t)}</dt>
            <dd>{columnFull(id, t)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
