// A visitor on the news: opens a story from the listing with the keyboard alone, in Spanish and
// in Arabic (right to left), and shares it with the device's sheet, the copy button or a network's
// page. Axe finds nothing on the listing and an article. Then a CMS whose every field carries the
// OWASP filter-evasion vectors: nothing runs, nothing dangerous is left in the page, and the story
// still reads.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import { NEWS_HTML } from '../../src/config/news-html';
import { formatViolations, runAxe, tabTo, useBrowser, withPage } from '../support/browser';
import { HOSTILE_STORY, startHostileCms, type HostileCms } from '../support/hostile-cms';
import { newsText } from '../support/news-data';

const KINGS = inject('kingsUrl');
const browser = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 } };

/** The first story of a listing's grid (the lead is a featured story), as a visitor sees its link. */
async function firstStory(page: Page): Promise<{ href: string; title: string }> {
  const link = page.locator('.news-grid .news-card__title a').first();
  return { href: (await link.getAttribute('href')) ?? '', title: (await link.textContent()) ?? '' };
}

/**
 * Presses the copy button until its status speaks: the page is drawn before its script arrives
 * (ADR 013), and a press before then does nothing yet, as for a visitor.
 */
async function copyLink(page: Page): Promise<string> {
  const button = page.getByRole('button', { name: newsText('es', 'article.share.copy'), exact: true });
  const status = page.locator('.share__status');
  await expect
    .poll(async () => {
      await button.click();
      return (await status.textContent()) ?? '';
    }, { timeout: 20_000 })
    .not.toBe('');
  return (await status.textContent()) ?? '';
}

describe('reading a story from the listing by keyboard', () => {
  it.each([
    { lang: 'es', listing: '/es/espana/noticias', dir: 'ltr' },
    { lang: 'ar', listing: '/ar/mena/news', dir: 'rtl' },
  ] as const)('in $lang: Tab reaches a story, Enter opens it, and the article reads $dir', async ({ listing, dir }) => {
    await withPage(browser(), PHONE, async (page) => {
      await page.goto(KINGS + listing);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
      const lead = page.locator('.news-lead .news-card__title a');
      const leadTitle = await lead.textContent();
      const story = await firstStory(page);
      expect(story.title.length).toBeGreaterThan(0);

      // The lead comes first in the reading order, then the grid.
      await tabTo(page, '.news-lead .news-card__title a', 60);
      await tabTo(page, `.news-grid .news-card__title a[href="${story.href}"]`, 10);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === story.href);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(story.title);
      expect(leadTitle).not.toBe(story.title);

      // The article reads in the page's direction: the breadcrumbs start on the reading side.
      expect(await page.locator('article.article').evaluate((element) => getComputedStyle(element).direction)).toBe(dir);
      const edges = await page.locator('.breadcrumbs ol').evaluate((list) => {
        const box = list.getBoundingClientRect();
        const first = list.querySelector('li')!.getBoundingClientRect();
        return { left: first.left - box.left, right: box.right - first.right };
      });
      expect(dir === 'rtl' ? edges.right : edges.left).toBeLessThan(2);
      expect(dir === 'rtl' ? edges.left : edges.right).toBeGreaterThan(20);

      // And on, by keyboard, to the story before it.
      const next = page.locator('a.article-nav__link[rel="next"]');
      const [nextHref, nextTitle] = [await next.getAttribute('href'), await next.locator('.article-nav__title').textContent()];
      await tabTo(page, 'a.article-nav__link[rel="next"]', 120);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === nextHref);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(nextTitle);
    });
  });
});

