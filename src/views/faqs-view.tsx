import { JsonLd } from '../components/head/json-ld';
import { EditorialHtml, EditorialNotice, EditorialUpdated } from '../components/league-pages/editorial';
import { FaqFilter } from '../components/league-pages/faq-filter';
import { FaqList } from '../components/league-pages/faq-list';
import { LeaguePage } from '../components/league-pages/league-page';
import { buildFaqPage, findUnmatchedFaqs, toFaqs } from '../lib/league-pages';
import { pathIfAvailable } from '../lib/navigation/resolve-menu';
import type { ViewProps } from '../lib/page/page-types';
import { canonicalUrl } from '../lib/seo/page-links';

const LIST_ID = 'page-faq-list';

/** The league's answers to fans' questions, from its CMS: searchable, each one linkable, marked up as an FAQPage. */
export async function FaqsView(props: ViewProps) {
  const { shell, data } = props;
  const { edition, lang, region, t, domain, pathname, query: asked } = shell;
  if (!region) return null;
  const lookup = await data.cms.getCmsPage(region, 'faqs', lang);
  const contactHref = pathIfAvailable('contact', { edition: edition.id, lang, region });
  const query = asked.q?.trim() ?? '';
  const faqs = lookup.kind === 'found' ? toFaqs(lookup.page) : undefined;
  const hidden = faqs ? findUnmatchedFaqs(faqs.items, query) : new Set<string>();
  const total = faqs?.items.length ?? 0;
  const matches = total - hidden.size;
  return (
    <LeaguePage {...props} kind="faqs">
      {lookup.kind !== 'found' ? (
        <EditorialNotice lookup={lookup} t={t} />
      ) : faqs && total > 0 ? (
        <>
          <JsonLd data={buildFaqPage(faqs.items, canonicalUrl(domain, pathname), lang)} />
          <EditorialHtml html={faqs.introHtml} className="editorial--intro" />
          <FaqFilter
            listId={LIST_ID}
            query={query}
            matches={matches}
            texts={{
              label: t('pages.faqs.search.label'),
              hint: t('pages.faqs.search.hint'),
              submit: t('pages.faqs.search.submit'),
              counts: Array.from({ length: total + 1 }, (_, count) => t('pages.faqs.search.count', { count })),
              none: t('pages.faqs.search.none', { query: '{query}' }),
            }}
          />
          {query && (
            <p className="faq-clear">
              <a href={pathname}>{t('pages.faqs.search.clear')}</a>
            </p>
          )}
          <FaqList id={LIST_ID} items={faqs.items} hiddenIds={hidden} t={t} />
          <EditorialUpdated iso={lookup.page.updated} lang={lang} timeZone={region.timeZone} t={t} />
        </>
      ) : (
        <p className="empty-state">{t('pages.faqs.empty')}</p>
      )}
      {contactHref && (
        <aside className="help-box" aria-labelledby="page-faq-more">
          <h2 id="page-faq-more" className="help-box__heading">{t('pages.faqs.more.heading')}</h2>
          <a className="button" href={contactHref}>{t('pages.faqs.more.contact')}</a>
        </aside>
      )}
    </LeaguePage>
  );
}
