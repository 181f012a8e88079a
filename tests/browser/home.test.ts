// The home pages as a visitor uses them: by keyboard, in both editions, left to right and right
// to left, with axe finding nothing to fix.
import { describe, expect, inject, it } from 'vitest';
import { formatViolations, mainOverflows, runAxe, tabTo, useBrowser, withPage } from '../support/browser';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');
const browser = useBrowser();

describe('the region home by keyboard', () => {
  it.each([
    ['wide screen', { width: 1280, height: 800 }],
    ['phone', { width: 360, height: 740 }],
  ])('Tab reaches the first live match and Enter opens its page (%s)', async (_name, viewport) => {
    await withPage(browser(), { viewport }, async (page) => {
      await page.goto(`${KINGS}/en/espana`);
      const first = page.locator('.live-matches a.mc__row').first();
      const href = await first.getAttribute('href');
      expect(href).toMatch(/^\/en\/espana\/matches\/\d+-/);
      await tabTo(page, '.live-matches a.mc__row');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(href);
      // The focused link shows where focus is: around its whole card, which is the link's target.
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement!.closest('.mc')!).outlineStyle);
      expect(outline).not.toBe('none');
      await page.keyboard.press('Enter');
      await page.waitForURL(`**${href}`);
      expect(await page.locator('h1').count()).toBeGreaterThan(0);
    });
  });

  it('counts down to the next kick-off without errors', async () => {
    await withPage(browser(), {}, async (page) => {
      const errors: string[] = [];
      // Eleven minutes of the page's clock pass in a few seconds while the league keeps real time:
      // a live card's socket for a match the league has not started is refused (409), its designed
      // answer, which Chromium logs; the card polls instead. (One for a match ended meanwhile is
      // told so on the socket, which logs nothing.) Anything else is an error.
      const refusedLiveSocket = /^WebSocket connection to '[^']*\/api\/live\/socket\?[^']*' failed: .*409/;
      page.on('console', (message) => {
        if (message.type() === 'error' && !refusedLiveSocket.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // The browser's clock is ours to move: the countdown follows it to the kick-off.
      await page.clock.install({ time: new Date() });
      await page.goto(`${KINGS}/en/espana`);
      const countdown = page.locator('.kickoff-countdown');
      expect(await countdown.textContent()).toMatch(/^(in \d+ (min|hr|days?)|kicking off now)$/);
      expect(await countdown.getAttribute('aria-live')).toBe('off');
      // The browser entry has taken the countdown over.
      await page.locator('.kickoff-countdown[data-counting]').waitFor();
      // Put the page ten and a half minutes before its kick-off, then let the countdown tick on.
      const kickoff = Date.parse((await countdown.getAttribute('data-kickoff')) ?? '');
      expect(Number.isFinite(kickoff)).toBe(true);
      await page.clock.setSystemTime(kickoff - 10.5 * 60_000);
      await page.clock.runFor(15_000);
      expect(await countdown.textContent()).toBe('in 11 min');
      await page.clock.runFor(5 * 60_000);
      expect(await countdown.textContent()).toBe('in 6 min');
      await page.clock.runFor(6 * 60_000);
      expect(await countdown.textContent()).toBe(await countdown.getAttribute('data-starting'));
      expect(errors).toEqual([]);
    });
  });
});

describe('names on the region home', () => {
  it.each([
    ['the first team of the table', '.standings-top tbody a', '/en/espana/teams/'],
    ['the top scorer', '[aria-labelledby="scorers-heading"] .stat-leaders__player', '/en/espana/players/'],
    ['the team of the first MVP', '[aria-labelledby="mvp-heading"] .stat-leaders__team', '/en/espana/teams/'],
  ])('clicking %s opens its page', async (_name, selector, pathStart) => {
    await withPage(browser(), { viewport: { width: 1280, height: 800 } }, async (page) => {
      await page.goto(`${KINGS}/en/espana`);
      const link = page.locator(selector).first();
      const name = (await link.textContent())?.trim() ?? '';
      expect(name.length).toBeGreaterThan(0);
      await link.click();
      await page.waitForURL(`**${pathStart}**`);
      expect(new URL(page.url()).pathname.startsWith(pathStart)).toBe(true);
      // The page it opens is about the one named: its heading says the name clicked.
      expect((await page.locator('h1').first().textContent())?.replace(/\s+/g, ' ')).toContain(name);
    });
  });
});

describe('the edition home by keyboard', () => {
  it('Tab reaches a league and Enter opens its home', async () => {
    await withPage(browser(), { viewport: { width: 1280, height: 800 } }, async (page) => {
      await page.goto(`${KINGS}/en`);
      await tabTo(page, '.region-card__title a[href="/en/espana"]');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/en/espana');
      expect(await page.locator('h1').textContent()).toBe('Kings League Spain');
    });
  });
});

describe('accessibility of the home pages', () => {
  it.each([
    ['kings home', `${KINGS}/en`],
    ['kings home in Arabic', `${KINGS}/ar`],
    ['kings region home', `${KINGS}/en/espana`],
    ['kings region home in Arabic', `${KINGS}/ar/mena`],
    ['kings club world cup home in Arabic', `${KINGS}/ar/world-cup`],
    ['queens home', `${QUEENS}/en`],
    ['queens home in Arabic', `${QUEENS}/ar`],
    ['queens region home', `${QUEENS}/en/americas`],
    ['queens region home in Arabic', `${QUEENS}/ar/espana`],
  ])('axe finds no violations on the %s', async (_name, url) => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
      await withPage(browser(), { viewport }, async (page) => {
        await page.goto(url);
        const violations = await runAxe(page);
        expect(violations, `${viewport.width}px\n${formatViolations(violations)}`).toEqual([]);
      });
    }
  });

  it.each([`${KINGS}/en/espana`, `${KINGS}/ar/mena`, `${KINGS}/en`, `${QUEENS}/ar`])('fits its content in a 360px phone: %s', async (url) => {
    await withPage(browser(), { viewport: { width: 360, height: 740 } }, async (page) => {
      await page.goto(url);
      expect(await mainOverflows(page)).toBe(false);
    });
  });
});
