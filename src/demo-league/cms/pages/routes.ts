// The demo CMS's routes for the league's own editorial content:
//   GET {demoCms}/:edition/:region/wp-json/wp/v2/pages?slug=…&lang=…   WordPress's pages route
//   GET {demoCms}/:edition/:region/wp-content/uploads/circulars/{file}.pdf      a circular's PDF
//   GET {demoCms}/:edition/:region/wp-content/uploads/book-of-rules/{file}.pdf  the Book of Rules
// The circulars themselves are posts, answered by the posts route (see listDemoCircularPosts).
import type { Context, Hono } from 'hono';
import { API_PATHS } from '../../../config/api-paths';
import { readTarget } from '../cms-target';
import { findCircularPdf } from '../circulars';
import { readPostsQuery } from '../query';
import { NO_ROUTE, wpError } from '../wp-error';
import { findBookOfRules } from './book-of-rules';
import { createDemoPages } from './create-demo-pages';

export type DemoPageRoutesOptions = {
  /** The clock pages and circulars are dated by (the demo league's "now"). */
  now?: () => number;
};

const REGION_ROOT = `${API_PATHS.demoCms}/:edition/:region`;
const PDF_FILE = /^[a-z0-9-]{1,80}\.pdf$/;
// Dates count from the start of the day, so a PDF stays the same for hours; an hour keeps it fresh.
const PDF_CACHE = 'public, max-age=3600';

/** A slug as WordPress compares it: non-ASCII letters percent-encoded, escapes in lowercase. */
function toStoredSlug(slug: string): string {
  return slug.replace(/[^\x00-\x7f]+/g, (text) => encodeURIComponent(text)).replace(/%[0-9A-F]{2}/gi, (escape) => escape.toLowerCase());
}

function sendPdf(c: Context, file: string, bytes: Uint8Array<ArrayBuffer> | undefined): Response {
  if (!bytes) return c.json(NO_ROUTE, 404);
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Length', String(bytes.byteLength));
  c.header('Content-Disposition', `inline; filename="${file}"`);
  c.header('Cache-Control', PDF_CACHE);
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(bytes);
}

export function registerDemoPageRoutes(app: Hono, options: DemoPageRoutesOptions = {}): void {
  const { now = () => Date.now() } = options;

  app.get(`${REGION_ROOT}/wp-json/wp/v2/pages`, (c) => {
    const target = readTarget(c);
    if (!target) return c.json(NO_ROUTE, 404);
    const read = readPostsQuery((name) => c.req.query(name), (name) => c.req.queries(name));
    if (!read.ok) {
      return c.json(wpError('rest_invalid_param', `Invalid parameter(s): ${read.param}`, 400, { [read.param]: read.message }), 400);
    }
    const { perPage, page, slugs, lang } = read.query;
    const wanted = slugs?.map(toStoredSlug);
    const matching = createDemoPages(target.edition, target.region, { now: now(), cmsBase: target.cmsBase }).filter(
      (candidate) => (!lang || candidate.lang === lang) && (!wanted || wanted.includes(candidate.slug)),
    );
    const totalPages = Math.ceil(matching.length / perPage);
    if (matching.length > 0 && page > totalPages) {
      return c.json(wpError('rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.', 400), 400);
    }
    c.header('X-WP-Total', String(matching.length));
    c.header('X-WP-TotalPages', String(totalPages));
    return c.json(matching.slice((page - 1) * perPage, page * perPage));
  });

  app.get(`${REGION_ROOT}/wp-content/uploads/circulars/:file`, (c) => {
    const target = readTarget(c);
    const file = c.req.param('file');
    if (!target || !PDF_FILE.test(file)) return c.json(NO_ROUTE, 404);
    return sendPdf(c, file, findCircularPdf(target.edition, target.region, file, now()));
  });

  app.get(`${REGION_ROOT}/wp-content/uploads/book-of-rules/:file`, (c) => {
    const target = readTarget(c);
    const file = c.req.param('file');
    if (!target || !PDF_FILE.test(file)) return c.json(NO_ROUTE, 404);
    return sendPdf(c, file, findBookOfRules(target.edition, target.region, file, now()));
  });
}
