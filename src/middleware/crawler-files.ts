import type { MiddlewareHandler } from 'hono';
import { LANGUAGE_SWITCH_PATH } from '../config/pipeline';
import { SITEMAP_FOLDER, SITEMAP_INDEX_PATH, SITEMAP_KINDS, SITEMAP_RETRY_AFTER_SECONDS } from '../config/sitemaps';
import {
  createKeptSitemaps, findSitemapFile, listSitemapEntries, listSitemapFiles, sitemapFilePath, sitemapIndexXml, urlsetXml,
  type KeptSitemap, type SitemapFile,
} from '../lib/sitemap';
import { defaultEdgeCache, type EdgeCache } from '../lib/upstream/edge-cache';
import { upstreamCallsOfThisRequest } from '../lib/upstream/request-calls';
import { runAfter } from './run-after';
import type { PipelineEnv } from './types';

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
 * robots.txt and the sitemaps for the edition's own domain: an index at /sitemap.xml, and one file
 * per region and kind of page under /sitemaps/ (ADR 030). Each file is built through the pages'
 * data clients and kept for its kind's lifetime; a file whose data cannot be had is answered with
 * the last one built, never an empty one.
 */
export function crawlerFiles(options: CrawlerFilesOptions = {}): MiddlewareHandler<PipelineEnv> {
  const now = options.now ?? Date.now;
  const failedCalls = options.failedCalls ?? (() => upstreamCallsOfThisRequest().failed);
  const kept = createKeptSitemaps(options.cache ?? defaultEdgeCache);

  return async (c, next) => {
    const request = c.get('request');
    const { pathname, edition, domain } = request;
    if (pathname !== '/robots.txt' && pathname !== SITEMAP_INDEX_PATH && !pathname.startsWith(SITEMAP_FOLDER)) return next();
    const absolute = (path: string) => new URL(path, domain).toString();

    if (pathname === '/robots.txt') {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: ${LANGUAGE_SWITCH_PATH}\n\nSitemap: ${absolute(SITEMAP_INDEX_PATH)}\n`);
    }
    if (pathname === SITEMAP_INDEX_PATH) {
      const xml = sitemapIndexXml(listSitemapFiles(edition.id).map((file) => absolute(sitemapFilePath(file))));
      return c.body(xml, 200, { 'Content-Type': XML, 'Cache-Control': 'public, max-age=3600' });
    }

    const file = findSitemapFile(edition.id, pathname);
    if (!file) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
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
  };

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
