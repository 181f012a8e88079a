import type { MiddlewareHandler } from 'hono';
import { getEdition } from '../config/editions';
import { LOCALE_CODES } from '../config/locales';
import { LANGUAGE_SWITCH_PATH } from '../config/pipeline';
import { getRegions } from '../config/regions';
import { ROUTE_IDS, routeEntity, routeHasRegion, type RouteId } from '../config/routes';
import { buildPath, routeExistsIn } from '../lib/routing/build-path';
import { resolvePage } from '../lib/routing/resolve-page';
import { listEditionStories } from '../lib/news';
import { createPageData } from '../lib/page/page-data';
import type { PipelineEnv } from './types';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Listings whose loader only checks their page number: their first page is a page like any other.
const NON_ENTITY_LISTINGS = new Set<RouteId>(['news']);

/** Every page without an entity id, in every language and region it exists in. */
function sitemapPaths(edition: 'kings' | 'queens'): string[] {
  const paths: string[] = [];
  for (const routeId of ROUTE_IDS) {
    if (routeEntity(routeId) && !NON_ENTITY_LISTINGS.has(routeId)) continue;
    if (routeId === 'health') continue;
    const regions = routeHasRegion(routeId) ? getRegions(edition).map((region) => region.slug) : [undefined];
    for (const lang of LOCALE_CODES) {
      if (!routeExistsIn(routeId, lang)) continue;
      for (const region of regions) {
        const path = buildPath(routeId, lang, { region });
        if (resolvePage(path, { edition }).kind === 'page') paths.push(path);
      }
    }
  }
  return paths;
}

/** robots.txt and sitemap.xml for the edition's own domain. */
export function crawlerFiles(): MiddlewareHandler<PipelineEnv> {
  const sitemaps = new Map<string, string>();
  return async (c, next) => {
    const { pathname } = new URL(c.req.url);
    if (pathname !== '/robots.txt' && pathname !== '/sitemap.xml') return next();
    const appEnv = c.get('appEnv');
    const domain = appEnv.SITE_DOMAIN ?? getEdition(appEnv.EDITION).domain;
    c.header('Cache-Control', 'public, max-age=3600');
    if (pathname === '/robots.txt') {
      return c.text(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: ${LANGUAGE_SWITCH_PATH}\n\nSitemap: ${new URL('/sitemap.xml', domain)}\n`);
    }
    const key = `${appEnv.EDITION}|${domain}`;
    let pages = sitemaps.get(key);
    if (!pages) {
      pages = sitemapPaths(appEnv.EDITION).map((path) => `<url><loc>${escapeXml(new URL(path, domain).toString())}</loc></url>`).join('');
      sitemaps.set(key, pages);
    }
    // Stories come and go; they are read each time through the CMS answer cache.
    const stories = await listEditionStories(createPageData(appEnv, c.env ?? {}), getEdition(appEnv.EDITION));
    const storyUrls = stories
      .map((story) => `<url><loc>${escapeXml(new URL(story.path, domain).toString())}</loc><lastmod>${story.lastModified}</lastmod></url>`)
      .join('');
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${pages}${storyUrls}</urlset>\n`;
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  };
}
