// A match page as a fan keeps it open: the next goal arrives over the live socket and is said
// aloud, in English and in Arabic; with WebSockets refused the page and the region home's live cards
// still follow by polling.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { slugify } from '../../src/lib/text/slugify';
import { formatViolations, runAxe, useBrowser } from '../support/browser';
import { useClockServer } from '../support/clock-server';
import { findLiveMatch, findLiveMatches, goalsOf, liveMatchWithPlayLeft, playToNextGoal, refuseWebSockets, type RawMatch } from '../support/live-match';

const browser = useBrowser();
// A server of our own: only it lets the test move the demo league's clock.
const site = useClockServer();

const pathOf = (lang: string, match: RawMatch) =>
  `/${lang}/espana/matches/${match.id}-${slugify(match.participants.homeTeam.name)}-vs-${slugify(match.participants.awayTeam.name)}`;

const scoreText = (page: Page) => page.locator('.scoreboard__score .visually-hidden').textContent();
const announced = (page: Page) => page.locator('main [aria-live="polite"]').textContent();

/** How many sockets the page tried to open, each refused (refuseWebSockets). */
const refusedSockets = (page: Page) => page.evaluate(() => (window as unknown as { refusedSockets?: number }).refusedSockets ?? 0);

/** What a match page shows of its match, for a failure's message. */
const pageState = async (page: Page) => {
  // Read without waiting: a page that shows no score (a match not live yet) is what this reports.
  const score = page.locator('.scoreboard__score .visually-hidden');
  const scoreShown = (await score.count()) > 0 ? await score.first().textContent() : 'no score';
  return `no socket tried; the page shows ${JSON.stringify(await page.locator('.match-hero').getAttribute('class'))}, ${JSON.stringify(scoreShown)}`;
};

/** The page's requests to the polling endpoint, from now on. */
function watchPolls(page: Page): string[] {
  const polls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/live/match?')) polls.push(request.url());
  });
  return polls;
}

/**
 * Opens the English region home at a live card to follow. The home may come from the page cache,
 * drawn a few demo minutes ago: the match followed is one its cards show that the league has live
 * now, with the most play left.
 */
