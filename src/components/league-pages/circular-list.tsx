import type { LocaleCode } from '../../config/locales';
import type { Circular } from '../../lib/cms/cms-page-types';
import type { Translate } from '../../lib/i18n/intl';
import { formatFileSize, formatLongDate } from '../../lib/league-pages';

type CircularListProps = { circulars: readonly Circular[]; lang: LocaleCode; timeZone: string; t: Translate };

/** The league's official rulings, newest first: when, which number, what, and the signed PDF. */
export function CircularList({ circulars, lang, timeZone, t }: CircularListProps) {
  return (
    <ol className="circular-list">
      {circulars.map((circular) => {
        const headingId = `page-circular-${circular.id}`;
        const { document } = circular;
        return (
          <li key={circular.id}>
            <article className="circular" aria-labelledby={headingId}>
              <p className="circular__meta">
                {circular.number && <span className="circular__number">{t('pages.circulars.number', { number: circular.number })}</span>}
                <time dateTime={circular.date}>{formatLongDate(circular.date, lang, timeZone)}</time>
              </p>
              <h2 id={headingId} className="circular__title">{circular.title}</h2>
              {circular.summary && <p className="circular__summary">{circular.summary}</p>}
              {document && (
                <a className="circular__document" href={document.url} type="application/pdf">
                  <span className="circular__icon" aria-hidden="true">PDF</span>
                  {t('pages.circulars.download')}
                  <span className="visually-hidden">: {document.title || circular.title},</span>
                  {document.bytes && <span className="circular__size">{formatFileSize(document.bytes, lang)}</span>}
                </a>
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}

type CircularPagerProps = { page: number; totalPages: number; hrefOf: (page: number) => string; t: Translate };

/** Newer and older circulars, as plain links. */
export function CircularPager({ page, totalPages, hrefOf, t }: CircularPagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="circular-pager" aria-label={t('pages.circulars.pager')}>
      {page > 1 && <a href={hrefOf(page - 1)} rel="prev">{t('pages.circulars.newer')}</a>}
      {page < totalPages && <a href={hrefOf(page + 1)} rel="next">{t('pages.circulars.older')}</a>}
    </nav>
  );
}
