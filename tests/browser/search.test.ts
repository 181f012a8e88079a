// The header's search box as a visitor uses it: typing brings suggestions (a listbox whose count
// is announced), the arrows move through them, Enter opens the chosen one or the first, all
// clean for axe in English and Arabic; and without script the box is a form to the results page.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getIntl } from '../../src/lib/i18n/intl';
import { formatViolations, runAxe, tabTo, useBrowser, withPage } from '../support/browser';

const KINGS = inject('kingsUrl');
const browser = useBrowser();
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 360, height: 740 } };

const options = (page: Page) => page.locator('#site-search-list [role="option"]');

// The first question in a language builds that language's index from the whole league (seconds,
// more on a busy machine); what is tested here is the box, so the indexes are built first.
beforeAll(async () => {
  for (const lang of ['en', 'ar']) {
    const answer = await fetch(`${KINGS}/api/search?q=warm&lang=${lang}`, { signal: AbortSignal.timeout(120_000) });
    expect(answer.status).toBe(200);
  }
}, 150_000);

async function typeInBox(page: Page, words: string): Promise<void> {
  await tabTo(page, '#site-search-q');
  // The list is drawn anew for each answer: wait for the one to the whole words, so a late answer
  // to a shorter word cannot redraw the list under the keys that follow.
  const answered = page.waitForResponse((response) => response.url().includes('/api/search?') && new URL(response.url()).searchParams.get('q') === words, { timeout: 60_000 });
  await page.keyboard.type(words);
  await answered;
  await page.locator('form.site-search[data-enhanced]').waitFor();
  await expect.poll(() => options(page).count(), { timeout: 30_000 }).toBeGreaterThan(0);
}

