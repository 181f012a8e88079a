import type { Translate } from '../../lib/i18n/intl';
import type { FaqItem } from '../../lib/league-pages';

type FaqListProps = {
  id: string;
  items: readonly FaqItem[];
  /** The questions a server-side search left out; shown again by the filter when it changes. */
  hiddenIds: ReadonlySet<string>;
  t: Translate;
};

/** The questions as native disclosures: they open and close without script, and a link can point at each. */
export function FaqList({ id, items, hiddenIds, t }: FaqListProps) {
  return (
    <div id={id} className="faq-list">
      {items.map((item) => (
        <details key={item.id} id={item.id} className="faq" data-faq="" hidden={hiddenIds.has(item.id)}>
          <summary className="faq__question" data-faq-text="">{item.question}</summary>
          <div className="faq__answer">
            {/* Sanitised and closed by src/lib/cms/reshape-pages.ts. */}
            <div className="editorial" data-faq-text="" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
            <a className="faq__link" href={`#${item.id}`}>{t('pages.faqs.link')}</a>
          </div>
        </details>
      ))}
    </div>
  );
}