describe('sharing a story', () => {
  const listing = '/es/espana/noticias';

  async function openStory(page: Page): Promise<{ url: string; title: string }> {
    await page.goto(KINGS + listing);
    const story = await firstStory(page);
    await page.goto(KINGS + story.href);
    return { url: `https://kingsleague.pro${story.href}`, title: story.title };
  }

  it('copies the story’s address with the copy button, and says so', async () => {
    await withPage(browser(), PHONE, async (page, context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: KINGS });
      const story = await openStory(page);
      expect(await copyLink(page)).toBe(newsText('es', 'article.share.copied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(story.url);
    });
  });

  it('tells the visitor to copy from the address bar when the clipboard refuses', async () => {
    await withPage(browser(), PHONE, async (page) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
      });
      await openStory(page);
      expect(await copyLink(page)).toBe(newsText('es', 'article.share.failed'));
    });
  });

  it('offers the device’s share sheet where there is one, with the story’s title and address', async () => {
    await withPage(browser(), PHONE, async (page) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'share', {
          value: async (data: ShareData) => {
            (window as unknown as { shared: ShareData[] }).shared.push(data);
          },
        });
        (window as unknown as { shared: ShareData[] }).shared = [];
      });
      const story = await openStory(page);
      const native = page.getByRole('button', { name: newsText('es', 'article.share.native'), exact: true });
      await native.waitFor();
      await native.press('Enter');
      await expect.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([{ title: story.title, url: story.url }]);
    });
  });

  it('has no share-sheet button where the device has none', async () => {
    await withPage(browser(), PHONE, async (page) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
      });
      await openStory(page);
      // Once the copy button works, the page is live and has decided about the share sheet.
      await copyLink(page);
      expect(await page.getByRole('button', { name: newsText('es', 'article.share.native'), exact: true }).count()).toBe(0);
    });
  });

  it('opens a network’s share page in a new tab with the story’s address and title', async () => {
    await withPage(browser(), PHONE, async (page, context) => {
      // The network's page itself is not the site's to test: a stand-in answers for it.
      await context.route('https://x.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>X</title>' }));
      const story = await openStory(page);
      const links = page.locator('.share__networks a');
      expect(await links.count()).toBe(4);
      for (const link of await links.all()) {
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toContain('noopener');
        expect(await link.getAttribute('href')).toContain(encodeURIComponent(story.url));
      }
      const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: newsText('es', 'article.share.x') }).click()]);
      await popup.waitForLoadState();
      const shared = new URL(popup.url());
      expect(shared.origin + shared.pathname).toBe('https://x.com/intent/post');
      expect(shared.searchParams.get('url')).toBe(story.url);
      expect(shared.searchParams.get('text')).toBe(story.title);
    });
  });
});

describe('accessibility', () => {
  it.each([
    { what: 'listing', lang: 'es', path: () => Promise.resolve('/es/espana/noticias') },
    { what: 'listing', lang: 'ar', path: () => Promise.resolve('/ar/mena/news') },
    { what: 'article', lang: 'es', path: () => storyOf('/es/espana/noticias') },
    { what: 'article', lang: 'ar', path: () => storyOf('/ar/mena/news') },
  ])('axe finds no violations on the $lang $what', async ({ path }) => {
    const target = await path();
    await withPage(browser(), PHONE, async (page) => {
      await page.goto(KINGS + target);
      const violations = await runAxe(page);
      expect(violations, formatViolations(violations)).toEqual([]);
    });
  });

  /** The first story of a listing, read as a visitor reaches it. */
  async function storyOf(listing: string): Promise<string> {
    return withPage(browser(), PHONE, async (page) => {
      await page.goto(KINGS + listing);
      return (await firstStory(page)).href;
    });
  }
});

