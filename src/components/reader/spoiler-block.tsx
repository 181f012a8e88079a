import type { ReactNode } from 'react';
import type { Translate } from '../../lib/i18n/intl';

const LABELS = {
  table: 'reader.spoilers.showTable',
  statistics: 'reader.spoilers.showStatistics',
  results: 'reader.spoilers.showResults',
} as const;

export type SpoilerKind = keyof typeof LABELS;

type SpoilerBlockProps = { t: Translate; kind: SpoilerKind; children: ReactNode };

/**
 * A block that gives results away as a whole (a table, season figures): in spoiler-free mode it
 * waits behind one button. The same markup for every visitor; the head script's attribute decides.
 */
export function SpoilerBlock({ t, kind, children }: SpoilerBlockProps) {
  return (
    <div className="spoiler-block" data-spoiler-scope data-spoiler-block>
      <button type="button" className="spoiler-reveal spoiler-block__reveal" data-reveal>
        {t(LABELS[kind])}
      </button>
      {children}
    </div>
  );
}
