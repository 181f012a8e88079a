import type { LocaleCode } from '../../config/locales';
import type { CmsPageLookup } from '../../lib/cms/cms-page-types';
import type { Translate } from '../../lib/i18n/intl';
import { formatLongDate } from '../../lib/league-pages';

type EditorialHtmlProps = { html: string; className?: string };

/** Text the league's web team writes, as its CMS gave it once sanitised and closed (src/lib/cms/reshape-pages.ts). */
export function EditorialHtml({ html, className = '' }: EditorialHtmlProps) {
  if (!html) return null;
  return <div className={`editorial ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** What stands in for the editorial part when the CMS did not give it: calm, and never the whole page. */
export function EditorialNotice({ lookup, t }: { lookup: Exclude<CmsPageLookup, { kind: 'found' }>; t: Translate }) {
  return (
    <p className="empty-state editorial-notice" role="note">
      {t(lookup.kind === 'unreachable' ? 'pages.editorial.unavailable' : 'pages.editorial.missing')}
    </p>
  );
}

type UpdatedProps = { iso: string; lang: LocaleCode; timeZone: string; t: Translate };

/** When the league last changed the text. */
export function EditorialUpdated({ iso, lang, timeZone, t }: UpdatedProps) {
  return (
    <p className="editorial-updated">
      {t('pages.editorial.updated', { date: '' })}
      <time dateTime={iso}>{formatLongDate(iso, lang, timeZone)}</time>
    </p>
  );
}
