// A visitor on the matches page: picks a matchday and a team with the mouse, with the keyboard
// and without script; the URL carries the choice and the list follows. Axe finds nothing.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { formatViolations, runAxe, tabTo, useBrowser } from '../support/browser';
import { currentTurn, readMatchCentre, type MatchCentre } from '../support/league-data';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');
const browser = useBrowser();
let centre: MatchCentre;

beforeAll(async () => {
  centre = await readMatchCentre(KINGS, 'espana', 'en');
});

async function openFixtures(url: string, options: { javaScriptEnabled?: boolean; timezoneId?: string } = {}): Promise<Page> {
  const context = await browser().newContext({ viewport: { width: 390, height: 844 }, ...options });
  const page = await context.newPage();
  await page.goto(url);
  // With script, wait until the pickers are live (the browser entry marks their form once it has enhanced it).
  if (options.javaScriptEnabled !== false) await page.locator('form.matches-filter[data-enhanced]').waitFor();
  return page;
}

const shownMatchIds = (page: Page) =>
  page.locator('.matches-list > li').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-match-id'))));
const heading = (page: Page) => page.locator('#matches-turn-heading').textContent();

describe('the matchday picker', () => {
  it('shows the matchday being played first, and another one once picked', async () => {
    const page = await openFixtures(`${KINGS}/en/espana/matches`);
    expect(await heading(page)).toBe(currentTurn(centre).name);
    const first = centre.turns[0]!;
    await page.locator('#matches-turn').selectOption(String(first.id));
    await page.waitForURL(`**/en/espana/matches?turn=${first.id}`);
    expect(await heading(page)).toBe(first.name);
    expect((await shownMatchIds(page)).sort()).toEqual(first.matches.map((match) => match.id).sort());
    await page.context().close();
  });

  it('is reached with Tab and changed with the arrow keys, and focus comes back to it', async () => {
    const page = await openFixtures(`${KINGS}/en/espana/matches?turn=${centre.turns[0]!.id}`);
    await tabTo(page, '#matches-turn', 40);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('matches-turn');
    const second = centre.turns[1]!;
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(`**/en/espana/matches?turn=${second.id}`);
    expect(await heading(page)).toBe(second.name);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('matches-turn');
    await page.context().close();
  });
});

describe('the team filter', () => {
  it('keeps the matchday and shows only the picked team’s matches', async () => {
    const turn = centre.turns[0]!;
    const team = turn.matches[0]!.homeTeam!;
    const page = await openFixtures(`${KINGS}/en/espana/matches?turn=${turn.id}`);
    await page.locator('#matches-team').selectOption(String(team.id));
    await page.waitForURL(`**/en/espana/matches?turn=${turn.id}&team=${team.id}`);
    // A new page: its pickers are live again once enhanced.
    await page.locator('form.matches-filter[data-enhanced]').waitFor();
    const rows = await page.locator('.matches-list > li').allTextContents();
    expect(rows.length).toBe(1);
    expect(rows[0]).toContain(team.name);
    // And back to every team: the empty choice leaves the URL.
    await page.locator('#matches-team').selectOption('');
    await page.waitForURL(`**/en/espana/matches?turn=${turn.id}`);
    expect(await page.locator('.matches-list > li').count()).toBe(turn.matches.length);
    await page.context().close();
  });

  it('works without script through the form’s button', async () => {
    const turn = centre.turns[0]!;
    const team = turn.matches[0]!.awayTeam!;
    const page = await openFixtures(`${KINGS}/en/espana/matches`, { javaScriptEnabled: false });
    await page.locator('#matches-turn').selectOption(String(turn.id));
    await page.locator('#matches-team').selectOption(String(team.id));
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(`**/en/espana/matches?turn=${turn.id}&team=${team.id}`);
    const rows = await page.locator('.matches-list > li').allTextContents();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(team.name);
    await page.context().close();
  });
});

describe('kick-off times', () => {
  /** Each kick-off's own time and the words the page shows after it, as the visitor sees them. */
  const kickoffs = (page: Page) =>
    page.locator('[data-tz]').evaluateAll((kickoffs) =>
      kickoffs.map((kickoff) => ({ dateTime: kickoff.querySelector('time')?.getAttribute('datetime') ?? '', after: getComputedStyle(kickoff, '::after').content })));

  it.each([
    ['en', 'America/New_York', 'your time: '],
    ['ar', 'Asia/Tokyo', 'بتوقيتك: '],
  ])('in %s, add the visitor’s own time in %s after the region’s', async (lang, timezoneId, words) => {
    const page = await openFixtures(`${KINGS}/${lang}/espana/matches`, { timezoneId });
    await page.locator('[data-tz][data-local]').first().waitFor();
    const shown = await kickoffs(page);
    expect(shown.length).toBeGreaterThan(0);
    const locale = await page.evaluate(() => document.documentElement.lang);
    for (const { dateTime, after } of shown) {
      const expected = new Intl.DateTimeFormat(locale, { weekday: 'short', hour: '2-digit', minute: '2-digit', timeZoneName: 'short', timeZone: timezoneId }).format(new Date(dateTime));
      expect(after).toBe(JSON.stringify(`${words}${expected}`));
    }
    await page.context().close();
  });

  it('add nothing for a visitor in the region’s own zone, without building a date formatter', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'Europe/Madrid' });
    // The browser's first date formatter is costly to build: the offsets alone tell this visitor's clock.
    await context.addInitScript(() => {
      const counted = window as unknown as { dateFormatters: number };
      counted.dateFormatters = 0;
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct: (target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) => (counted.dateFormatters++, new target(...args)),
        apply: (target, _, args: ConstructorParameters<typeof Intl.DateTimeFormat>) => (counted.dateFormatters++, target(...args)),
      });
    });
    const page = await context.newPage();
    await page.goto(`${KINGS}/en/espana/matches`);
    await page.locator('form.matches-filter[data-enhanced]').waitFor();
    expect(await page.locator('[data-tz]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-tz][data-local]').count()).toBe(0);
    expect(new Set((await kickoffs(page)).map(({ after }) => after))).toEqual(new Set(['none']));
    expect(await page.evaluate(() => (window as unknown as { dateFormatters: number }).dateFormatters)).toBe(0);
    await context.close();
  });
});

describe('accessibility', () => {
  it.each([
    [`${KINGS}/en/espana/matches`],
    [`${KINGS}/ar/espana/matches`],
    [`${QUEENS}/es/americas/partidos`],
  ])('axe finds no violations on %s', async (url) => {
    const page = await openFixtures(url);
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    await page.context().close();
  });
});
