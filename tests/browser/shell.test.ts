import { describe, expect, inject, it } from 'vitest';
import { formatViolations, runAxe, useBrowser, withContext } from '../support/browser';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');
const browser = useBrowser();

describe('a visitor arriving', () => {
  it('lands on /fr when the browser speaks French', async () => {
    await withContext(browser(), { locale: 'fr-FR' }, async (context) => {
      const page = await context.newPage();
      await page.goto(`${KINGS}/`);
      expect(new URL(page.url()).pathname).toBe('/fr');
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR');
    });
  });

  it('comes back to the language chosen in the switcher, whatever the browser says', async () => {
    await withContext(browser(), { locale: 'de-DE' }, async (context) => {
      const page = await context.newPage();
      await page.goto(`${KINGS}/de/espana`);
      await page.locator('.language-switcher > summary').click();
      await page.getByRole('link', { name: 'Italiano' }).click();
      await page.waitForURL('**/it/espana');
      await page.goto(`${KINGS}/`);
      expect(new URL(page.url()).pathname).toBe('/it');
    });
  });

  it('is sent by its browser language after reading a page in another, as no page sets the cookie', async () => {
    await withContext(browser(), { locale: 'de-DE' }, async (context) => {
      const page = await context.newPage();
      await page.goto(`${KINGS}/it/espana`);
      await page.goto(`${KINGS}/`);
      expect(new URL(page.url()).pathname).toBe('/de');
    });
  });
});

describe('the language switcher', () => {
  it('keeps the visitor on the same page in the other language', async () => {
    await withContext(browser(), { locale: 'en-GB' }, async (context) => {
      const page = await context.newPage();
      await page.goto(`${KINGS}/en/espana/tables`);
      await page.locator('.language-switcher > summary').click();
      await page.getByRole('link', { name: 'Español' }).click();
      await page.waitForURL('**/es/espana/clasificacion');
      expect(await page.locator('h1').textContent()).toBe('Clasificación');
    });
  });

  it('falls back to the region home where the page does not exist in that language', async () => {
    await withContext(browser(), {}, async (context) => {
      const page = await context.newPage();
      await page.goto(`${KINGS}/es/espana/mercato-fichajes`);
      await page.locator('.language-switcher > summary').click();
      await page.getByRole('link', { name: 'Français' }).click();
      await page.waitForURL('**/fr/espana');
      expect(new URL(page.url()).pathname).toBe('/fr/espana');
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR');
      expect(await page.locator('main h1').count()).toBeGreaterThan(0);
    });
  });
});

describe('menus by keyboard', () => {
  it('opens the menu on a phone and follows a link with the keyboard alone', async () => {
    await withContext(browser(), { viewport: { width: 390, height: 844 } }, async (context) => {
      const page = await context.newPage();
      await page.goto(`${KINGS}/en/espana`);
      const toggle = page.locator('.site-nav__toggle > summary');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.site-nav__toggle').getAttribute('open')).not.toBeNull();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Tables');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/en/espana/tables');
    });
  });

  it('opens a submenu with Enter and closes it with Escape, focus back on its button', async () => {
    await withContext(browser(), { viewport: { width: 1280, height: 800 } }, async (context) => {
      const page = await context.newPage();
      await page.goto(`${KINGS}/en/espana`);
      const players = page.locator('.site-nav__list summary', { hasText: 'Players' });
      // Escape is handled by the menu enhancer, which exists only once the browser entry has run.
      await page.locator('html[data-menus="ready"]').waitFor({ state: 'attached' });
      await players.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Draft players');
      await page.keyboard.press('Escape');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Players');
      expect(await players.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)).toBe(false);
    });
  });

  it('shows the menu outright on a wide screen and behind its button on a phone', async () => {
    for (const [width, visibleAtFirst] of [[1280, true], [390, false]] as const) {
      await withContext(browser(), { viewport: { width, height: 800 } }, async (context) => {
        const page = await context.newPage();
        await page.goto(`${KINGS}/en/espana`);
        const tables = page.locator('.site-nav__list > li > a', { hasText: 'Tables' });
        expect(await tables.isVisible(), `${width}px`).toBe(visibleAtFirst);
        expect(await page.locator('.site-nav__toggle > summary').isVisible(), `${width}px`).toBe(!visibleAtFirst);
      });
    }
  });

  it('skips to the content first', async () => {
    await withContext(browser(), {}, async (context) => {
      const page = await context.newPage();
      await page.goto(`${KINGS}/en/espana`);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    });
  });
});

