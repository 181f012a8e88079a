import { Hono, type Context } from 'hono';
import { LANGUAGE_SWITCH_PATH } from '../../config/path-rules';
import { SITEMAP_FOLDER, SITEMAP_INDEX_PATH, SITEMAP_KINDS, SITEMAP_RETRY_AFTER_SECONDS } from '../../config/sitemaps';
import {
  createKeptSitemaps, findSitemapFile, listSitemapEntries, listSitemapFiles, sitemapFilePath, sitemapIndexXml, urlsetXml,
  type KeptSitemap, type SitemapFile,
} from '../../lib/sitemap';
import { defaultEdgeCache, type EdgeCache } from '../../lib/upstream/edge-cache';
import { upstreamCallsOfThisRequest } from '../../lib/upstream/request-calls';
import { runAfter } from '../../middleware/run-after';
import type { PipelineEnv } from '../../middleware/types';
import { refuse } from '../errors';

export type CrawlerFilesOptions = {
  now?: () => number;
  /** The data centre's cache, shared by its isolates; none outside a Worker. */
  cache?: () => EdgeCache | undefined;
  /** How many of this request's upstream calls have failed so far. */
  failedCalls?: () => number;
};

const XML = 'application/xml; charset=utf-8';
type Served = 'hit' | 'miss' | 'stale';

/**
 * The files crawlers read at the edition's own domain, one route each: robots.txt, and the
 * sitemaps: an index at /sitemap.xml, and one file per region and kind of page under /sitemaps/
 * (ADR 030). Each sitemap is built through the pages' data clients and kept for its kind's
 * lifetime; a file whose data cannot be had is answered with the last one built, never an empty one.
 */
export function crawlerFiles(options: CrawlerFilesOptions = {}) {
  const now = options.now ?? Date.now;
  const failedCalls = options.failedCalls ?? (() => upstreamCallsOfThisRequest().failed);
  const kept = createKeptSitemaps(options.cache ?? defaultEdgeCache);
  const absolute = (path: string, domain: string) => new URL(path, domain).toString();

  return new Hono<PipelineEnv>()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: ${LANGUAGE_SWITCH_PATH}\n\nSitemap: ${absolute(SITEMAP_INDEX_PATH, c.get('request').domain)}\n`);
    })
    .get(SITEMAP_INDEX_PATH, (c) => {
      const { edition, domain } = c.get('request');
      const xml = sitemapIndexXml(listSitemapFiles(edition.id).map((file) => absolute(sitemapFilePath(file), domain)));
      return c.body(xml, 200, { 'Content-Type': XML, 'Cache-Control': 'public, max-age=3600' });
    })
    .get(`${SITEMAP_FOLDER}*`, sitemapFile);

  async function sitemapFile(c: Context<PipelineEnv>) {
    const request = c.get('request');
    const { pathname, edition, domain } = request;
    const file = findSitemapFile(edition.id, pathname);
    if (!file) return refuse(c, 404, 'Not found', { 'Cache-Control': 'no-store' });
    const { lifetimeSeconds } = SITEMAP_KINDS[file.kind];
    const serve = (sitemap: KeptSitemap, state: Served, maxAge: number = lifetimeSeconds) =>
      c.body(sitemap.xml, 200, { 'Content-Type': XML, 'Cache-Control': `public, max-age=${maxAge}`, 'X-Sitemap': state });

    const key = `${edition.id}|${domain}|${pathname}`;
    const last = await kept.read(key);
    if (last && now() - last.builtAt < lifetimeSeconds * 1000) return serve(last, 'hit');

    const built = await build(file, { edition, domain, data: request.data });
    if (built) {
      const sitemap = { xml: built, builtAt: now() };
      await runAfter(c, kept.keep(key, sitemap));
      return serve(sitemap, 'miss');
    }
    // The last good file stands in, asked for again soon; never an empty list in its place.
    if (last) return serve(last, 'stale', SITEMAP_RETRY_AFTER_SECONDS);
    return c.text('Sitemap temporarily unavailable', 503, { 'Retry-After': String(SITEMAP_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' });
  }

  /** The file's XML, or undefined when any upstream call it made failed. */
  async function build(file: SitemapFile, scope: Parameters<typeof listSitemapEntries>[1]): Promise<string | undefined> {
    const failedBefore = failedCalls();
    try {
      const entries = await listSitemapEntries(file, scope);
      return failedCalls() > failedBefore ? undefined : urlsetXml(entries);
    } catch {
      return undefined;
    }
  }
}
