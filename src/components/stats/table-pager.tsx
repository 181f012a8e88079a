import type { LocaleCode } from '../../config/locales';
import type { Translate } from '../../lib/i18n/intl';
import { formatStatValue, listPageLinks } from '../../lib/stats';
import { Stylesheet } from '../stylesheet';

type TablePagerProps = {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
  lang: LocaleCode;
  t: Translate;
  /** What the pages are of, for screen readers; a statistics table's by default. */
  label?: string;
};

/** Previous, next and numbered pages of a table or a listing; plain links, so crawlers follow them too. It brings its own rules. */
export function TablePager({ page, pageCount, hrefOf, lang, t, label }: TablePagerProps) {
  if (pageCount <= 1) return null;
  const number = (value: number) => formatStatValue(value, 'integer', lang);
  return (
    <nav className="pager" aria-label={label ?? t('stats.pager.label')}>
      <Stylesheet id="pager" />
      <ul>
        {page > 1 && page <= pageCount && (
          <li>
            <a href={hrefOf(page - 1)} rel="prev">{t('stats.pager.previous')}</a>
          </li>
        )}
        {listPageLinks(Math.min(page, pageCount), pageCount).map((link, index) =>
          link.kind === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pager__gap">…</li>
          ) : (
            <li key={link.page}>
              <a
                href={hrefOf(link.page)}
                aria-current={link.page === page ? 'page' : undefined}
                aria-label={t('stats.pager.page', { page: number(link.page) })}
              >
                {number(link.page)}
              </a>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <a href={hrefOf(page + 1)} rel="next">{t('stats.pager.next')}</a>
          </li>
        )}
      </ul>
    </nav>
  );
}
