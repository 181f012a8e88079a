// A visitor's own choices, as a visitor makes them: a favourite team chosen with its star and
// still marked after a reload, and spoiler-free mode hiding every result until one is asked for.
// Every page is the same cached HTML for everyone; the browser alone makes it the visitor's.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatViolations, mainOverflows, runAxe, useBrowser, watchErrors, withPage } from '../support/browser';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');
const browser = useBrowser();

// A score as the site writes one ("3–1", "3-1"); minutes, dates and times never take this shape.
const SCORE = /\d+\s*[–-]\s*\d+/;
const PHONE = { width: 360, height: 740 };

// The head script answers the controls from the first paint; the page's own script is not needed.
const hydrated = (page: Page) => page.locator('html[data-prefs]').waitFor({ state: 'attached' });

/** The Layout Instability API's entry, which the DOM library does not type. */
type LayoutShiftEntry = {
  value: number; startTime: number; hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
};

/** The main column's text as the visitor sees it (hidden results are not in it). */
const visibleText = (page: Page) => page.evaluate(() => (document.querySelector('main') as HTMLElement).innerText);

const tinted = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const painted = element.tagName === 'TR' ? (element.firstElementChild as Element) : element;
      return getComputedStyle(painted).backgroundColor;
    }),
  );

describe('a favourite team', () => {
  it.each([
    ['en', KINGS, 'kings'],
    ['ar', KINGS, 'kings'],
    ['en', QUEENS, 'queens'],
  ])('is starred in the teams list and marked everywhere after a reload (%s, %s)', async (lang, base, edition) => {
    await withPage(browser(), { viewport: PHONE }, async (page) => {
      const errors = watchErrors(page);
      await page.goto(`${base}/${lang}/espana/teams`);
      await hydrated(page);
      const card = page.locator('.team-card').nth(1);
      const teamId = await card.getAttribute('data-team-id');
      const teamName = (await card.locator('.card__title').textContent()) ?? '';
      const star = card.locator('.team-card__star');
      expect(await star.getAttribute('aria-pressed')).toBe('false');
      await star.click();
      expect(await star.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.locator('#reader-announcer').textContent()).toContain(teamName);
      // Kept in this browser only, under this edition's key.
      const stored = await page.evaluate((key) => localStorage.getItem(key), `kl:${edition}:favourite`);
      expect(JSON.parse(stored ?? '{}')).toMatchObject({ id: teamId, name: teamName });

      await page.reload();
      await hydrated(page);
      const [chosen, other] = [await tinted(page, `.team-card[data-team-id="${teamId}"]`), await tinted(page, '.team-card:not([data-fav~="' + teamId + '"])')];
      expect(other.length).toBeGreaterThan(0);
      expect(chosen[0]).not.toBe(other[0]);
      expect(await page.locator(`.team-card[data-team-id="${teamId}"] .team-card__star`).getAttribute('aria-pressed')).toBe('true');

      // The header links to the team's page, named for screen readers.
      const link = page.locator('a[data-favourite-link]');
      await expect.poll(() => link.isVisible()).toBe(true);
      expect(decodeURI((await link.getAttribute('href')) ?? '')).toMatch(new RegExp(`^/${lang}/espana/[^/]+/${teamId}-`));
      expect(await link.getAttribute('aria-label')).toContain(teamName);
      await link.click();
      await page.waitForURL(new RegExp(`/${teamId}-`));
      expect(await page.locator('h1').textContent()).toBe(teamName);

      // The region home pins the team's next match at the top; tables and fixtures mark its rows.
      await page.goto(`${base}/${lang}/espana`);
      const pins = page.locator('.favourite-pin');
      const shown = await pins.evaluateAll((sections) => sections.filter((section) => getComputedStyle(section).display !== 'none').map((section) => section.getAttribute('data-pin')));
      expect(shown).toEqual([teamId]);
      expect(await page.locator(`.favourite-pin[data-pin="${teamId}"] .mc__row`).textContent()).toContain(teamName);
      const firstShown = await page.evaluate(() =>
        [...document.querySelectorAll('.home-columns__main > *')].find((element) => getComputedStyle(element).display !== 'none')?.getAttribute('data-pin'),
      );
      expect(firstShown).toBe(teamId);

      const tablesHref = await page.locator('section[aria-labelledby="table-heading"] .home-section__more a').getAttribute('href');
      await page.goto(`${base}${tablesHref}`);
      const rows = await tinted(page, `table.standings tr[data-fav="${teamId}"]`);
      const plain = await tinted(page, `table.standings tbody tr:not([data-fav="${teamId}"])`);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows[0]).not.toBe(plain[0]);
      // The table scrolls inside its own box; the page itself never sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      expect(errors).toEqual([]);
    });
  });

  it('is let go with the same star, and the marks go with it', async () => {
    await withPage(browser(), { viewport: PHONE }, async (page) => {
      await page.goto(`${KINGS}/en/espana/teams`);
      await hydrated(page);
      const star = page.locator('.team-card__star').first();
      await star.click();
      await star.click();
      expect(await star.getAttribute('aria-pressed')).toBe('false');
      await page.reload();
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-favourite'))).toBe(false);
      expect(await page.locator('a[data-favourite-link]').isVisible()).toBe(false);
    });
  });
});

