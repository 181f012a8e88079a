import { describe, expect, inject, it } from 'vitest';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');

async function page(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  return { response, html: await response.text() };
}
const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

describe('page head', () => {
  it('titles a page with its title and the region’s league title in the page’s language', async () => {
    const { html } = await page(`${KINGS}/fr/espana/classement`);
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe('Classement | Kings League Espagne');
  });

  it('uses the site title outside a region', async () => {
    const { html } = await page(`${KINGS}/en/legends`);
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe('Legends | Kings League');
  });

  it('points og:image at the region’s image, else the edition’s', async () => {
    expect(attr((await page(`${KINGS}/en/italia/matches`)).html, /property="og:image" content="([^"]+)"/)).toBe(
      'https://kingsleague.pro/img/og/kings-italia.jpg',
    );
    expect(attr((await page(`${KINGS}/en/legends`)).html, /property="og:image" content="([^"]+)"/)).toBe(
      'https://kingsleague.pro/img/generic-og-kl.jpg',
    );
    expect(attr((await page(`${QUEENS}/en/finalissima`)).html, /property="og:image" content="([^"]+)"/)).toBe(
      'https://queensleague.pro/img/generic-og-ql.jpg',
    );
  });

  it('keeps only the page parameter in the canonical URL', async () => {
    const { html } = await page(`${KINGS}/en/espana/stats/goals?page=3&sort=name&utm_source=x`);
    expect(attr(html, /rel="canonical" href="([^"]+)"/)).toBe('https://kingsleague.pro/en/espana/stats/goals?page=3');
    const plain = await page(`${KINGS}/en/espana/stats/goals?utm_source=x`);
    expect(attr(plain.html, /rel="canonical" href="([^"]+)"/)).toBe('https://kingsleague.pro/en/espana/stats/goals');
  });

  it('lists the page in every language it exists in, with an x-default', async () => {
    const { html } = await page(`${KINGS}/en/espana/mercato-transfers`);
    const alternates = [...html.matchAll(/rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(alternates).toEqual([
      ['en', 'https://kingsleague.pro/en/espana/mercato-transfers'],
      ['es', 'https://kingsleague.pro/es/espana/mercato-fichajes'],
      ['x-default', 'https://kingsleague.pro/es/espana/mercato-fichajes'],
    ]);
  });

  it('emits none of the page’s own link tags on news and post pages', async () => {
    const listing = await page(`${KINGS}/es/espana/noticias`);
    // A story the listing itself links to, so the article is a real one.
    const story = /href="(\/es\/espana\/noticias\/[^"?]+)"/.exec(listing.html)?.[1];
    expect(story).toBeDefined();
    for (const path of ['/es/espana/noticias', story ?? '']) {
      const { html, response } = await page(`${KINGS}${path}`);
      expect(response.status).toBe(200);
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('rel="alternate"');
    }
  });

  it('renders Arabic right to left with its language tag', async () => {
    const { html } = await page(`${KINGS}/ar/mena`);
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    const { html: english } = await page(`${KINGS}/en/mena`);
    expect(english).toMatch(/<html lang="en-GB" dir="ltr"/);
  });

  it('speaks the women’s edition on the women’s site', async () => {
    const { html } = await page(`${QUEENS}/en`);
    expect(html).toContain('Queens League');
    expect(html).toContain('data-edition="queens"');
    expect(html).not.toContain('/img/logo-kings.svg');
  });
});
