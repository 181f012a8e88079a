import { faqSearchStatus } from '../../lib/league-pages';

type FaqFilterProps = {
  /** The element holding the questions (`<details data-faq>`, their text in `[data-faq-text]`), rendered by the server. */
  listId: string;
  /** The search the page was asked for (`?q=`), already applied by the server, and how many questions it matched. */
  query: string;
  matches?: number;
  texts: {
    label: string;
    hint: string;
    submit: string;
    /** The status line by number of matches: index 0 for none, and so on. */
    counts: readonly string[];
    /** "No question matches “{query}”.", with `{query}` kept. */
    none: string;
  };
};

const MAX_QUERY = 40;

/**
 * The FAQs' search box. Without script it is a GET form the server answers with the matching
 * questions; with script (`enhanceFaqSearch`) it filters the questions as the visitor types, keeps
 * the address in step, and opens the question a link points to.
 */
export function FaqFilter({ listId, query, matches, texts }: FaqFilterProps) {
  const status = query.trim() && matches !== undefined ? faqSearchStatus(query, matches, texts) : '';
  return (
    <form className="faq-search" role="search" aria-label={texts.label} method="get" data-faq-list={listId} data-counts={JSON.stringify(texts.counts)} data-none={texts.none}>
      <label className="faq-search__label" htmlFor="page-faq-query">{texts.label}</label>
      <p className="faq-search__hint" id="page-faq-hint">{texts.hint}</p>
      <div className="faq-search__row">
        <input
          id="page-faq-query"
          className="faq-search__input"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_QUERY}
          autoComplete="off"
          aria-describedby="page-faq-hint"
        />
        <button className="faq-search__submit" type="submit">{texts.submit}</button>
      </div>
      <p className="faq-search__status" role="status">{status}</p>
    </form>
  );
}
