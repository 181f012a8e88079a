import { SearchHitLink } from '../components/search/search-hit-link';
import { PageIntro } from '../components/shell/page-intro';
import { Stylesheet } from '../components/stylesheet';
import { findRegion } from '../config/regions';
import { SEARCH } from '../config/search';
import type { ViewProps } from '../lib/page/page-types';
import { describeHit, runSearch } from '../lib/search';

/**
 * The results of the header's search box (`?q=`, and `region=` for the visitor's own league),
 * complete without script: the empty state for nothing to search, a calm line for no results.
 */
export async function SearchView({ shell, resolution, title, description, data }: ViewProps) {
  const { edition, lang, t, query: asked } = shell;
  const region = findRegion(edition.id, asked.region ?? '')?.slug;
  const answer = await runSearch(data, { edition, lang, t }, { query: asked.q ?? '', region, limit: SEARCH.pageLimit });
  return (
    <>
      <Stylesheet id="search" />
      <Stylesheet id="search-results" />
      <PageIntro shell={shell} resolution={resolution} title={title} description={description} />
      {answer.query === '' ? (
        <p className="empty-state">{t('search.empty')}</p>
      ) : answer.unavailable ? (
        <p className="empty-state" role="status">{t('search.unavailable')}</p>
      ) : (
        <section aria-labelledby="search-results-heading">
          <h2 id="search-results-heading">{t('search.resultsFor', { query: answer.query })}</h2>
          <p role="status">{answer.hits.length > 0 ? t('search.count', { count: answer.hits.length }) : t('search.none', { query: answer.query })}</p>
          {answer.hits.length > 0 && (
            <ol className="search-results">
              {answer.hits.map((hit, position) => (
                <li key={position}>
                  <SearchHitLink hit={hit} detail={describeHit(hit, t)} />
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </>
  );
}
