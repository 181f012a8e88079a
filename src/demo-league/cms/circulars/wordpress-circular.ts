// The circulars as WordPress posts of the region's circulars category, for the demo's posts route
// to merge in: the ruling as HTML and, in ACF fields, its number and its PDF (address, size, name).
import type { EditionId } from '../../../config/editions';
import type { LocaleCode } from '../../../config/locales';
import type { Region } from '../../../config/regions';
import { demoCmsPath } from '../pages/page-context';
import { toWordPressTime } from '../pages/wordpress-time';
import { toRenderedText as text } from '../write-html';
import { createDemoCirculars, type DemoCircular } from './create-demo-circulars';
import { renderCircularPdf } from './render-circular-pdf';

export type WpCircularPost = {
  id: number;
  date: string;
  date_gmt: string;
  guid: { rendered: string };
  modified: string;
  modified_gmt: string;
  slug: string;
  status: 'publish';
  type: 'post';
  link: string;
  title: { rendered: string };
  content: { rendered: string; protected: false };
  excerpt: { rendered: string; protected: false };
  author: number;
  featured_media: number;
  comment_status: 'closed';
  ping_status: 'closed';
  sticky: boolean;
  format: 'standard';
  meta: { footnotes: string };
  categories: number[];
  tags: number[];
  lang: LocaleCode;
  acf: { number: string; pdf: { url: string; bytes: number; title: string } };
};

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Where a circular's PDF is served: a path on the site's own origin, which a browser can open. */
export function getCircularPdfUrl(edition: EditionId, regionSlug: string, file: string): string {
  return `${demoCmsPath(edition, regionSlug)}/wp-content/uploads/circulars/${file}`;
}

function writeContent(circular: DemoCircular, pdfUrl: string): string {
  const body = circular.body.map((block) =>
    'p' in block ? `<p>${text(block.p)}</p>\n` : `<ul class="wp-block-list">${block.list.map((item) => `<li>${text(item)}</li>`).join('')}</ul>\n`,
  );
  const href = attribute(pdfUrl);
  return [
    ...body,
    `<p><strong>${text(circular.signedBy)}</strong></p>\n`,
    `<div class="wp-block-file"><a href="${href}">${text(`${circular.label} ${circular.number}`)} (PDF)</a>` +
      `<a href="${href}" class="wp-block-file__button wp-element-button" download>${text(circular.download)}</a></div>\n`,
  ].join('');
}

/**
 * The region's circulars, newest first, in WordPress's post shape: what the posts route answers
 * for `categories={circulars category}` (filter by `lang` for one language). `cmsBase` is where
 * the posts themselves live, as in the posts route's own `link`.
 */
export function listDemoCircularPosts(edition: EditionId, region: Region, now: number, cmsBase = demoCmsPath(edition, region.slug)): WpCircularPost[] {
  return createDemoCirculars(edition, region, now).map((circular) => {
    const url = getCircularPdfUrl(edition, region.slug, circular.file);
    const local = toWordPressTime(circular.publishedAt, region.timeZone);
    const gmt = toWordPressTime(circular.publishedAt, 'UTC');
    return {
      id: circular.id,
      date: local,
      date_gmt: gmt,
      guid: { rendered: `${cmsBase}/?p=${circular.id}` },
      modified: local,
      modified_gmt: gmt,
      slug: circular.slug,
      status: 'publish',
      type: 'post',
      link: `${cmsBase}/${circular.slug}/`,
      title: { rendered: text(circular.title) },
      content: { rendered: writeContent(circular, url), protected: false },
      excerpt: { rendered: `<p>${text(circular.excerpt)}</p>\n`, protected: false },
      author: 1,
      featured_media: 0,
      comment_status: 'closed',
      ping_status: 'closed',
      sticky: false,
      format: 'standard',
      meta: { footnotes: '' },
      categories: [circular.category],
      tags: [],
      lang: circular.lang,
      acf: {
        number: circular.number,
        pdf: { url, bytes: renderCircularPdf(circular).byteLength, title: `${circular.label} ${circular.number} – ${circular.title}` },
      },
    };
  });
}

/** The PDF behind an uploads file name, or undefined when the region issued no such circular. */
export function findCircularPdf(edition: EditionId, region: Region, file: string, now: number): Uint8Array<ArrayBuffer> | undefined {
  const circular = createDemoCirculars(edition, region, now).find((candidate) => candidate.file === file);
  return circular ? renderCircularPdf(circular) : undefined;
}
