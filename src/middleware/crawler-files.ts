import type { MiddlewareHandler } from 'hono';
import { getEdition } from '../config/editions';
import { LOCALE_CODES } from '../config/locales';
import { getRegions } from '../config/regions';
import { ROUTE_IDS, getRouteDefinition, routeHasRegion } from '../config/routes';
import { buildPath, routeExistsIn } from '../lib/routing/build-path';
import { resolvePage } from '../lib/routing/resolve-page';
import type { PipelineEnv } from './types';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every page without an entity id, in every language and region it exists in. */
function sitemapPaths(edition: 'kings' | 'queens'): string[] {
  const paths: string[] = [];
  for (const routeId of ROUTE_IDS) {
    if (getRouteDefinition(routeId).segments.some((segment) => 'entity' in segment) || routeId === 'health') continue;
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
      return c.text(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', domain)}\n`);
    }
    const key = `${appEnv.EDITION}|${domain}`;
    let xml = sitemaps.get(key);
    if (!xml) {
      const urls = sitemapPaths(appEnv.EDITION).map((path) => `<url><loc>${escapeXml(new URL(path, domain).toString())}</loc></url>`);
      xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
      sitemaps.set(key, xml);
    }
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  };
}
