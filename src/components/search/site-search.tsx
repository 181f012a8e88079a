import { API_PATHS } from '../../config/api-paths';
import { findRegion } from '../../config/regions';
import { isFreeText } from '../../config/query-fields';
import { routeQueryFields } from '../../config/routes';
import { SEARCH } from '../../config/search';
import type { ShellProps } from '../../lib/page/page-types';
import { buildPath } from '../../lib/routing/build-path';
import { Stylesheet } from '../stylesheet';

/**
 * The search box in every page's header: a GET form to the results page, which is all it is
 * without script. Once the visitor focuses it, the browser entry loads the suggestions
 * (enhance-site-search.ts), which fill the listbox below it as the visitor types.
 */
export function SiteSearch({ edition, lang, region, t, resolution, query: parsed }: ShellProps) {
  // On a page that reads `?q=` as free text (the results page), the box shows the words it was asked.
  const onResultsPage = resolution.kind === 'page' && isFreeText(routeQueryFields(resolution.routeId).q);
  const asked = onResultsPage ? parsed : {};
  const query = (asked.q ?? '').slice(0, SEARCH.maxQueryLength);
  // The visitor's own region ranks first: the page's, or on the results page the one it was asked from.
  const ownRegion = region ?? findRegion(edition.id, asked.region ?? '');
  const counts = Array.from({ length: SEARCH.suggestLimit + 1 }, (_, count) => t('search.count', { count }));
  return (
    <form
      className="site-search"
      role="search"
      // Named, as a page may have a search of its own (the FAQs): two landmarks, two names.
      aria-label={t('search.label')}
      method="get"
      action={buildPath('search', lang)}
      data-site-search={API_PATHS.search}
      data-lang={lang}
      data-counts={JSON.stringify(counts)}
      data-debounce={SEARCH.debounceMs}
      data-limit={SEARCH.suggestLimit}
    >
      <Stylesheet id="search" />
      <label className="visually-hidden" htmlFor="site-search-q">{t('search.label')}</label>
      <input
        id="site-search-q"
        className="site-search__input"
        type="search"
        name="q"
        defaultValue={query}
        placeholder={t('search.placeholder')}
        maxLength={SEARCH.maxQueryLength}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
      />
      {ownRegion && <input type="hidden" name="region" value={ownRegion.slug} />}
      <button className="site-search__submit" type="submit">{t('search.submit')}</button>
      <ul id="site-search-list" className="site-search__list" role="listbox" aria-label={t('search.label')} hidden />
      <p className="visually-hidden site-search__status" role="status" aria-live="polite" />
    </form>
  );
}
