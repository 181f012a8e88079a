// Light and dark, as a visitor gets them: the system's scheme followed from the first paint, every
// page readable (axe, colour contrast included) in both, and a header switch that is remembered and
// already applied when the page is painted again.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatViolations, runAxe, useBrowser, watchErrors, withPage } from '../support/browser';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');
const browser = useBrowser();

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
// Six pages, each checked with axe in both schemes: more than the default minute on a busy machine
// (up to 240 s at a load average of 45).
const SLOW = 480_000;

/** The root's painted background, as a WCAG relative luminance (0 black, 1 white). */
const rootLuminance = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = (getComputedStyle(document.documentElement).backgroundColor.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    const linear = (value = 0) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  });

const isDark = async (page: Page) => (await rootLuminance(page)) < 0.05;

const found = new Map<string, string[]>();

/** The region home, fixtures, tables, a team, a match and statistics, in the given language. */
async function pagesOf(page: Page, base: string, lang: string): Promise<string[]> {
  const key = `${base} ${lang}`;
  const known = found.get(key);
  if (known) return known;
  const paths = await findPages(page, base, lang);
  found.set(key, paths);
  return paths;
}

async function findPages(page: Page, base: string, lang: string): Promise<string[]> {
  await page.goto(`${base}/en/espana/teams`);
  const team = await page.locator('.team-card__link').first().getAttribute('href');
  await page.goto(`${base}/en/espana/matches`);
  const match = await page.locator('.mc a[href*="/matches/"]').first().getAttribute('href');
  const english = ['/en/espana', '/en/espana/matches', '/en/espana/tables', team, match, '/en/espana/stats'];
  expect(english.every(Boolean)).toBe(true);
  if (lang === 'en') return english as string[];
  const translated: string[] = [];
  // Each page names its own address in the other language.
  for (const path of english) {
    await page.goto(`${base}${path}`);
    const alternate = await page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href');
    translated.push(new URL(alternate ?? '').pathname);
  }
  return translated;
}

// Each page is audited in both schemes on one visit: loaded in one, then the system switched to the
// other, which the page follows at once (reader-preferences listens for the change). Which scheme a
// page loads in alternates by edition, so every language is also seen loading dark and loading light.
// A visit per scheme cost twice the loads and axe injections and covered nothing more (ADR 067).
describe.each([
  ['kings', KINGS, { en: 'dark', ar: 'light' }],
  ['queens', QUEENS, { en: 'light', ar: 'dark' }],
] as const)('the %s edition', (_edition, base, loadedIn) => {
  it.each(['en', 'ar'] as const)('follows the system, as loaded and as switched, and passes axe on every main page in both schemes (%s)', async (lang) => {
    const first = loadedIn[lang];
    const second = first === 'dark' ? 'light' : 'dark';
    await withPage(browser(), { viewport: WIDE, colorScheme: first }, async (page) => {
      const errors = watchErrors(page);
      // As loaded, the page is already in the system's scheme; switched, it follows within a moment.
      const expectScheme = async (path: string, colorScheme: 'dark' | 'light', when: 'loaded' | 'switched') => {
        const what = `${path} ${colorScheme} ${when}`;
        const pressed = () => page.locator('.scheme-switch').getAttribute('aria-pressed');
        if (when === 'switched') await expect.poll(() => isDark(page), { message: what }).toBe(colorScheme === 'dark');
        expect(await isDark(page), what).toBe(colorScheme === 'dark');
        expect(await page.evaluate(() => document.documentElement.hasAttribute('data-scheme')), what).toBe(false);
        // Pressed exactly when the page is dark.
        if (when === 'switched') await expect.poll(pressed, { message: what }).toBe(String(colorScheme === 'dark'));
        expect(await pressed(), what).toBe(String(colorScheme === 'dark'));
        const violations = await runAxe(page);
        expect(violations, `${what}\n${formatViolations(violations)}`).toEqual([]);
      };
      for (const path of await pagesOf(page, base, lang)) {
        await page.emulateMedia({ colorScheme: first });
        await page.goto(`${base}${path}`);
        await page.locator('html[data-prefs]').waitFor({ state: 'attached' });
        await expectScheme(path, first, 'loaded');
        await page.emulateMedia({ colorScheme: second });
        await expectScheme(path, second, 'switched');
      }
      expect(errors).toEqual([]);
    });
  }, SLOW);
});

