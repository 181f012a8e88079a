// The fans' MVP block on a match page (issue 42, ADR 062): on a match that finished two hours ago
// by the real clock (moved there through DEMO_CLOCK_CONTROL before the site first reads it), the
// players who played, each with their crest; a vote from the page counted once and said back as
// "your vote"; axe clean in two looks that cover light and dark, 360 and 1280 px, English and Arabic.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '../../src/lib/text/slugify';
import { formatViolations, runAxe, useBrowser, withPage } from '../support/browser';
import { useClockServer } from '../support/clock-server';
import { readVotes } from '../support/fan-votes';
import { readSeasonTurns, rescheduleDemoMatch, type RawMatch } from '../support/live-match';

const browser = useBrowser();
// A server of our own: only it lets the test move a match.
const site = useClockServer();
let finished: RawMatch;

const pathOf = (match: RawMatch) => `/en/espana/matches/${match.id}-${slugify(match.participants.homeTeam.name)}-vs-${slugify(match.participants.awayTeam.name)}`;
const mvpTotal = async () => (await readVotes(site().url, finished.id, 'en', 'mvp')).total;

beforeAll(async () => {
  // From a turn already over: the turn being played is the demo's live replay, which a move does not reach.
  finished = (await readSeasonTurns(site().url)).filter((turn) => turn.ended).flatMap((turn) => turn.matches).filter((match) => match.status.startsWith('ended')).at(-1)!;
  if (!finished) throw new Error('the demo season has played matches');
  // Kick-off two hours ago: full time (70 minutes after it) within the last 24 hours, the vote open.
  await rescheduleDemoMatch(site().url, finished.id, -Math.round((Date.parse(finished.date) - Date.now()) / 60_000) - 120);
}, 120_000);

async function expectAxeClean(page: Page): Promise<void> {
  const violations = await runAxe(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

/** The match page in `lang`, through the address the English page names for it. */
async function openMatch(page: Page, lang: 'en' | 'ar'): Promise<void> {
  await page.goto(site().url + pathOf(finished));
  if (lang === 'en') return;
  const alternate = await page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href');
  await page.goto(site().url + new URL(alternate ?? '').pathname);
}

describe("the fans' MVP block", () => {
  // One sweep of axe a look (each takes minutes on a busy machine): the form in one, the shares in the other.
  it.each([
    ['en', 'light', 1280, 'shares'],
    ['ar', 'dark', 360, 'form'],
  ] as const)('offers the players with their crests, counts a vote from the page and is clean for axe (%s, %s, %i px, its %s)', async (lang, scheme, width, swept) => {
    // The site keeps the league's answers a while: the move is seen once they are read again.
    await expect.poll(async () => (await readVotes(site().url, finished.id, 'en', 'mvp').catch(() => ({ open: false }))).open, { timeout: 90_000, interval: 2_000 }).toBe(true);
    await withPage(browser(), { viewport: { width, height: 900 }, colorScheme: scheme }, async (page) => {
      await openMatch(page, lang);
      const block = page.locator('#mvp-vote');
      await block.scrollIntoViewIfNeeded();
      expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      const players = block.locator('button.fan-vote__option');
      expect(await players.count()).toBeGreaterThanOrEqual(14);
      expect(await block.locator('button.fan-vote__option .fan-vote__crest').count()).toBe(await players.count());
      if (swept === 'form') await expectAxeClean(page);

      const before = await mvpTotal();
      const player = players.nth(lang === 'en' ? 0 : 1);
      const name = (await player.textContent())!.trim();
      await player.click();
      await expect.poll(() => block.locator('.fan-vote__mine').textContent(), { timeout: 15_000 }).toContain(name);
      expect(await block.locator('form').count()).toBe(0);
      expect(await block.locator('.fan-vote__shares').isVisible()).toBe(true);
      expect(await mvpTotal()).toBe(before + 1);
      if (swept === 'shares') await expectAxeClean(page);
    });
  }, 300_000);
});
