// The demo CMS's editorial pages for one region: every page kind in every language the site shows
// it in, shaped as WordPress's REST answer (wp/v2/pages) with Polylang's language fields.
import { CMS_PAGE_KINDS, getCmsPageSlug, hasCmsPage, type CmsPageKind } from '../../../config/cms-pages';
import type { EditionId } from '../../../config/editions';
import { LOCALE_CODES, type LocaleCode } from '../../../config/locales';
import type { Region } from '../../../config/regions';
import { toRenderedText } from '../write-html';
import { getBookOfRulesUrl } from './book-of-rules';
import { CONTACT } from './contact';
import { FAQS } from './faqs';
import { MEDIA_ACCREDITATION } from './media-accreditation';
import { leagueTitleIn } from '../league-title';
import { createPageContext, demoCmsPath, getPageDates } from './page-context';
import { REGULATION } from './regulation';
import { writeAccreditationHtml, writeContactHtml, writeExcerptHtml, writeFaqsHtml, writeRegulationHtml } from './render-html';
import type { PageContext } from './types';
import { toWordPressTime } from './wordpress-time';

export type WpPage = {
  id: number;
  date: string;
  date_gmt: string;
  guid: { rendered: string };
  modified: string;
  modified_gmt: string;
  slug: string;
  status: 'publish';
  type: 'page';
  link: string;
  title: { rendered: string };
  content: { rendered: string; protected: false };
  excerpt: { rendered: string; protected: false };
  author: number;
  featured_media: number;
  parent: number;
  menu_order: number;
  comment_status: 'closed';
  ping_status: 'closed';
  template: string;
  meta: { footnotes: string };
  lang: LocaleCode;
  /** Polylang's links between a page and its translations: language to page id. */
  translations: Partial<Record<LocaleCode, number>>;
};

export type DemoPagesOptions = {
  /** The moment the pages are dated against (the demo clock's "now"). */
  now: number;
  /** Where the pages' own links point; the site's own path to the demo CMS when absent. */
  cmsBase?: string;
};

type Written = { title: string; excerpt: string; content: string };

function writePage(kind: CmsPageKind, lang: LocaleCode, context: PageContext): Written {
  const { edition, region } = context;
  switch (kind) {
    case 'regulation': {
      const page = REGULATION[lang](context);
      return { title: page.title, excerpt: page.excerpt, content: writeRegulationHtml(page, getBookOfRulesUrl(edition, region.slug, lang)) };
    }
    case 'faqs': {
      const page = FAQS[lang](context);
      return { title: page.title, excerpt: page.excerpt, content: writeFaqsHtml(page) };
    }
    case 'contact': {
      const page = CONTACT[lang](context);
      return { title: page.title, excerpt: page.excerpt, content: writeContactHtml(page) };
    }
    case 'mediaAccreditation': {
      const page = MEDIA_ACCREDITATION[lang](context);
      return { title: page.title, excerpt: page.excerpt, content: writeAccreditationHtml(page) };
    }
  }
}

// Ids no post of the demo CMS uses (posts sit at 10,000–21,099): kind and language read off the last digits.
function pageId(edition: EditionId, region: Region, kind: CmsPageKind, lang: LocaleCode): number {
  return 30_000 + (edition === 'queens' ? 5_000 : 0) + region.id * 100 + CMS_PAGE_KINDS.indexOf(kind) * 10 + LOCALE_CODES.indexOf(lang);
}

/** Every editorial page the site shows for this region, in every language it shows it in. */
export function createDemoPages(edition: EditionId, region: Region, options: DemoPagesOptions): WpPage[] {
  const { now } = options;
  const cmsBase = options.cmsBase ?? demoCmsPath(edition, region.slug);
  const context = createPageContext(edition, region);
  return CMS_PAGE_KINDS.flatMap((kind) => {
    const languages = LOCALE_CODES.filter((lang) => hasCmsPage(kind, edition, region.slug, lang));
    const translations = Object.fromEntries(languages.map((lang) => [lang, pageId(edition, region, kind, lang)]));
    const { published, modified } = getPageDates(kind, now);
    return languages.map((lang): WpPage => {
      const id = pageId(edition, region, kind, lang);
      const slug = getCmsPageSlug(kind, lang);
      const written = writePage(kind, lang, { ...context, league: leagueTitleIn(edition, region, lang) });
      return {
        id,
        date: toWordPressTime(published, region.timeZone),
        date_gmt: toWordPressTime(published, 'UTC'),
        guid: { rendered: `${cmsBase}/?page_id=${id}` },
        modified: toWordPressTime(modified, region.timeZone),
        modified_gmt: toWordPressTime(modified, 'UTC'),
        slug,
        status: 'publish',
        type: 'page',
        link: `${cmsBase}/${slug}/`,
        title: { rendered: toRenderedText(written.title) },
        content: { rendered: written.content, protected: false },
        excerpt: { rendered: writeExcerptHtml(written.excerpt), protected: false },
        author: 1,
        featured_media: 0,
        parent: 0,
        menu_order: CMS_PAGE_KINDS.indexOf(kind),
        comment_status: 'closed',
        ping_status: 'closed',
        template: '',
        meta: { footnotes: '' },
        lang,
        translations,
      };
    });
  });
}