describe('Arabic', () => {
  it('lays the page out right to left', async () => {
    await withContext(browser(), { viewport: { width: 1280, height: 800 } }, async (context) => {
      const page = await context.newPage();
      await page.goto(`${KINGS}/ar/mena`);
      expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
      const logo = await page.locator('.site-header__logo').boundingBox();
      expect(logo && logo.x).toBeGreaterThan(640);
    });
  });
});

describe('the region switch on a phone', () => {
  it.each([
    ['en', `${KINGS}/en/espana`, 'ESP', 'Spain'],
    ['ar', `${KINGS}/ar/espana`, 'إسبانيا', 'إسبانيا'],
    ['ar', `${KINGS}/ar/world-cup`, 'كأس الأندية', 'كأس العالم للأندية'],
    ['es', `${QUEENS}/es/americas`, 'AMÉR', 'América'],
  ])('shows a short form a fan reads, never a cut name, and says the whole name (%s, %s)', async (lang, url, short, full) => {
    await withContext(browser(), { viewport: { width: 360, height: 740 } }, async (context) => {
      const page = await context.newPage();
      await page.goto(url);
      const summary = page.locator('.region-switcher > summary');
      // What is painted: the short form, whole (its text no wider than its box).
      const shown = await summary.evaluate((element) => {
        const visible = [...element.querySelectorAll<HTMLElement>('span')].filter((span) => span.getBoundingClientRect().width > 1 && getComputedStyle(span).display !== 'none');
        return visible.map((span) => ({ text: span.textContent, cut: span.scrollWidth > span.clientWidth + 1 }));
      });
      expect(shown).toEqual([{ text: short, cut: false }]);
      // What a screen reader says: the region's whole name, not the short form beside it.
      const snapshot = await summary.ariaSnapshot();
      expect(snapshot).toContain(full);
      if (short !== full) expect(snapshot).not.toContain(short);
      await page.screenshot({ path: `tests/.artifacts/region-switch-${lang}-360-${url.split('/').pop()}.png`, clip: { x: 0, y: 0, width: 360, height: 120 } });
    });
  });
});

describe('accessibility', () => {
  it.each([
    ['home', `${KINGS}/en`],
    ['region home', `${KINGS}/en/espana`],
    ['region home in Arabic', `${KINGS}/ar/mena`],
    ['404 screen', `${KINGS}/en/espana/no-such-page`],
    ['women’s region home', `${QUEENS}/es/espana`],
  ])('axe finds no violations on the %s', async (_name, url) => {
    await withContext(browser(), {}, async (context) => {
      const page = await context.newPage();
      await page.goto(url);
      const violations = await runAxe(page);
      expect(violations, formatViolations(violations)).toEqual([]);
    });
  });
});

describe('a script chunk that fails to load', () => {
  it('reloads the page once, and not again within ten seconds', async () => {
    await withContext(browser(), {}, async (context) => {
      const page = await context.newPage();
      // Counted as document requests, not load events: the first document may still be streaming
      // its late sections when the failed chunk makes it reload, and then it never fires `load`.
      let loads = 0;
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
      });
      // Every request for the app's main chunk fails, as after a deploy that replaced it.
      await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
      await page.goto(`${KINGS}/en/espana`);
      await expect.poll(() => loads, { timeout: 5_000 }).toBe(2);
      await page.waitForTimeout(1_500);
      expect(loads).toBe(2);
      const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('kl:chunk-reload') ?? 'null'));
      expect(stored).toMatchObject({ path: '/en/espana' });
    });
  });
});
