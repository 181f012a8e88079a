import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { createDemoCmsApp } from '../../demo-league/cms';
import { createCmsApi } from '../../lib/cms/api';
import { demoCmsBase } from '../../lib/cms/demo-base';
import type { Fetcher } from '../../lib/upstream/fetch-json';
import { createRecordingClient } from '../../lib/upstream/testing/recording-client';
import { requestContext } from '../../middleware/resolve-request-context';
import { newsFeed } from './news-feed';
import { buildTestApp, KINGS_ENV } from '../../middleware/test-app';
import { serveEndpoints } from '../serve-endpoints';

const NOW = Date.UTC(2027, 2, 14, 18, 0, 0);
const demo = createDemoCmsApp({ now: () => NOW });

function buildApp(answer: Fetcher = async (request) => demo.fetch(request)) {
  const { client, urls } = createRecordingClient(answer, { now: () => NOW, timeoutMs: 5_000 });
  const news = createCmsApi({ client, baseFor: (region) => demoCmsBase('kings', region.slug) });
  return { app: buildTestApp([requestContext(), serveEndpoints(newsFeed({ newsFor: () => news }))]), urls };
}

type Item = { title: string; link: string; guid: string | { '#text': string }; pubDate: string };

describe('newsFeed', () => {
  it("serves a region's twenty newest stories as RSS beside its listing, linked to the site's own story pages", async () => {
    const { app } = buildApp();
    const response = await app.request('/es/espana/noticias/feed.xml', {}, KINGS_ENV);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=900');
    const rss = new XMLParser({ ignoreAttributes: false }).parse(await response.text()) as {
      rss: { channel: { link: string; language: string; item: Item[]; 'atom:link': { '@_href': string } } };
    };
    const { channel } = rss.rss;
    expect(channel.link).toBe('https://kingsleague.pro/es/espana/noticias');
    expect(channel['atom:link']['@_href']).toBe('https://kingsleague.pro/es/espana/noticias/feed.xml');
    expect(channel.language).toMatch(/^es/);
    expect(channel.item).toHaveLength(20);
    for (const item of channel.item) expect(item.link).toMatch(/^https:\/\/kingsleague\.pro\/es\/espana\/noticias\/[^/]+$/);
    const dates = channel.item.map((item) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('says calmly that the news cannot be read when the CMS fails, and asks to come back later', async () => {
    const { app } = buildApp(async () => new Response('down', { status: 503 }));
    const response = await app.request('/es/espana/noticias/feed.xml', {}, KINGS_ENV);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('300');
  });

  it("leaves to the route guard a feed where the region has no news in that language, or no listing at all", async () => {
    const { app, urls } = buildApp();
    // Spain's CMS writes in Spanish only; "tables" is no news listing.
    for (const path of ['/en/espana/news/feed.xml', '/es/espana/clasificacion/feed.xml', '/es/atlantis/noticias/feed.xml', '/es/espana/noticias']) {
      expect(await (await app.request(path, {}, KINGS_ENV)).text(), path).toContain('page');
    }
    expect(urls).toEqual([]);
  });
});