describe('a CMS whose every field carries XSS vectors', () => {
  let cms: HostileCms;
  let site: StartedServer;

  beforeAll(async () => {
    cms = await startHostileCms();
    cms.set('ok-hostile');
    site = await startServer({ edition: 'kings', build: false, env: { NEWS_CMS_URL: cms.url } });
  }, 120_000);

  afterAll(async () => {
    await site?.stop();
    await cms?.close();
  });

  /** What the page ran or kept of the vectors, read after the visitor has looked, hovered and focused. */
  async function audit(page: Page) {
    return page.evaluate((embedHosts) => {
      const urlAttributes = ['href', 'src', 'srcset', 'action', 'formaction', 'data', 'poster', 'background', 'xlink:href', 'codebase', 'cite'];
      const elements = [...document.querySelectorAll('*')];
      const describe = (element: Element) => element.outerHTML.slice(0, 120);
      return {
        xss: (window as unknown as { __xss?: unknown }).__xss,
        handlers: elements.flatMap((element) => [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map(() => describe(element))),
        scriptUrls: elements.flatMap((element) =>
          urlAttributes.flatMap((name) => {
            // What the browser would act on: whitespace and control characters inside the scheme are ignored.
            const value = (element.getAttribute(name) ?? '').replace(/[\u0000-\u0020]/g, '').toLowerCase();
            return /(^|,)(javascript|vbscript|data):/.test(value) ? [describe(element)] : [];
          }),
        ),
        styleUrls: elements.filter((element) => /url\(|expression\(|behavior/i.test(element.getAttribute('style') ?? '')).map(describe),
        dangerous: [...document.querySelectorAll('base, meta[http-equiv], main form, main object, main embed, main applet, main link, main style, main svg, main math, main input, main script:not([type="application/ld+json"])')].map(describe),
        foreignFrames: [...document.querySelectorAll('iframe')].filter((frame) => {
          const src = new URL(frame.getAttribute('src') ?? '', location.href);
          return !embedHosts.includes(src.hostname) || src.protocol !== 'https:' || !frame.hasAttribute('sandbox') || frame.hasAttribute('srcdoc');
        }).map(describe),
      };
    }, NEWS_HTML.embedHosts.map((embed): string => embed.host));
  }

  /** Opens `path` as a visitor, hovers and focuses what it shows, and reports what ran and what is left. */
  async function visit(path: string, bypassCSP: boolean, check: (page: Page) => Promise<void>) {
    await withPage(browser(), { ...PHONE, bypassCSP }, async (page, context) => {
      const dialogs: string[] = [];
      const outside: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await context.route(/evil\.example/, (route) => {
        outside.push(route.request().url());
        return route.abort();
      });
      // The allowlisted player's own page is not the site's to test: a blank stand-in answers for it.
      await context.route(/^https:\/\/www\.youtube\.com\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
      const url = site.url + path;
      await page.goto(url, { waitUntil: 'networkidle' });
      // Handlers that wait for a visitor: hover everything the story shows, and move the focus.
      const hoverable = await page.locator('main p, main a, main img, main figure, main div, main table').all();
      expect(hoverable.length, 'the story shows its body').toBeGreaterThan(0);
      for (const element of hoverable) {
        await element.hover({ timeout: 1_000, force: true }).catch(() => undefined);
      }
      await page.keyboard.press('Tab');
      await page.waitForTimeout(300);

      const found = await audit(page);
      expect(dialogs).toEqual([]);
      expect(found.xss).toBeUndefined();
      expect(outside).toEqual([]);
      expect(page.url()).toBe(url);
      expect(found.handlers).toEqual([]);
      expect(found.scriptUrls).toEqual([]);
      expect(found.styleUrls).toEqual([]);
      expect(found.dangerous).toEqual([]);
      expect(found.foreignFrames).toEqual([]);
      await check(page);
    });
  }

  const CSP = [
    { csp: 'with the site’s CSP', bypassCSP: false },
    // Without it, only the sanitiser stands between the vectors and the page.
    { csp: 'with CSP bypassed', bypassCSP: true },
  ];
  const ARTICLES = [
    { lang: 'Spanish', path: `/es/espana/noticias/${HOSTILE_STORY.slug}` },
    { lang: 'Arabic', path: `/ar/mena/news/${HOSTILE_STORY.slug}` },
  ];

  it.each(ARTICLES.flatMap((target) => CSP.map((policy) => ({ ...target, ...policy }))))(
    'runs nothing and keeps nothing dangerous on the article in $lang, $csp, and the story still reads',
    async ({ path, bypassCSP }) => {
      await visit(path, bypassCSP, async (page) => {
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(HOSTILE_STORY.title);
        const body = await page.locator('.article__body').innerText();
        for (const paragraph of HOSTILE_STORY.paragraphs) expect(body).toContain(paragraph);
        expect(await page.locator('.article__standfirst').innerText()).toContain(HOSTILE_STORY.excerpt);
        expect(await page.locator('.article__hero figcaption').innerText()).toBe(HOSTILE_STORY.caption);
        expect(await page.locator('.article__hero img').getAttribute('alt')).toContain(HOSTILE_STORY.alt);
        expect(await page.locator('.article__byline').innerText()).toContain(HOSTILE_STORY.author);
        // The one allowlisted player stays, sandboxed.
        expect(await page.locator('.article__body iframe').getAttribute('src')).toBe(HOSTILE_STORY.embed);
      });
    },
  );

  it.each(CSP)('runs nothing and keeps nothing dangerous on the listing, $csp, and its lead still reads', async ({ bypassCSP }) => {
    await visit('/es/espana/noticias', bypassCSP, async (page) => {
      expect(await page.locator('.news-lead .news-card__title').innerText()).toBe(HOSTILE_STORY.title);
      expect(await page.locator('.news-lead .news-card__excerpt').innerText()).toContain(HOSTILE_STORY.excerpt);
    });
  });
});
