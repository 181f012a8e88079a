import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { crawlerFiles, type CrawlerFilesOptions } from './crawler-files';
import { requestContext } from '../../middleware/resolve-request-context';
import type { PipelineEnv } from '../../middleware/types';
import { serveEndpoints } from '../serve-endpoints';

const KINGS = { EDITION: 'kings', SITE_DOMAIN: 'https://kingsleague.pro' };

function buildApp(options: CrawlerFilesOptions = {}) {
  const app = new Hono<PipelineEnv>();
  app.use(requestContext(), serveEndpoints(crawlerFiles({ cache: () => undefined, ...options })));
  app.get('*', (c) => c.text('page'));
  return app;
}
const app = buildApp();

/** The inside of the `<url>` element whose loc is the address. */
function urlOf(xml: string, loc: string): string | undefined {
  const url = xml.split('<url>').find((each) => each.startsWith(`<loc>${loc}</loc>`));
  return url?.slice(0, url.indexOf('</url>'));
}

describe('robots.txt', () => {
  it('points at the edition’s sitemap index and keeps crawlers off the APIs and the language switch', async () => {
    const text = await (await app.request('/robots.txt', {}, { EDITION: 'queens', SITE_DOMAIN: 'https://queensleague.pro' })).text();
    expect(text).toContain('Sitemap: https://queensleague.pro/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /language\n');
  });
});

describe('the sitemap index', () => {
  it('lists the pages of no region, then each region’s pages, teams, players, matches and stories', async () => {
    const xml = await (await app.request('/sitemap.xml', {}, KINGS)).text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const kind of ['pages', 'teams', 'players', 'matches', 'stories']) {
      expect(xml).toContain(`<sitemap><loc>https://kingsleague.pro/sitemaps/espana/${kind}.xml</loc></sitemap>`);
    }
    expect(xml).toContain('<loc>https://kingsleague.pro/sitemaps/pages.xml</loc>');
    // Section 5: the hidden league has no match pages (its teams have the league-wide ones), and it writes no news.
    expect(xml).toContain('/sitemaps/king-of-kings/teams.xml');
    expect(xml).not.toMatch(/\/sitemaps\/king-of-kings\/(matches|stories)\.xml/);
  });

  it('answers 404 for a file the edition does not have', async () => {
    for (const path of ['/sitemaps/narnia/pages.xml', '/sitemaps/espana/coaches.xml', '/sitemaps/king-of-kings/matches.xml', '/sitemaps/teams.xml']) {
      expect((await app.request(path, {}, KINGS)).status, path).toBe(404);
    }
  });
});

describe('a region’s pages', () => {
  it('lists each page in every language it exists in, each address with all of them and x-default', async () => {
    const response = await app.request('/sitemaps/espana/pages.xml', {}, KINGS);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await response.text();
    const french = urlOf(xml, 'https://kingsleague.pro/fr/espana/classement');
    const spanish = urlOf(xml, 'https://kingsleague.pro/es/espana/clasificacion');
    for (const url of [french, spanish]) {
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="fr" href="https://kingsleague.pro/fr/espana/classement"/>');
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://kingsleague.pro/es/espana/clasificacion"/>');
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://kingsleague.pro/es/espana/clasificacion"/>');
    }
    expect(xml).toContain('<loc>https://kingsleague.pro/es/espana/mercato-fichajes</loc>');
    expect(xml).not.toContain('/en/italia/faqs<');
  });

  it('lists the news listing in the languages the region writes in, with no alternates (section 2)', async () => {
    const xml = await (await app.request('/sitemaps/espana/pages.xml', {}, KINGS)).text();
    expect(urlOf(xml, 'https://kingsleague.pro/es/espana/noticias')).toBe('<loc>https://kingsleague.pro/es/espana/noticias</loc>');
    expect(xml).not.toContain('/en/espana/news<');
  });

  it('keeps the pages of no region apart, and lists no excluded page', async () => {
    const xml = await (await app.request('/sitemaps/pages.xml', {}, KINGS)).text();
    expect(urlOf(xml, 'https://kingsleague.pro/ar')).toContain('hreflang="x-default" href="https://kingsleague.pro/es"');
    expect(xml).not.toContain('/espana');
    expect(xml).not.toContain('/finalissima<');
  });

  it('leaves out the page its record keeps from the sitemaps (the health check)', async () => {
    const xml = await (await app.request('/sitemaps/pages.xml', {}, KINGS)).text();
    expect(xml).toContain('<loc>https://kingsleague.pro/en/legends</loc>');
    expect(xml).not.toContain('_health');
  });
});

describe('a file whose data cannot be had', () => {
  /** Options whose clock the test moves, and whose upstream fails while `failing` is set. */
  function controlled() {
    const state = { time: 1_000_000, failing: false, failures: 0 };
    const options: CrawlerFilesOptions = {
      cache: () => undefined,
      now: () => state.time,
      failedCalls: () => (state.failing ? ++state.failures : state.failures),
    };
    return { state, app: buildApp(options) };
  }

  it('is answered with the last good file, then built again once the data is back', async () => {
    const { state, app: site } = controlled();
    const first = await site.request('/sitemaps/espana/pages.xml', {}, KINGS);
    expect(first.headers.get('x-sitemap')).toBe('miss');
    const good = await first.text();
    expect(good).toContain('<url>');

    state.time += 3_600_000;
    state.failing = true;
    const during = await site.request('/sitemaps/espana/pages.xml', {}, KINGS);
    expect(during.status).toBe(200);
    expect(during.headers.get('x-sitemap')).toBe('stale');
    expect(during.headers.get('cache-control')).toBe('public, max-age=600');
    expect(await during.text()).toBe(good);

    state.failing = false;
    const after = await site.request('/sitemaps/espana/pages.xml', {}, KINGS);
    expect(after.headers.get('x-sitemap')).toBe('miss');
  });

  it('is a 503 to retry later when no file was ever built, never an empty list', async () => {
    const { state, app: site } = controlled();
    state.failing = true;
    const response = await site.request('/sitemaps/espana/pages.xml', {}, KINGS);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('600');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('is served from the kept copy within its lifetime, without building again', async () => {
    const { state, app: site } = controlled();
    await site.request('/sitemaps/espana/pages.xml', {}, KINGS);
    state.time += 60_000;
    const again = await site.request('/sitemaps/espana/pages.xml', {}, KINGS);
    expect(again.headers.get('x-sitemap')).toBe('hit');
  });
});
