// What the league's editorial pages (regulation, FAQs, contact, media accreditation) may keep once sanitised: the news allowlist, plus anchors on their headings.
import { NEWS_HTML, type NewsHtmlPolicy } from './news-html';

/**
 * The news policy with `id` kept on h2 and h3, so the regulation's sections and the FAQs'
 * questions can be linked to (`#dice`, `#tickets`). The sanitiser keeps the value as escaped
 * text; `PAGE_ANCHOR` then decides which ids survive (src/lib/cms/reshape-pages.ts).
 */
export const CMS_PAGE_HTML = {
  ...NEWS_HTML,
  tags: { ...NEWS_HTML.tags, h2: { id: 'text' }, h3: { id: 'text' } },
} as const satisfies NewsHtmlPolicy;

/** A heading's id as the site keeps it: a plain lowercase slug, nothing a selector or a script could misread. */
export const PAGE_ANCHOR = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/**
 * Ids the page frame and the league pages' own parts use; an editorial heading may not take
 * them, or a link to one would land in the wrong place. The parts' ids all start with `page-`.
 */
export const RESERVED_ANCHORS = { exact: ['main'], prefix: 'page-' } as const;
