import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { crawlerFiles } from './crawler-files';
import { editionContext } from './edition-context';
import type { PipelineEnv } from './types';

const app = new Hono<PipelineEnv>();
app.use(editionContext(), crawlerFiles());
app.get('*', (c) => c.text('page'));

describe('crawlerFiles', () => {
  it('points robots.txt at the edition’s sitemap and keeps crawlers off the APIs and the language switch', async () => {
    const text = await (await app.request('/robots.txt', {}, { EDITION: 'queens', SITE_DOMAIN: 'https://queensleague.pro' })).text();
    expect(text).toContain('Sitemap: https://queensleague.pro/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /language\n');
  });

  it('lists the edition’s pages in every language, and no excluded page', async () => {
    const xml = await (await app.request('/sitemap.xml', {}, { EDITION: 'kings', SITE_DOMAIN: 'https://kingsleague.pro' })).text();
    expect(xml).toContain('<loc>https://kingsleague.pro/fr/espana/classement</loc>');
    expect(xml).toContain('<loc>https://kingsleague.pro/es/espana/mercato-fichajes</loc>');
    expect(xml).not.toContain('/en/italia/faqs<');
    expect(xml).not.toContain('/finalissima<');
  });
});
