// A visitor on the player lists and a player page: narrows a list by team and position with the
// mouse, with the keyboard and without script; the URL carries the choice and the rows follow.
// Axe finds nothing on a player page and a list, in English and in Arabic.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { fullName } from '../../src/lib/people/person-name';
import { slugify } from '../../src/lib/text/slugify';
import { formatViolations, runAxe, tabTo, useBrowser } from '../support/browser';
import { readSeasonPeople, type SeasonPeople } from '../support/people-data';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');
const browser = useBrowser();
let spain: SeasonPeople;

beforeAll(async () => {
  spain = await readSeasonPeople(KINGS, 'espana', 'male,both', '3,6');
});

async function open(url: string, options: { javaScriptEnabled?: boolean; enhanced?: boolean } = {}): Promise<Page> {
  const { enhanced = true, ...contextOptions } = options;
  const context = await browser().newContext({ viewport: { width: 390, height: 844 }, ...contextOptions });
  const page = await context.newPage();
  await page.goto(url);
  // With script, wait until the filter is live (the browser entry marks its form once it has enhanced it).
  if (enhanced && options.javaScriptEnabled !== false) await page.locator('form.people-filter[data-enhanced]').waitFor();
  return page;
}

const shownRows = (page: Page) =>
  page.locator('.people-table tbody tr[data-player-id]').evaluateAll((rows) =>
    rows.map((row) => ({ player: Number(row.getAttribute('data-player-id')), team: Number(row.getAttribute('data-team-id')), role: row.getAttribute('data-role') })),
  );
const draftPlayers = () => spain.players.filter((player) => player.category === 'draft');

describe('filtering the draft players', () => {
  it('keeps one team’s players once a team is picked, then only its forwards', async () => {
    const team = spain.teams.find((candidate) => candidate.id === draftPlayers()[0]!.teamId)!;
    const page = await open(`${KINGS}/en/espana/draft-players`);
    expect(await shownRows(page)).toHaveLength(draftPlayers().length);

    await page.locator('#people-team').selectOption(String(team.id));
    await page.waitForURL(`**/en/espana/draft-players?team=${team.id}`);
    // A new page: its filter is live again once enhanced.
    await page.locator('form.people-filter[data-enhanced]').waitFor();
    const ofTeam = await shownRows(page);
    expect(ofTeam.map((row) => row.player).sort()).toEqual(draftPlayers().filter((p) => p.teamId === team.id).map((p) => p.id).sort());

    await page.getByLabel('Position').selectOption('forward');
    await page.waitForURL(`**/en/espana/draft-players?team=${team.id}&role=forward`);
    const forwards = await shownRows(page);
    expect(forwards.length).toBeGreaterThan(0);
    expect(forwards.length).toBeLessThan(ofTeam.length);
    for (const row of forwards) expect(row).toMatchObject({ team: team.id, role: 'forward' });
    await expect.poll(() => page.locator('#people-list-caption').textContent()).toContain('Forward');

    // Back to everyone: the link clears both choices.
    await page.getByRole('link', { name: 'Show everyone' }).click();
    await page.waitForURL(`**/en/espana/draft-players`);
    expect(await shownRows(page)).toHaveLength(draftPlayers().length);
    await page.context().close();
  });

  it('is reached with Tab and changed with the arrow keys, and focus comes back to it', async () => {
    const page = await open(`${KINGS}/en/espana/draft-players?role=goalkeeper`);
    expect(await shownRows(page)).toHaveLength(draftPlayers().filter((p) => p.role === 'goalkeeper').length);
    await tabTo(page, '#people-role', 60);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('people-role');
    await page.keyboard.press('ArrowDown');
    await page.waitForURL('**/en/espana/draft-players?role=defender');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('people-role');
    const rows = await shownRows(page);
    expect(rows).toHaveLength(draftPlayers().filter((p) => p.role === 'defender').length);
    for (const row of rows) expect(row.role).toBe('defender');
    await page.context().close();
  });

  it('works without script through the form’s button', async () => {
    const team = spain.teams.find((candidate) => candidate.id === draftPlayers()[5]!.teamId)!;
    const page = await open(`${KINGS}/en/espana/draft/reserves`, { javaScriptEnabled: false });
    await page.locator('#people-team').selectOption(String(team.id));
    await page.locator('#people-role').selectOption('goalkeeper');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(`**/en/espana/draft/reserves?team=${team.id}&role=goalkeeper`);
    const rows = await shownRows(page);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ team: team.id, role: 'goalkeeper' });
    await page.context().close();
  });
});

describe('a player page', () => {
  it('leads from a list to the player and on to their team', async () => {
    const player = draftPlayers()[0]!;
    const team = spain.teams.find((candidate) => candidate.id === player.teamId)!;
    const page = await open(`${KINGS}/en/espana/draft-players`);
    await page.getByRole('link', { name: fullName(player), exact: true }).click();
    await page.waitForURL(`**/en/espana/players/${player.id}-${slugify(fullName(player))}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(fullName(player));
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      expect.arrayContaining(['Profile', 'Card ratings', 'Season statistics', 'Matches played']),
    );
    const teamLink = page.locator('.player-facts').getByRole('link', { name: team.name });
    expect(await teamLink.getAttribute('href')).toBe(`/en/espana/teams/${team.id}-${slugify(team.name)}`);
    await page.context().close();
  });
});

describe('accessibility', () => {
  const keeper = () => spain.players.find((player) => player.role === 'goalkeeper')!;
  const playerPath = (lang: string) => {
    const player = keeper();
    return `/${lang}/espana/players/${player.id}-${slugify(fullName(player))}`;
  };

  it.each([
    ['en', 'player page', () => `${KINGS}${playerPath('en')}`, false],
    ['ar', 'player page', () => `${KINGS}${playerPath('ar')}`, false],
    ['en', 'list', () => `${KINGS}/en/espana/draft-players?role=forward`, true],
    ['ar', 'list', () => `${KINGS}/ar/espana/draft-players`, true],
    ['ar', 'draft', () => `${KINGS}/ar/espana/draft`, true],
    ['es', 'mercato', () => `${QUEENS}/es/espana/mercato-fichajes`, false],
    ['en', 'legends', () => `${KINGS}/en/legends`, true],
  ] as const)('axe finds no violations on the %s %s', async (_lang, _what, url, enhanced) => {
    const page = await open(url(), { enhanced });
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    await page.context().close();
  });
});
