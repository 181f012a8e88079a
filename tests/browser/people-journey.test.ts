// A visitor goes from the table to a team and from the team to one of its players, by keyboard,
// on a phone: every link the pages build leads to a page that answers, with the right person.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { tabTo, useBrowser } from '../support/browser';

const KINGS = inject('kingsUrl');
const browser = useBrowser();

/** Tabs until the focused element is the given link, then follows it with Enter. */
async function followByKeyboard(page: Page, href: string): Promise<void> {
  await tabTo(page, `[href="${href}"]`, 200);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(href);
  await Promise.all([page.waitForURL(`**${href}`), page.keyboard.press('Enter')]);
}

describe('from the table to a team and on to a player', () => {
  it.each([
    { lang: 'en', tables: 'tables', teams: 'teams', players: 'players' },
    { lang: 'es', tables: 'clasificacion', teams: 'equipos', players: 'jugadores' },
  ])('follows the links in $lang', async ({ lang, tables, teams, players }) => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${KINGS}/${lang}/espana/${tables}`);

    const teamLink = page.locator(`table a[href^="/${lang}/espana/${teams}/"]`).first();
    const teamName = (await teamLink.textContent())!.trim();
    await followByKeyboard(page, (await teamLink.getAttribute('href'))!);
    expect(await page.locator('h1').textContent()).toContain(teamName);

    const playerLink = page.locator(`main a[href^="/${lang}/espana/${players}/"]`).first();
    const playerName = (await playerLink.textContent())!.trim();
    const response = page.waitForResponse((answer) => answer.url().includes(`/${players}/`) && answer.request().resourceType() === 'document');
    await followByKeyboard(page, (await playerLink.getAttribute('href'))!);
    expect((await response).status()).toBe(200);
    expect(await page.locator('h1').textContent()).toContain(playerName.split(/\s+/).at(-1));
    await context.close();
  });
});