async function openHomeWithLiveCard(page: Page): Promise<RawMatch> {
  let match: RawMatch | undefined;
  await expect.poll(async () => {
    await page.goto(`${site().url}/en/espana`);
    const shown = new Set(await page.locator('.live-matches li.mc[data-match-id]').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-match-id')))));
    match = (await findLiveMatches(site().url)).find((candidate) => shown.has(candidate.id));
    return match?.id;
  }, { timeout: 60_000, interval: 2_000 }).toBeDefined();
  if (!match) throw new Error('no live card to follow');
  return match;
}

/** A home card's score as drawn, and its badge. */
const cardOf = (page: Page, match: RawMatch) => {
  const card = page.locator(`.live-matches li.mc[data-match-id="${match.id}"]`);
  return {
    score: () => card.locator('.mc__mid > b').evaluate((element) => element.firstChild?.nodeValue ?? ''),
    badge: () => card.locator('.badge').textContent(),
  };
};
const scoreLine = (match: RawMatch) => `${match.scores.homeScore ?? 0}–${match.scores.awayScore ?? 0}`;
const homeAnnounced = (page: Page) => page.locator('.live-matches [aria-live="polite"]').textContent();

// The demo's clock only moves forward between tests, as time does: a watcher never sees its match
// go back to an earlier score.
let clock = 0;

describe('a goal pushed to an open match page', () => {
  it.each([
    ['en', /goal|penalty|president/i],
    ['ar', /[\u0600-\u06FF]/],
  ])('arrives over the socket and is announced (%s)', async (lang, words) => {
    const match = await findLiveMatch(site().url);
    const page = await browser().newPage();
    try {
      const frames: string[] = [];
      page.on('websocket', (socket) => {
        if (socket.url().includes('/api/live/socket')) socket.on('framereceived', ({ payload }) => frames.push(String(payload)));
      });
      const polls = watchPolls(page);
      await page.goto(site().url + pathOf(lang, match));
      // The watcher's first word: the match as it is now.
      await expect.poll(() => frames.length, { timeout: 15_000 }).toBeGreaterThan(0);
      const before = await scoreText(page);
      const pollsBefore = polls.length;

      ({ offset: clock } = await playToNextGoal(site().url, match.id, goalsOf(match), clock));
      await expect.poll(() => scoreText(page), { timeout: 15_000, interval: 250 }).not.toBe(before);
      await expect.poll(() => announced(page), { timeout: 5_000 }).toMatch(words);
      // It came pushed: a frame carried it, and the page did not poll meanwhile.
      expect(frames.filter((frame) => frame.includes('"change"')).length).toBeGreaterThan(1);
      expect(polls.length).toBe(pollsBefore);
      // The clock is not announced, only the goal and the score.
      expect(await announced(page)).not.toMatch(/Live ·/);

      const violations = await runAxe(page);
      expect(violations, formatViolations(violations)).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);
});

describe('the region home’s live cards', () => {
  it('follow their matches over the socket and announce a goal', async () => {
    const page = await browser().newPage();
    try {
      const frames: { url: string; payload: string }[] = [];
      page.on('websocket', (socket) => {
        if (socket.url().includes('/api/live/socket')) socket.on('framereceived', ({ payload }) => frames.push({ url: socket.url(), payload: String(payload) }));
      });
      // Only the last load's sockets count: the home may be opened a few times.
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) frames.length = 0;
      });
      // A match just kicked off, with its goals still to come: the clock moves on to the next
      // kick-off when every live match is further on (whichever hour the suite runs at).
      ({ offset: clock } = await liveMatchWithPlayLeft(site().url, clock, 35));
      const match = await openHomeWithLiveCard(page);
      const { score, badge } = cardOf(page, match);
      // The card's first change is the match as it is: a goal after it is news.
      const firstChange = () => frames.some((frame) => new URL(frame.url).searchParams.get('id') === String(match.id) && frame.payload.includes('"change"'));
      await expect.poll(firstChange, { timeout: 15_000 }).toBe(true);
      const before = await score();
      expect(before).toMatch(/\d/);
      const { match: scored, offset } = await playToNextGoal(site().url, match.id, goalsOf(match), clock);
      clock = offset;
      await expect.poll(score, { timeout: 15_000, interval: 250 }).toBe(scoreLine(scored));
      await expect.poll(() => homeAnnounced(page), { timeout: 5_000 }).toMatch(/goal|penalty|president/i);
      expect(await badge()).toMatch(/^Live/);
      const violations = await runAxe(page);
      expect(violations, formatViolations(violations)).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);
});

describe('with WebSockets refused', () => {
  it('the page follows the match by polling, without a word about it', async () => {
    const found = await liveMatchWithPlayLeft(site().url, clock);
    clock = found.offset;
    const { match } = found;
    const page = await browser().newPage();
    try {
      await page.addInitScript(refuseWebSockets);
      const polls = watchPolls(page);
      // A query no route takes makes the page cache draw it now: a copy kept while an earlier test
      // moved the demo clock could still show the match before its kick-off.
      await page.goto(`${site().url}${pathOf('en', match)}?drawn=${Date.now()}`);
      // The live code loads after the first paint: on a busy machine, some seconds later.
      await expect.poll(() => refusedSockets(page), { timeout: 30_000, message: await pageState(page) }).toBeGreaterThan(0);
      const before = await scoreText(page);
      ({ offset: clock } = await playToNextGoal(site().url, match.id, goalsOf(match), clock));
      // Every 8 s, through the edge cache and the data cache: up to about 16 s.
      await expect.poll(() => scoreText(page), { timeout: 45_000, interval: 1_000 }).not.toBe(before);
      expect(polls.length).toBeGreaterThan(0);
      await expect.poll(() => announced(page), { timeout: 5_000 }).toMatch(/goal|penalty|president/i);
      expect(await page.locator('.match-reconnecting').count()).toBe(0);
    } finally {
      await page.close();
    }
  }, 120_000);

  it('the region home’s live cards follow their matches by polling, and announce a goal the same way', async () => {
    const page = await browser().newPage();
    try {
      await page.addInitScript(refuseWebSockets);
      const answered: string[] = [];
      page.on('requestfinished', (request) => {
        if (request.url().includes('/api/live/match?')) answered.push(request.url());
      });
      const match = await openHomeWithLiveCard(page);
      const { score, badge } = cardOf(page, match);
      await expect.poll(() => refusedSockets(page), { timeout: 30_000 }).toBeGreaterThan(0);
      // The card's first answer is the match as it is; a goal after it is news.
      await expect.poll(() => answered.filter((url) => url.endsWith(`&id=${match.id}`)).length, { timeout: 30_000, interval: 500 }).toBeGreaterThan(0);
      const before = await score();
      const { match: scored, offset } = await playToNextGoal(site().url, match.id, goalsOf(match), clock);
      clock = offset;
      expect(scoreLine(scored)).not.toBe(before);
      // Every 8 s, through the edge cache and the data cache.
      await expect.poll(score, { timeout: 45_000, interval: 1_000 }).toBe(scoreLine(scored));
      await expect.poll(() => homeAnnounced(page), { timeout: 5_000 }).toMatch(/goal|penalty|president/i);
      expect(await badge()).toMatch(/^Live/);
      // Nothing on screen says the page is polling.
      expect(await page.locator('.live-matches [role="status"], .live-matches [role="alert"]').count()).toBe(0);
    } finally {
      await page.close();
    }
  }, 150_000);
});