describe('spoiler-free mode', () => {
  it.each(['en', 'ar'])('hides every result on the region home, fixtures, tables and a live match, and shows one on request (%s)', async (lang) => {
    await withPage(browser(), { viewport: PHONE }, async (page) => {
      const errors = watchErrors(page);
      await page.goto(`${KINGS}/${lang}/espana`);
      // Scores are there for everyone else: the same page, spoiler-free only by this link's flag.
      expect(await visibleText(page)).toMatch(SCORE);
      const liveHref = await page.locator('.live-matches a.mc__row').first().getAttribute('href');
      const fixturesHref = await page.locator('.site-nav a').evaluateAll((links) => links.map((link) => link.getAttribute('href')).find((href) => /\/espana\/[^/]+$/.test(href ?? '') && /matches|partidos|مباريات/.test(decodeURI(href ?? ''))));

      await page.goto(`${KINGS}/${lang}/espana?spoilers=off`);
      await hydrated(page);
      expect(await page.locator('.spoiler-switch').getAttribute('aria-pressed')).toBe('true');
      expect(await visibleText(page)).not.toMatch(SCORE);
      // The table streams into its block, and may be swapped in after the load event: wait for it there.
      const table = page.locator('[data-spoiler-block] .standings-top');
      await table.waitFor({ state: 'attached' });
      expect(await table.isVisible()).toBe(false);
      await page.locator('[data-spoiler-block]:has(.standings-top) > .spoiler-reveal').click();
      expect(await table.isVisible()).toBe(true);
      expect(await mainOverflows(page)).toBe(false);

      // Kept across navigation without the flag: the fixtures, then the tables.
      await page.goto(`${KINGS}${fixturesHref ?? `/${lang}/espana/matches`}`);
      await hydrated(page);
      expect(await visibleText(page)).not.toMatch(SCORE);
      const fixture = page.locator('.mc[data-spoiler-scope]').first();
      await fixture.locator('.spoiler-reveal').click();
      expect(await fixture.locator('.mc__mid').innerText()).toMatch(SCORE);
      // One match only: the next played one still hides its score.
      expect(await page.locator('.mc[data-spoiler-scope]:not([data-revealed])').count()).toBeGreaterThan(0);
      expect(await page.locator('.mc[data-spoiler-scope]:not([data-revealed]) .mc__mid').first().innerText()).not.toMatch(SCORE);
      // Focus moved to what was revealed, which a screen reader reads out.
      expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-revealed'))).toBe(true);

      await page.goto(`${KINGS}${liveHref}`);
      await hydrated(page);
      expect(await visibleText(page)).not.toMatch(SCORE);
      expect(await page.locator('.scoreboard__score').isVisible()).toBe(false);
      await page.locator('.scoreboard .spoiler-reveal').click();
      expect(await page.locator('.scoreboard__score').isVisible()).toBe(true);
      expect(errors).toEqual([]);
    });
  });

  it('hides the tables behind "show table" and is turned off from the header, aloud', async () => {
    await withPage(browser(), { viewport: { width: 1280, height: 800 } }, async (page) => {
      await page.goto(`${KINGS}/en/espana/tables?spoilers=off`);
      await hydrated(page);
      expect(await page.locator('table.standings').first().isVisible()).toBe(false);
      expect(await visibleText(page)).not.toMatch(SCORE);
      const violations = await runAxe(page);
      expect(violations, formatViolations(violations)).toEqual([]);

      const switcher = page.locator('.spoiler-switch');
      await switcher.click();
      expect(await switcher.getAttribute('aria-pressed')).toBe('false');
      await expect.poll(() => page.locator('#reader-announcer').textContent()).toMatch(/shown/);
      expect(await page.locator('table.standings').first().isVisible()).toBe(true);
      // The shared flag is dropped from the address once the visitor has chosen otherwise.
      expect(new URL(page.url()).searchParams.has('spoilers')).toBe(false);
      await page.reload();
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-spoilers'))).toBe(false);
    });
  });

  it('moves nothing on a region home with a favourite team and spoiler-free on', async () => {
    await withPage(browser(), { viewport: PHONE }, async (page, context) => {
      await context.addInitScript(() => {
        localStorage.setItem('kl:kings:favourite', JSON.stringify({ id: '2', name: 'Team', slug: 'team', region: 'espana' }));
        localStorage.setItem('kl:kings:spoilers', 'off');
        // Each shift with what moved, from where to where, so a failure names its cause.
        const shifts: string[] = [];
        (window as unknown as { shifts: string[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
            if (entry.hadRecentInput) continue;
            // A live card's badge follows its match over the socket (the minute or the half can
            // change its width when the first pushed view arrives): the match moving, not the page.
            const sourceElements = entry.sources.map(({ node }) => (node instanceof Element ? node : node?.parentElement));
            if (sourceElements.length > 0 && sourceElements.every((element) => element?.closest('.badge--live'))) continue;
            const moved = entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
              const element = node instanceof Element ? node : node?.parentElement;
              const name = element ? `${element.tagName.toLowerCase()}.${element.className} ${element.getAttribute('src') ?? ''}` : 'a node';
              return `${name} ${[from.x, from.y, from.width, from.height]} → ${[to.x, to.y, to.width, to.height]}`;
            });
            shifts.push(`${entry.value} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${KINGS}/en/espana`, { waitUntil: 'networkidle' });
      await hydrated(page);
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    });
  });
});

describe('without script', () => {
  it('shows every result and no control that could not work', async () => {
    await withPage(browser(), { viewport: PHONE, javaScriptEnabled: false }, async (page) => {
      await page.goto(`${KINGS}/en/espana?spoilers=off`);
      expect(await visibleText(page)).toMatch(SCORE);
      expect(await page.locator('.spoiler-switch').isVisible()).toBe(false);
      expect(await page.locator('.favourite-pin').first().isVisible()).toBe(false);
    });
  });
});
