// The fans' vote live on every open page (issue 42, ADRs 052 and 062): a vote on one browser's
// page reaches another browser's open page of the match over its live socket, through the match's
// watcher and relays, without a reload; and the match's live widget with it. The match is moved to kick off in a few minutes, so its
// pages keep a socket open (a match about to start is followed live) while its vote is still open.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { slugify } from '../../src/lib/text/slugify';
import { formatViolations, runAxe, useBrowser, withPage } from '../support/browser';
import { useClockServer } from '../support/clock-server';
import { matchesToVoteOn, readVotes } from '../support/fan-votes';
import { readSeasonTurns, rescheduleDemoMatch, type RawMatch } from '../support/live-match';

const browser = useBrowser();
// A server of our own: only it lets the test move a match's kick-off.
const site = useClockServer();

const pathOf = (match: RawMatch) => `/en/espana/matches/${match.id}-${slugify(match.participants.homeTeam.name)}-vs-${slugify(match.participants.awayTeam.name)}`;

/** Opens the match page until it has its live socket open (the league's answer is kept up to 30 s); its frames from then on. */
async function openWithSocket(page: Page, match: RawMatch): Promise<string[]> {
  const frames: string[] = [];
  let sockets = 0;
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/api/live/socket')) return;
    sockets += 1;
    socket.on('framereceived', ({ payload }) => frames.push(String(payload)));
  });
  await expect.poll(async () => {
    await page.goto(site().url + pathOf(match));
    await page.waitForTimeout(1_500);
    return sockets;
  }, { timeout: 90_000, interval: 1_000 }).toBeGreaterThan(0);
  return frames;
}

const votesShown = async (page: Page) => Number(await page.locator('[data-vote="winner"]').getAttribute('data-votes'));
const percentOf = (page: Page, option: string) => page.locator(`[data-vote="winner"] li[data-option="${option}"] .fan-vote__percent`).textContent();

describe('a vote on one page', () => {
  it('reaches another open page of the match over the live socket, in a few seconds and without a reload', async () => {
    const [match] = await matchesToVoteOn(site().url, 1);
    if (!match) throw new Error('the demo season has a match to come');
    // Kick-off in 8 minutes by the real clock: followed live (11 minutes before), the vote open.
    await rescheduleDemoMatch(site().url, match.id, -Math.floor((Date.parse(match.date) - Date.now()) / 60_000) + 8);

    await withPage(browser(), { viewport: { width: 1280, height: 900 } }, async (watching, context) => {
      const frames = await openWithSocket(watching, match);
      await watching.locator('[data-vote="winner"] button[value="home"]').click();
      await expect.poll(() => watching.locator('.fan-vote__mine').textContent(), { timeout: 10_000 }).toContain(match.participants.homeTeam.name);
      const before = await votesShown(watching);
      expect(await percentOf(watching, 'away')).toBe('0%');
      // The live widget of the same match, as a partner's page frames it: it shows the shares too.
      const widget = await context.newPage();
      await widget.goto(`${site().url}/embed/en/espana/live?match=${match.id}`);
      expect(await widget.locator('[data-vote="winner"] li[data-option="home"] .fan-vote__label').textContent()).toBe(match.participants.homeTeam.name);
      // Rows the widget hides (a vote with no votes yet says only that) stay hidden under its own sheet.
      expect(await widget.locator('[data-vote="winner"] .fan-vote__shares').evaluate((list) => getComputedStyle(Object.assign(list, { hidden: true })).display)).toBe('none');
      let loads = 0;
      watching.on('framenavigated', (frame) => {
        if (frame === watching.mainFrame()) loads += 1;
      });

      await withPage(browser(), { viewport: { width: 360, height: 800 } }, async (voting) => {
        await voting.goto(site().url + pathOf(match));
        await voting.locator('[data-vote="winner"] button[value="away"]').click();
        await expect.poll(() => voting.locator('.fan-vote__mine').textContent(), { timeout: 10_000 }).toContain(match.participants.awayTeam.name);
      });
      expect((await readVotes(site().url, match.id)).total).toBe(before + 1);

      // The first page, left alone, is told: the new total and the away side's share.
      await expect.poll(() => votesShown(watching), { timeout: 20_000, interval: 250 }).toBe(before + 1);
      expect(await percentOf(watching, 'away')).not.toBe('0%');
      expect(await watching.locator('.fan-vote__total').textContent()).toBe(`Votes: ${before + 1}`);
      expect(frames.some((frame) => frame.includes('"type":"votes"'))).toBe(true);
      expect(loads).toBe(0);
      // And the widget, over its own socket.
      await expect.poll(async () => Number(await widget.locator('[data-vote="winner"]').getAttribute('data-votes')), { timeout: 20_000, interval: 250 }).toBe(before + 1);
      expect(await widget.locator('[data-vote="winner"] .fan-vote__total').textContent()).toBe(`Votes: ${before + 1}`);
      expect(await widget.locator('[data-vote="winner"] li[data-option="away"] .fan-vote__percent').textContent()).not.toBe('0%');
    });
  }, 240_000);
});

describe('the vote, read by everyone', () => {
  // The open form (a match to come) and the closed shares (a past match, with the demo's seeded
  // votes), light and dark, phone and desktop, left to right and right to left.
  it.each([
    ['en', 'light', 1280],
    ['en', 'dark', 360],
    ['ar', 'dark', 1280],
    ['ar', 'light', 360],
  ] as const)('is clean for axe (%s, %s, %i px)', async (lang, scheme, width) => {
    const turns = await readSeasonTurns(site().url);
    const past = turns.flatMap((turn) => turn.matches).find((candidate) => candidate.status.startsWith('ended'));
    const [next] = await matchesToVoteOn(site().url, 3);
    if (!past || !next) throw new Error('the demo season has played matches and matches to come');
    await withPage(browser(), { viewport: { width, height: 900 }, colorScheme: scheme }, async (page) => {
      for (const [match, kind] of [[next, 'open'], [past, 'closed']] as const) {
        await page.goto(site().url + pathOf(match));
        if (lang !== 'en') {
          // The page names its own address in the other language.
          const alternate = await page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href');
          await page.goto(site().url + new URL(alternate ?? '').pathname);
        }
        const vote = page.locator('[data-vote="winner"]');
        await vote.scrollIntoViewIfNeeded();
        expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        expect(await vote.locator('form').count()).toBe(kind === 'open' ? 1 : 0);
        if (kind === 'closed') expect(await vote.locator('.fan-vote__results').isVisible()).toBe(true);
        const violations = await runAxe(page);
        expect(violations, formatViolations(violations)).toEqual([]);
      }
    });
  }, 240_000);
});