describe('the header search', () => {
  it.each(['en', 'ar'] as const)('in %s suggests as the visitor types, moves by keyboard and opens the chosen result', async (lang) => {
    await withPage(browser(), DESKTOP, async (page) => {
      await page.goto(`${KINGS}/${lang}/espana`);
      // Nothing of the search's own script is loaded before the box is used.
      const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => /enhance-site-search/.test(name)));
      expect(await scripts()).toEqual([]);

      await typeInBox(page, 'relampgo');
      const count = await options(page).count();
      expect(count).toBeGreaterThan(1);
      const input = page.locator('#site-search-q');
      expect(await input.getAttribute('role')).toBe('combobox');
      expect(await input.getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator('.site-search__status').textContent()).toBe(getIntl(lang, 'kings').t('search.count', { count }));
      expect(await options(page).first().textContent()).toContain('Relámpago');

      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const second = options(page).nth(1);
      expect(await input.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
      expect(await second.getAttribute('aria-selected')).toBe('true');
      expect(await options(page).first().getAttribute('aria-selected')).toBe('false');

      const violations = await runAxe(page);
      expect(violations, formatViolations(violations)).toEqual([]);

      const href = await second.getAttribute('data-href');
      expect(href).toMatch(new RegExp(`^/${lang}/espana/`));
      await page.keyboard.press('Enter');
      await page.waitForURL(`${KINGS}${href}`);
    });
  });

  it('opens the first suggestion on Enter, and Escape closes the list', async () => {
    await withPage(browser(), PHONE, async (page) => {
      await page.goto(`${KINGS}/en/espana/tables`);
      await typeInBox(page, 'molina inigo');
      // The list shown may still be an earlier word's until the last answer arrives.
      await expect.poll(() => options(page).first().getAttribute('data-href'), { timeout: 30_000 }).toMatch(/-inigo-molina$/);
      await page.keyboard.press('Escape');
      expect(await page.locator('#site-search-list').isHidden()).toBe(true);
      expect(await page.locator('#site-search-q').getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('ArrowDown');
      const first = await options(page).first().getAttribute('data-href');
      expect(first).toMatch(/^\/en\/espana\/players\/\d+-inigo-molina$/);
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${KINGS}${first}`);
    });
  });

  it('keeps the suggestion the visitor moved to when an answer to the same words redraws the list', async () => {
    await withPage(browser(), DESKTOP, async (page) => {
      await page.goto(`${KINGS}/en/espana`);
      await typeInBox(page, 'relampgo');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const href = await options(page).nth(1).getAttribute('data-href');
      // A space asks again; the answer is the same suggestions, drawn anew under the visitor's keys.
      await options(page).evaluateAll((drawn) => drawn.forEach((option) => option.setAttribute('data-drawn-before', '')));
      const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('q') === 'relampgo ');
      await page.keyboard.type(' ');
      await answered;
      await expect.poll(() => page.locator('#site-search-list [data-drawn-before]').count(), { timeout: 30_000 }).toBe(0);
      expect(await options(page).evaluateAll((drawn) => drawn.map((option) => option.dataset.href))).toContain(href);
      const chosen = page.locator('#site-search-list [aria-selected="true"]');
      expect(await chosen.getAttribute('data-href')).toBe(href);
      expect(await page.locator('#site-search-q').getAttribute('aria-activedescendant')).toBe(await chosen.getAttribute('id'));
      await page.keyboard.press('Enter');
      await page.waitForURL(`${KINGS}${href}`);
    });
  });

  it('keeps the list closed when an answer arrives after Escape, and the arrow opens it fresh', async () => {
    await withPage(browser(), PHONE, async (page) => {
      await page.goto(`${KINGS}/en/espana/tables`);
      await typeInBox(page, 'molina');
      expect(await page.locator('#site-search-list').isHidden()).toBe(false);
      // The answer to the longer words is held until the visitor has closed the list.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/api\/search\?/, async (route) => {
        if (new URL(route.request().url()).searchParams.get('q') !== 'molina inigo') return route.continue();
        await held;
        await route.continue();
      });
      const asked = page.waitForRequest((request) => new URL(request.url()).searchParams.get('q') === 'molina inigo');
      await page.keyboard.type(' inigo');
      await asked;
      await page.keyboard.press('Escape');
      expect(await page.locator('#site-search-list').isHidden()).toBe(true);
      // Asking for the longer words cancelled every earlier ask, so the next list drawn is the held answer's.
      await options(page).evaluateAll((drawn) => drawn.forEach((option) => option.setAttribute('data-drawn-before', '')));
      const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('q') === 'molina inigo');
      release();
      await answered;
      // The late answer fills the list without opening it.
      await expect.poll(() => page.locator('#site-search-list [data-drawn-before]').count(), { timeout: 30_000 }).toBe(0);
      expect(await options(page).first().getAttribute('data-href')).toMatch(/-inigo-molina$/);
      expect(await page.locator('#site-search-list').isHidden()).toBe(true);
      expect(await page.locator('#site-search-q').getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('.site-search__status').textContent()).toBe('');
      await page.keyboard.press('ArrowDown');
      expect(await page.locator('#site-search-list').isHidden()).toBe(false);
      expect(await page.locator('#site-search-q').getAttribute('aria-expanded')).toBe('true');
      expect(await options(page).first().getAttribute('aria-selected')).toBe('true');
    });
  });

  it('without script is a form that opens the results page, clean for axe', async () => {
    const results = await withPage(browser(), { ...DESKTOP, javaScriptEnabled: false }, async (page) => {
      await page.goto(`${KINGS}/ar/espana`);
      await page.locator('#site-search-q').fill('centella');
      await page.locator('#site-search-q').press('Enter');
      await page.waitForURL(/\/ar\/search\?q=centella&region=espana$/);
      const first = page.locator('.search-results a').first();
      expect(await first.getAttribute('href')).toMatch(/^\/ar\/espana\/teams\/\d+-atletico-centella$/);
      return page.url();
    });
    // axe runs as script, so the same page is checked in a browser that has it.
    await withPage(browser(), DESKTOP, async (page) => {
      await page.goto(results);
      const violations = await runAxe(page);
      expect(violations, formatViolations(violations)).toEqual([]);
    });
  });
});
