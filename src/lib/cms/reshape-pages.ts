import { CMS_PAGE_HTML, PAGE_ANCHOR, RESERVED_ANCHORS } from '../../config/cms-page-html';
import { ALLOWED_EXTERNAL_HOSTS } from '../../config/external-links';
import { toSafeExternalUrl } from '../navigation/safe-url';
import { balanceHtml } from './balance-html';
import { upgradeCmsUrl } from './cms-host';
import type { WpCircular, WpMediaFile, WpPage } from './page-schemas';
import type { Circular, CircularDocument, CmsPage } from './cms-page-types';
import { sanitizePostHtml, toPlainText } from './sanitize';
import { toFirstLink, toIsoTime, toSummary } from './wp-fields';

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
 * (the league's own CMS hosts) or on the CMS's own host (its http upgraded); a PDF either way.
 * Anything else is no link at all.
 */
export function toSafeDocumentUrl(value: string, cmsHost?: string): string | undefined {
  const trimmed = upgradeCmsUrl(value.trim(), cmsHost);
  if (/^\/(?![/\\])[^\s]*\.pdf$/i.test(trimmed) && !/[<>"'`]/.test(trimmed)) return trimmed;
  const url = toSafeExternalUrl(trimmed, cmsHost ? [...ALLOWED_EXTERNAL_HOSTS, cmsHost] : ALLOWED_EXTERNAL_HOSTS);
  return url && /\.pdf$/i.test(new URL(url).pathname) ? url : undefined;
}

type DocumentFields = { url: string; title: string; bytes?: number };

/**
 * Where a circular's PDF is found: ACF's File field where the CMS has one (the file, its address,
 * or the id of a medium to look up), else the first link to a PDF in the body (WordPress's file
 * block), else a PDF attached to the post (to look up).
 */
export type DocumentSource = { file: DocumentFields } | { mediaId: number } | { attachedTo: number };

export function toDocumentSource(post: WpCircular): DocumentSource {
  const field = post.acf?.pdf;
  if (typeof field === 'number') return { mediaId: field };
  if (typeof field === 'string') return { file: { url: field, title: '' } };
  if (field) return { file: { url: field.url, title: field.title, ...((field.bytes ?? field.filesize) ? { bytes: field.bytes ?? field.filesize } : {}) } };
  const link = toFirstPdfLink(post.content.rendered);
  return link ? { file: { url: link, title: '' } } : { attachedTo: post.id };
}

function toFirstPdfLink(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<a\s[^>]*>/gi)) {
    const href = toFirstLink(`${tag}</a>`);
    if (href && /\.pdf(?:[?#]|$)/i.test(href)) return href;
  }
  return undefined;
}

function fromMedium(medium: WpMediaFile | undefined): DocumentFields | undefined {
  if (!medium || medium.mime_type !== 'application/pdf') return undefined;
  const bytes = medium.media_details?.filesize;
  return { url: medium.source_url, title: medium.title.rendered, ...(bytes ? { bytes } : {}) };
}

function toDocument(source: DocumentSource, media: readonly WpMediaFile[], cmsHost: string | undefined): CircularDocument | undefined {
  const fields =
    'file' in source
      ? source.file
      : 'mediaId' in source
        ? fromMedium(media.find((medium) => medium.id === source.mediaId))
        : fromMedium(media.find((medium) => medium.post === source.attachedTo && medium.mime_type === 'application/pdf'));
  const url = fields && toSafeDocumentUrl(fields.url, cmsHost);
  if (!fields || !url) return undefined;
  return { url, title: toPlainText(fields.title), ...(fields.bytes ? { bytes: fields.bytes } : {}) };
}

/** The number a circular's title carries ("Circular n.º 08/2026 — …" is 08/2026), where ACF gives none. */
export function toCircularNumber(title: string): string | undefined {
  return /\d{1,4}(?:\s*[/.-]\s*\d{2,4})?/.exec(title)?.[0].replace(/\s+/g, '');
}

export type CircularOptions = {
  /** The CMS's own host: its http:// PDFs are upgraded, and it may serve them. */
  cmsHost?: string;
  /** Media looked up for the circulars whose PDF is an id or an attachment. */
  media?: readonly WpMediaFile[];
};

/** A circular as the site lists it; undefined without a usable date or title, or behind a password. */
export function reshapeCircular(post: WpCircular, { cmsHost, media = [] }: CircularOptions = {}): Circular | undefined {
  const date = toIsoTime(post.date_gmt, post.date);
  const title = toPlainText(post.title.rendered);
  if (!date || !title || post.content.protected) return undefined;
  const number = post.acf?.number ? toPlainText(post.acf.number) : toCircularNumber(title);
  const document = toDocument(toDocumentSource(post), media, cmsHost);
  return {
    id: post.id,
    slug: post.slug,
    ...(number ? { number } : {}),
    title,
    summary: toSummary(post.excerpt.rendered, post.content.rendered, SUMMARY_LENGTH),
    date,
    ...(document ? { document } : {}),
  };
}
