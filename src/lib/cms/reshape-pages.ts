import { CMS_PAGE_HTML, PAGE_ANCHOR, RESERVED_ANCHORS } from '../../config/cms-page-html';
import { toSafeExternalUrl } from '../navigation/safe-url';
import { balanceHtml } from './balance-html';
import type { WpCircular, WpPage } from './page-schemas';
import type { Circular, CircularDocument, CmsPage } from './page-types';
import { sanitizePostHtml, toPlainText } from './sanitize';
import { toIsoTime, toSummary } from './wp-fields';

/** Characters of a circular's body kept as its summary when the CMS sends no excerpt. */
const SUMMARY_LENGTH = 240;

const isReserved = (id: string) =>
  (RESERVED_ANCHORS.exact as readonly string[]).includes(id) || id.startsWith(RESERVED_ANCHORS.prefix);

/**
 * An editorial page's HTML made safe to place in a page: the news sanitiser with the page policy,
 * then only heading ids that are plain, unreserved slugs and the first of their name, and every
 * element closed.
 */
export function sanitizePageHtml(html: string): string {
  const seen = new Set<string>();
  const anchored = sanitizePostHtml(html, CMS_PAGE_HTML).replace(/<(h[23]) id="([^"]*)">/g, (_tag, name: string, id: string) => {
    if (!PAGE_ANCHOR.test(id) || isReserved(id) || seen.has(id)) return `<${name}>`;
    seen.add(id);
    return `<${name} id="${id}">`;
  });
  return balanceHtml(anchored, CMS_PAGE_HTML.voidTags);
}

/** A WordPress page as the site shows it; undefined when it has no usable date or no content at all. */
export function reshapePage(page: WpPage): CmsPage | undefined {
  const published = toIsoTime(page.date_gmt, page.date);
  const html = sanitizePageHtml(page.content.rendered);
  if (!published || !toPlainText(html)) return undefined;
  const modified = toIsoTime(page.modified_gmt, page.modified);
  return {
    id: page.id,
    slug: page.slug,
    title: toPlainText(page.title.rendered),
    excerpt: toPlainText(page.excerpt.rendered),
    html,
    updated: modified && modified > published ? modified : published,
  };
}

/**
 * A document's address: a path on this site, or https on a host the external-link guard allows
 * (the league's own CMS hosts); a PDF either way. Anything else is no link at all.
 */
export function toSafeDocumentUrl(value: string): string | undefined {
  const trimmed = value.trim();
  if (/^\/(?![/\\])[^\s]*\.pdf$/i.test(trimmed) && !/[<>"'`]/.test(trimmed)) return trimmed;
  const url = toSafeExternalUrl(trimmed);
  return url && /\.pdf$/i.test(new URL(url).pathname) ? url : undefined;
}

function toDocument(fields: WpCircular['acf']['pdf']): CircularDocument | undefined {
  const url = fields && toSafeDocumentUrl(fields.url);
  if (!fields || !url) return undefined;
  return { url, title: toPlainText(fields.title), ...(fields.bytes ? { bytes: fields.bytes } : {}) };
}

/** A circular as the site lists it; undefined without a usable date or title. */
export function reshapeCircular(post: WpCircular): Circular | undefined {
  const date = toIsoTime(post.date_gmt, post.date);
  const title = toPlainText(post.title.rendered);
  if (!date || !title) return undefined;
  const document = toDocument(post.acf.pdf);
  return {
    id: post.id,
    slug: post.slug,
    number: toPlainText(post.acf.number),
    title,
    summary: toSummary(post.excerpt.rendered, post.content.rendered, SUMMARY_LENGTH),
    date,
    ...(document ? { document } : {}),
  };
}