describe('the theme switch', () => {
  it('turns the page dark, says so, and is dark again from the first paint after a reload', async () => {
    await withPage(browser(), { viewport: PHONE, colorScheme: 'light' }, async (page, context) => {
      // When the body is first inserted, nothing below the head has been painted: what the root
      // shows then is what the first paint shows. A script that ran any later would leave it light.
      await context.addInitScript(() => {
        const seen = window as unknown as { atBody?: { scheme?: string; background: string } };
        new MutationObserver((_changes, observer) => {
          if (!document.body) return;
          seen.atBody = { scheme: document.documentElement.dataset.scheme, background: getComputedStyle(document.documentElement).backgroundColor };
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      const atBody = () => page.evaluate(() => (window as unknown as { atBody?: { scheme?: string; background: string } }).atBody);
      await page.goto(`${KINGS}/en/espana/tables`);
      await page.locator('html[data-prefs]').waitFor({ state: 'attached' });
      expect(await isDark(page)).toBe(false);
      expect((await atBody())?.scheme).toBeUndefined();

      const switcher = page.locator('.scheme-switch');
      expect(await switcher.isVisible()).toBe(true);
      expect(await switcher.getAttribute('aria-pressed')).toBe('false');
      await switcher.click();
      expect(await page.evaluate(() => document.documentElement.dataset.scheme)).toBe('dark');
      expect(await isDark(page)).toBe(true);
      expect(await switcher.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.locator('#reader-announcer').textContent()).toBe('Dark theme on');
      expect(await page.evaluate(() => localStorage.getItem('kl:scheme'))).toBe('dark');

      await page.reload();
      const first = await atBody();
      expect(first?.scheme).toBe('dark');
      expect(first?.background).toBe(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor));
      expect(await isDark(page)).toBe(true);

      // Back to light: the system's own scheme, so the page follows the system again.
      await page.locator('.scheme-switch').click();
      expect(await isDark(page)).toBe(false);
      await expect.poll(() => page.locator('#reader-announcer').textContent()).toBe('Light theme on');
      expect(await page.evaluate(() => localStorage.getItem('kl:scheme'))).toBeNull();
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-scheme'))).toBe(false);
    });
  });

  it('turns a dark system light for this site only, in Arabic too', async () => {
    await withPage(browser(), { viewport: PHONE, colorScheme: 'dark' }, async (page) => {
      await page.goto(`${QUEENS}/ar/espana`);
      await page.locator('html[data-prefs]').waitFor({ state: 'attached' });
      expect(await isDark(page)).toBe(true);
      await page.locator('.scheme-switch').click();
      expect(await isDark(page)).toBe(false);
      expect(await page.locator('.scheme-switch').getAttribute('aria-pressed')).toBe('false');
      await expect.poll(() => page.locator('#reader-announcer').textContent()).toBe('الوضع الفاتح مفعّل');
      await page.goto(`${QUEENS}/ar/espana/tables`);
      expect(await page.evaluate(() => document.documentElement.dataset.scheme)).toBe('light');
      expect(await isDark(page)).toBe(false);
      const violations = await runAxe(page);
      expect(violations, formatViolations(violations)).toEqual([]);
    });
  });
});

describe('without script', () => {
  it.each(['dark', 'light'] as const)('follows the system (%s) and shows no switch', async (colorScheme) => {
    await withPage(browser(), { viewport: PHONE, colorScheme, javaScriptEnabled: false }, async (page) => {
      await page.goto(`${KINGS}/en/espana`);
      expect(await isDark(page)).toBe(colorScheme === 'dark');
      expect(await page.locator('.scheme-switch').isVisible()).toBe(false);
    });
  });
});
