// A visitor on the statistics pages: sorts a table by its headings and filters it with the form,
// with the mouse, the keyboard and without script; the URL carries the state and the rows follow.
// Axe finds nothing on a player ranking, a team ranking and a hub, in English and Arabic.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { fullName } from '../../src/lib/people/person-name';
import { formatViolations, runAxe, tabTo, useBrowser } from '../support/browser';
import { readPlayerStats, readSeasonId, type PlayerEntry } from '../support/stats-data';

const KINGS = inject('kingsUrl');
const GOALS = `${KINGS}/en/espana/stats/goals`;
const browser = useBrowser();
let scorers: PlayerEntry[];

beforeAll(async () => {
  scorers = await readPlayerStats(KINGS, await readSeasonId(KINGS, 'espana', 'en'), 'GOL');
});

async function open(url: string, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser().newContext({ viewport: { width: 390, height: 844 }, ...options });
  const page = await context.newPage();
  await page.goto(url);
  // With script, wait until the filter is live (the browser entry marks the form once it has enhanced it).
  if (options.javaScriptEnabled !== false && (await page.locator('form.stat-filter').count()) > 0) {
    await page.locator('form.stat-filter[data-enhanced]').waitFor();
  }
  return page;
}

const rowKeys = (page: Page) => page.locator('table.stat-table tbody tr[data-key]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-key')));
const playerNames = (page: Page) => page.locator('table.stat-table tbody th[scope="row"] a').allTextContents();
const sortedBy = (page: Page) => page.locator('table.stat-table th[aria-sort]').evaluate((th) => [th.textContent, th.getAttribute('aria-sort')]);
const search = (page: Page) => new URL(page.url()).search;

describe('sorting', () => {
  it('sorts by a column when its heading is clicked, and back the other way on a second click', async () => {
    const page = await open(GOALS);
    const before = await rowKeys(page);
    expect(before).toEqual(scorers.slice(0, 20).map((entry) => `p${entry.player.id}`));
    await page.locator('table.stat-table thead a', { hasText: 'Player' }).click();
    await page.waitForURL('**/en/espana/stats/goals?sort=player&dir=asc');
    const names = await playerNames(page);
    const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });
    expect(names).toEqual(scorers.map((entry) => fullName(entry.player)).sort(collator.compare).slice(0, 20));
    expect(await rowKeys(page)).not.toEqual(before);
    expect(await sortedBy(page)).toEqual([expect.stringContaining('Player'), 'ascending']);

    await page.locator('table.stat-table thead a', { hasText: 'Player' }).click();
    await page.waitForURL('**/en/espana/stats/goals?sort=player&dir=desc');
    expect(await playerNames(page)).toEqual(scorers.map((entry) => fullName(entry.player)).sort(collator.compare).reverse().slice(0, 20));
    await page.context().close();
  });

  it('is reached with Tab and followed with Enter', async () => {
    const page = await open(GOALS);
    await tabTo(page, 'th .stat-table__sort[href$="?sort=goals&dir=desc"]');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en/espana/stats/goals?sort=goals&dir=desc');
    expect(await sortedBy(page)).toEqual([expect.stringContaining('Goals'), 'descending']);
    await page.context().close();
  });
});

