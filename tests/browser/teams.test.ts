// A visitor on the teams pages: a team opened from the list with the keyboard, another season
// picked with the keyboard, the pages mirrored in Arabic and kept inside a narrow phone, and
// axe finding nothing on either page in English and Arabic, on a phone and on a desktop.
import { describe, expect, inject, it } from 'vitest';
import { formatViolations, openPage, runAxe, tabTo, useBrowser } from '../support/browser';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');
const browser = useBrowser();

const open = (url: string, width: number) => openPage(browser(), url, { width, height: 800 });

/** The first team page linked from a list. */
async function firstTeamPath(base: string, listPath: string): Promise<string> {
  const page = await open(base + listPath, 1280);
  const href = await page.locator('.team-card__link').first().getAttribute('href');
  await page.context().close();
  if (!href) throw new Error(`no team on ${listPath}`);
  return href;
}

describe('opening a team from the list', () => {
  it('reaches the first team with Tab, shows where focus is, and opens its page with Enter', async () => {
    const page = await open(`${KINGS}/en/espana/teams`, 1280);
    const first = page.locator('.team-card__link').first();
    const href = await first.getAttribute('href');
    const name = (await first.locator('.card__title').textContent())?.trim();
    await tabTo(page, '.team-card__link');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(href);
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
    await Promise.all([page.waitForURL((url) => url.pathname === href), page.keyboard.press('Enter')]);
    expect((await page.locator('h1').textContent())?.trim()).toBe(name);
    await expect.poll(() => page.locator('.squad-player').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('picks another season with the keyboard; the page shows it as the current one', async () => {
    const path = await firstTeamPath(KINGS, '/en/espana/teams');
    const page = await open(KINGS + path, 390);
    const other = page.locator('.season-picker a:not([aria-current])').first();
    const seasonId = await other.getAttribute('data-season-id');
    expect(seasonId, 'the team has played another season').toBeTruthy();
    await tabTo(page, `.season-picker a[data-season-id="${seasonId}"]`);
    await Promise.all([page.waitForURL((url) => url.searchParams.get('season') === seasonId), page.keyboard.press('Enter')]);
    expect(await page.locator('.season-picker a[aria-current="page"]').getAttribute('data-season-id')).toBe(seasonId);
    await page.context().close();
  });
});

describe('Arabic', () => {
  it('runs right to left: the crest sits at the start of the hero, on the right', async () => {
    const path = await firstTeamPath(KINGS, '/en/espana/teams');
    for (const [lang, rightToLeft] of [['ar', true], ['en', false]] as const) {
      const page = await open(`${KINGS}${path.replace(/^\/en\//, `/${lang}/`)}`, 1280);
      expect(await page.getAttribute('html', 'dir')).toBe(rightToLeft ? 'rtl' : 'ltr');
      const crest = await page.locator('.team-hero__crest').boundingBox();
      const name = await page.locator('.team-hero h1').boundingBox();
      expect(crest && name).toBeTruthy();
      expect(crest!.x > name!.x, lang).toBe(rightToLeft);
      await page.context().close();
    }
  });
});

describe('accessibility and a narrow phone', () => {
  const pages = async () => {
    const team = await firstTeamPath(KINGS, '/en/espana/teams');
    const queensTeam = await firstTeamPath(QUEENS, '/en/espana/teams');
    return [
      `${KINGS}/en/espana/teams`,
      `${KINGS}/ar/espana/teams`,
      `${KINGS}${team}`,
      `${KINGS}${team.replace(/^\/en\//, '/ar/')}`,
      `${KINGS}${team.replace(/^\/en\/espana\//, '/en/')}`,
      `${QUEENS}${queensTeam}`,
    ];
  };

  it.each([360, 1280])('axe finds no violations at %i px; at 360 px nothing runs off the screen', async (width) => {
    for (const url of await pages()) {
      const page = await open(url, width);
      const violations = await runAxe(page);
      expect(violations, `${url}\n${formatViolations(violations)}`).toEqual([]);
      if (width === 360) {
        const fits = await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
        expect(fits, url).toBe(true);
      }
      await page.context().close();
    }
    // Six pages, each swept by axe: a minute of it on a busy machine.
  }, 180_000);
});
