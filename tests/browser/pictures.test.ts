// How the league looks to a fan: players in their club's kit, a played match's seven on a pitch
// with the substitutes apart, the latest stories with pictures on the region home, live cards
// that leave no hole, and team pages lined up with the header.
import { describe, expect, inject, it } from 'vitest';
import { slugify } from '../../src/lib/text/slugify';
import { readJson, readMatchCentre } from '../support/league-data';
import { formatViolations, runAxe, useBrowser, withPage } from '../support/browser';

const KINGS = inject('kingsUrl');
const browser = useBrowser();
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };

type ApiTeam = { id: number; name: string; firstColorHEX?: string };
const teamColour = async (id: number) => (await readJson<ApiTeam>(`${KINGS}/api/v1/competition/teams/${id}`)).firstColorHEX?.toLowerCase();

describe('a played match', () => {
  it('draws each team’s starting seven on a pitch in the team’s kit, with the substitutes listed apart', async () => {
    const centre = await readMatchCentre(KINGS, 'espana', 'en');
    const played = centre.turns.find((turn) => turn.ended)?.matches[0];
    expect(played, 'an ended matchday').toBeDefined();
    const [home, away] = [played!.homeTeam!, played!.awayTeam!];
    await withPage(browser(), { viewport: PHONE }, async (page) => {
      await page.goto(`${KINGS}/en/espana/matches/${played!.id}-${slugify(home.name)}-vs-${slugify(away.name)}`);
      for (const [side, team] of [['home', home], ['away', away]] as const) {
        const lineUp = page.locator(`.lineup--${side}`);
        const starters = lineUp.locator('.pitch .pitch__player');
        expect(await starters.count(), side).toBe(7);
        const shirts = await lineUp.locator('.pitch svg[data-shirt]').evaluateAll((kits) => kits.map((kit) => kit.getAttribute('data-shirt')));
        expect(new Set(shirts), side).toEqual(new Set([await teamColour(team.id)]));
        // The keeper stands alone on the last row, nearest the team's own goal.
        expect(await lineUp.locator('.pitch__row').last().locator('li').count()).toBe(1);
        const onPitch = await starters.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        const benched = await lineUp.locator('.lineup__players a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(benched.length, `${side} substitutes`).toBeGreaterThan(0);
        expect(benched.filter((href) => onPitch.includes(href))).toEqual([]);
      }
      const violations = await runAxe(page);
      expect(violations, formatViolations(violations)).toEqual([]);
    });
  });
});

describe('a player without a photo', () => {
  it('is pictured in the club’s shirt with the shirt number, not as initials', async () => {
    await withPage(browser(), { viewport: PHONE }, async (page) => {
      await page.goto(`${KINGS}/en/espana/teams`);
      await Promise.all([page.waitForURL(/\/teams\/\d+-/), page.locator('.team-card__link').first().click()]);
      await Promise.all([page.waitForURL(/\/players\/\d+-/), page.locator('.squad-player a').first().click()]);
      const avatar = page.locator('.player-hero svg.player-avatar');
      const shirt = await avatar.getAttribute('data-shirt');
      const teamHref = await page.locator('.player-hero__meta a').getAttribute('href');
      const id = Number(/\/(\d+)-[^/]*$/.exec(teamHref ?? '')?.[1]);
      expect(shirt).toBe(await teamColour(id));
      const jersey = (await page.locator('.player-hero__jersey [aria-hidden]').textContent())?.trim();
      expect((await avatar.locator('text').textContent())?.trim()).toBe(jersey);
    });
  });
});

describe('the region home', () => {
  it('shows the latest stories with their pictures where the region has news in the language', async () => {
    await withPage(browser(), { viewport: PHONE }, async (page) => {
      await page.goto(`${KINGS}/es/espana`);
      const stories = page.locator('.news-teaser__item');
      expect(await stories.count()).toBe(3);
      await stories.last().scrollIntoViewIfNeeded();
      await expect.poll(() => page.locator('.news-teaser__picture').evaluateAll((pictures) => pictures.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length)).toBe(3);
    });
  });

  it('has no news block where the region writes no news in the language', async () => {
    await withPage(browser(), { viewport: PHONE }, async (page) => {
      await page.goto(`${KINGS}/en/espana`);
      await expect.poll(() => page.locator('#partners-heading').count()).toBe(1);
      expect(await page.locator('#news-heading').count()).toBe(0);
    });
  });

  it('lays the live cards out with no hole at 1280 px: every row of the list is full', async () => {
    await withPage(browser(), { viewport: WIDE }, async (page) => {
      await page.goto(`${KINGS}/en/espana`);
      const rows = await page.locator('.live-matches .mc-list').evaluate((list) => {
        const right = list.getBoundingClientRect().right;
        const byRow = new Map<number, number>();
        for (const card of list.children) {
          const box = card.getBoundingClientRect();
          byRow.set(Math.round(box.top), Math.max(byRow.get(Math.round(box.top)) ?? 0, box.right));
        }
        return [...byRow.values()].map((end) => Math.round(right - end));
      });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((gap) => gap <= 1)).toBe(true);
    });
  });
});

describe('a team page at 1280 px', () => {
  it('lines its content up with the header and runs its squad across the page', async () => {
    await withPage(browser(), { viewport: WIDE }, async (page) => {
      await page.goto(`${KINGS}/en/espana/teams`);
      await Promise.all([page.waitForURL(/\/teams\/\d+-/), page.locator('.team-card__link').first().click()]);
      const edges = await page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        const header = document.querySelector('.site-header__bar')!;
        const padding = Number.parseFloat(getComputedStyle(header).paddingInlineStart);
        return { header: [box('.site-header__bar').left + padding, box('.site-header__bar').right - padding], hero: [box('.team-hero').left, box('.team-hero').right], squad: box('.team-layout__squad').width };
      });
      expect(Math.abs(edges.hero[0]! - edges.header[0]!)).toBeLessThanOrEqual(1);
      expect(Math.abs(edges.hero[1]! - edges.header[1]!)).toBeLessThanOrEqual(1);
      expect(edges.squad).toBeGreaterThan(edges.hero[1]! - edges.hero[0]! - 2);
    });
  });
});