describe('filtering', () => {
  it('filters with the form, the URL saying what is shown, and clears again', async () => {
    const page = await open(GOALS);
    await page.getByLabel('Column').selectOption('player');
    await page.getByLabel('Condition').selectOption('contains');
    await page.getByLabel('Value').fill('garc');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL('**/en/espana/stats/goals?col=player&op=contains&q=garc');
    const names = await playerNames(page);
    const expected = scorers.filter((entry) => fullName(entry.player).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes('garc'));
    expect(names).toEqual(expected.map((entry) => fullName(entry.player)));
    await page.getByRole('link', { name: 'Clear the filter' }).click();
    await page.waitForURL((url) => url.search === '');
    expect(await rowKeys(page)).toHaveLength(20);
    await page.context().close();
  });

  it('offers the modes of the chosen column, and a changed mode loads the table at once', async () => {
    const page = await open(`${GOALS}?sort=player&dir=asc`);
    // The modes offered: those of the other kind stay in the markup, hidden and disabled.
    const modes = () => page.getByLabel('Condition').locator('option').evaluateAll((options) =>
      (options as HTMLOptionElement[]).filter((option) => !option.hidden && !option.disabled).map((option) => option.value));
    expect(await modes()).toEqual(['starts', 'contains', 'notContains', 'ends', 'eq', 'ne']);
    await page.getByLabel('Column').selectOption('goals');
    expect(await modes()).toEqual(['eq', 'ne', 'lt', 'le', 'gt', 'ge']);
    await page.getByLabel('Value').fill('8');
    await page.getByLabel('Condition').selectOption('gt');
    // The sort is kept through the filter.
    await page.waitForURL('**/en/espana/stats/goals?sort=player&dir=asc&col=goals&op=gt&q=8');
    const keys = await rowKeys(page);
    expect(keys.sort()).toEqual(scorers.filter((entry) => entry.total > 8).map((entry) => `p${entry.player.id}`).sort());
    await page.context().close();
  });

  it('is used with the keyboard alone', async () => {
    const page = await open(GOALS);
    await tabTo(page, '#stat-filter-col');
    await page.keyboard.press('ArrowDown'); // Player → Team
    expect(await page.getByLabel('Column').inputValue()).toBe('team');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('stat-filter-op');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('stat-filter-q');
    await page.keyboard.type('Cometa Real');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en/espana/stats/goals?col=team&op=contains&q=Cometa+Real');
    const teams = await page.locator('table.stat-table tbody .stat-table__cell--team .stat-team__name').allTextContents();
    expect(teams.length).toBeGreaterThan(0);
    expect(new Set(teams)).toEqual(new Set(['Cometa Real']));
    await page.context().close();
  });

  it('works without script through the form’s button', async () => {
    const page = await open(`${GOALS}?sort=goals&dir=asc`, { javaScriptEnabled: false });
    await page.getByLabel('Column').selectOption('goals');
    await page.getByLabel('Condition').selectOption('ge');
    await page.getByLabel('Value').fill('9');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL('**/en/espana/stats/goals?sort=goals&dir=asc&col=goals&op=ge&q=9');
    expect(search(page)).toBe('?sort=goals&dir=asc&col=goals&op=ge&q=9');
    const expected = scorers.filter((entry) => entry.total >= 9).sort((a, b) => a.total - b.total);
    expect(await rowKeys(page)).toEqual(expected.map((entry) => `p${entry.player.id}`));
    await page.context().close();
  });
});

describe('pages of the table', () => {
  it('moves to the next page and keeps the order', async () => {
    const page = await open(`${GOALS}?sort=player&dir=asc`);
    const first = await rowKeys(page);
    await page.getByRole('navigation', { name: 'Pages of the table' }).getByRole('link', { name: 'Next' }).click();
    await page.waitForURL('**/en/espana/stats/goals?sort=player&dir=asc&page=2');
    const second = await rowKeys(page);
    expect(second).toHaveLength(20);
    expect(second.some((key) => first.includes(key))).toBe(false);
    await page.context().close();
  });
});

describe('accessibility', () => {
  it.each([
    [`${KINGS}/en/espana/stats/goals`],
    [`${KINGS}/ar/espana/stats/goals?sort=player&dir=asc`],
    [`${KINGS}/en/espana/stats/teams/shots`],
    [`${KINGS}/ar/espana/stats/teams/passing`],
    [`${KINGS}/en/espana/stats`],
    [`${KINGS}/ar/espana/stats/teams`],
    [`${KINGS}/en/espana/stats/best-goalkeeper?col=player&op=contains&q=zzz`],
    [`${KINGS}/ar/espana/stats/matchday-mvp`],
  ])('axe finds no violations on %s', async (url) => {
    const page = await open(url);
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    await page.context().close();
  });
});
