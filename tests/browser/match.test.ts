// The match page as a visitor uses it: the live centre follows a demo match while the demo
// league's clock is moved on, without reloading; and the page works by keyboard and passes axe.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import { LIVE_POLL_MS } from '../../src/lib/competition/rules/live-polling';
import { slugify } from '../../src/lib/text/slugify';
import { formatViolations, runAxe, tabTo, useBrowser } from '../support/browser';
import { refuseWebSockets } from '../support/live-match';

type RawMatch = {
  id: number; status: string; currentMinute?: number;
  participants: { homeTeam: { name: string }; awayTeam: { name: string } };
  scores: { homeScore?: number | null; awayScore?: number | null };
  events?: unknown[];
};

const KINGS = inject('kingsUrl');
const MINUTE = 60_000;
const NO_CACHE = { 'cache-control': 'no-cache' };
const browser = useBrowser();
let site: StartedServer;

beforeAll(async () => {
  // A server of our own: only it lets the test move the demo league's clock.
  site = await startServer({ edition: 'kings', build: false, env: { DEMO_CLOCK_CONTROL: 'on' } });
}, 120_000);

afterAll(async () => {
  await site?.stop();
});

const pathOf = (lang: string, match: RawMatch) =>
  `/${lang}/espana/matches/${match.id}-${slugify(match.participants.homeTeam.name)}-vs-${slugify(match.participants.awayTeam.name)}`;

type CentreTurn = { ended: boolean; matches: (RawMatch & { turnId: number })[] };

/** Spain's current season's turns, read from the demo league itself, past every cache. */
async function readCentre(base: string): Promise<CentreTurn[]> {
  const clusters = (await (await fetch(`${base}/api/v1/competition/season-clusters?genders=male,both&competitions=3,6`, { headers: NO_CACHE })).json()) as {
    seasons: { id: number; isCurrent: boolean }[];
  }[];
  const season = clusters.flatMap((cluster) => cluster.seasons).find((candidate) => candidate.isCurrent)!;
  return (await (await fetch(`${base}/api/v1/competition/seasons/${season.id}/match-center-data?lang=en`, { headers: NO_CACHE })).json()) as CentreTurn[];
}

/** Today's turn, in full (events, statistics, squads). */
async function readCurrentTurn(base: string): Promise<RawMatch[]> {
  const centre = await readCentre(base);
  const turnId = centre.find((turn) => !turn.ended)!.matches[0]!.turnId;
  const turn = (await (await fetch(`${base}/api/v1/competition/turns/${turnId}?lang=en`, { headers: NO_CACHE })).json()) as { matches: RawMatch[] };
  return turn.matches;
}

async function setClock(offsetMs: number): Promise<void> {
  const response = await fetch(`${site.url}/api/demo/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ offsetMs }) });
  expect(response.status).toBe(200);
}

const goals = (match: RawMatch) => (match.scores.homeScore ?? 0) + (match.scores.awayScore ?? 0);
const LIVE = new Set(['inPlay1H', 'halfTime', 'inPlay2H']);

describe('the live match centre', () => {
  afterAll(async () => {
    if (site) await setClock(0);
  });

  it('updates the score and the timeline in place when the match moves on', async () => {
    await setClock(0);
    // A live match and the minute of its next goal while it is still live, found by moving the
    // demo clock a minute at a time (the demo plays the same at the same instant); the one that
    // kicked off last is tried first, and one whose remaining play has no goal is passed over.
    const live = (await readCurrentTurn(site.url)).filter((match) => LIVE.has(match.status))
      .sort((a, b) => (a.currentMinute ?? 0) - (b.currentMinute ?? 0));
    expect(live.length, 'the demo always has a live match').toBeGreaterThan(0);
    let match: RawMatch | undefined;
    let moved: RawMatch | undefined;
    let offset = 0;
    for (const candidate of live) {
      for (offset = MINUTE; offset <= 40 * MINUTE; offset += MINUTE) {
        await setClock(offset);
        moved = (await readCurrentTurn(site.url)).find((found) => found.id === candidate.id);
        if (!moved || !LIVE.has(moved.status) || goals(moved) > goals(candidate)) break;
      }
      if (moved && LIVE.has(moved.status) && goals(moved) > goals(candidate)) {
        match = candidate;
        break;
      }
    }
    expect(match, 'a live match with a goal to come').toBeDefined();
    await setClock(0);

    const page = await browser().newPage();
    try {
      await page.goto(site.url + pathOf('en', match!));
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
      });
      const scoreText = () => page.locator('.scoreboard__score .visually-hidden').textContent();
      const entries = () => page.locator('.timeline__entry').count();
      const before = { score: await scoreText(), entries: await entries() };
      const shown = goals(match!);
      await setClock(offset);

      // The page brings it in on its own: pushed over its socket, or polled every 8 s.
      await expect.poll(scoreText, { timeout: 45_000, interval: 1_000 }).not.toBe(before.score);
      await expect.poll(entries, { timeout: 10_000 }).toBeGreaterThan(before.entries);
      // The match plays on while the page polls: the score shown is the one read or a later one.
      const [home, away] = ((await scoreText()) ?? '').replace(/[\u2066-\u2069]/g, '').match(/\d+(?=,|$)/g)!.map(Number) as [number, number];
      expect(home).toBeGreaterThanOrEqual(moved!.scores.homeScore ?? 0);
      expect(away).toBeGreaterThanOrEqual(moved!.scores.awayScore ?? 0);
      expect(home + away).toBeGreaterThan(shown);

      // No navigation happened: the same document, loaded once.
      expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
      // The goal was announced to screen readers.
      await expect.poll(() => page.locator('main [aria-live="polite"]').textContent(), { timeout: 5_000 }).toMatch(/goal|penalty|president/i);
    } finally {
      await page.close();
    }
  }, 150_000);
});

describe('when the live centre asks for news', () => {
  /** Requests the page makes to the live endpoint, from now on. */
  function watchPolls(page: Page): string[] {
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/live/match?')) polls.push(request.url());
    });
    return polls;
  }

  const setHidden = (page: Page, hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);

  it('polls a live match every 8 s without a socket, pauses while the tab is hidden and catches up when it is shown', async () => {
    const match = (await readCurrentTurn(KINGS)).find((candidate) => LIVE.has(candidate.status));
    const page = await browser().newPage();
    try {
      // While its socket is open a page does not poll (tests/browser/live-push.test.ts).
      await page.addInitScript(refuseWebSockets);
      const polls = watchPolls(page);
      let answered = 0;
      page.on('requestfinished', (request) => {
        if (request.url().includes('/api/live/match?')) answered++;
      });
      // The page's own clock, moved an interval at a time instead of waited for.
      await page.clock.install();
      await page.goto(KINGS + pathOf('en', match!));
      await expect
        .poll(
          async () => {
            await page.clock.runFor(LIVE_POLL_MS);
            return answered;
          },
          { timeout: 12_000 },
        )
        .toBeGreaterThan(0);
      // Hidden once the answer is read and the next poll is due: the tab's hiding must stop it.
      await page.evaluate(() => new Promise((resolve) => queueMicrotask(() => resolve(undefined))));
      await setHidden(page, true);
      const whileHidden = polls.length;
      await page.clock.runFor(3 * LIVE_POLL_MS);
      await page.waitForLoadState('networkidle');
      expect(polls.length).toBe(whileHidden);
      await setHidden(page, false);
      await expect.poll(() => polls.length, { timeout: 3_000 }).toBeGreaterThan(whileHidden);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('does not poll for a match that has ended', async () => {
    const match = (await readCentre(KINGS)).flatMap((turn) => turn.matches).find((candidate) => candidate.status.startsWith('ended'));
    expect(match, 'the demo always has a finished match').toBeDefined();
    const page = await browser().newPage();
    try {
      const polls = watchPolls(page);
      // The page's own clock, moved past several polling intervals instead of waited for.
      await page.clock.install();
      const response = await page.goto(KINGS + pathOf('en', match!));
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.locator('.scoreboard__score').count()).toBe(1);
      // Following starts after paint: a poll could only be missed if the clock ran before it.
      await page.waitForSelector('.match-centre[data-enhanced]');
      await page.waitForLoadState('networkidle');
      await page.clock.runFor(30_000);
      await page.waitForLoadState('networkidle');
      expect(polls).toEqual([]);
    } finally {
      await page.close();
    }
  }, 30_000);
});

describe('the match page by keyboard and for assistive technology', () => {
  let match: RawMatch;
  beforeAll(async () => {
    const turn = await readCurrentTurn(KINGS);
    match = turn.find((candidate) => LIVE.has(candidate.status)) ?? turn[0]!;
  });

  async function open(lang: string): Promise<Page> {
    const page = await browser().newPage();
    await page.goto(KINGS + pathOf(lang, match));
    await page.waitForLoadState('networkidle');
    return page;
  }

  it('reaches the home team’s page with the keyboard alone', async () => {
    const page = await open('en');
    try {
      const home = match.participants.homeTeam.name;
      await tabTo(page, '.match-team--home a.match-team__name', 40);
      expect(await page.evaluate(() => document.activeElement?.textContent), 'the home team link takes focus').toBe(home);
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
      expect(outline).not.toBe('none');
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/en/espana/teams/*-${slugify(home)}`);
    } finally {
      await page.close();
    }
  });

  it.each(['en', 'ar'])('has no axe violations (%s)', async (lang) => {
    const page = await open(lang);
    try {
      await page.locator('#match-form-heading').waitFor();
      const violations = await runAxe(page);
      expect(violations, formatViolations(violations)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('the match page on a phone', () => {
  /** Each word of each team's name, with the number of lines it is drawn on. */
  const wordLines = (page: Page) => page.evaluate(() => [...document.querySelectorAll('.match-team__name')].flatMap((name) => {
    const text = name.firstChild as Text;
    return [...(text.textContent ?? '').matchAll(/\S+/g)].map((word) => {
      const range = document.createRange();
      range.setStart(text, word.index);
      range.setEnd(text, word.index + word[0].length);
      return { word: word[0], lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size };
    });
  }));

  it.each(['en', 'ar'])('keeps every word of the teams’ names whole at 360 px, a shootout’s line beside them (%s)', async (lang) => {
    const matches = (await readCentre(KINGS)).flatMap((turn) => turn.matches);
    const longestWord = (match: RawMatch) => Math.max(...[match.participants.homeTeam.name, match.participants.awayTeam.name].flatMap((name) => name.split(' ')).map((word) => word.length));
    const longest = [...matches].sort((a, b) => longestWord(b) - longestWord(a))[0]!;
    const shootout = matches.find((match) => match.status === 'endedAfterPenalties' && longestWord(match) >= 9) ?? matches.find((match) => match.status === 'endedAfterPenalties')!;
    const page = await browser().newPage({ viewport: { width: 360, height: 800 } });
    try {
      for (const match of [longest, shootout]) {
        await page.goto(KINGS + pathOf(lang, match));
        const words = await wordLines(page);
        expect(words.length).toBeGreaterThanOrEqual(2);
        expect(words.filter((word) => word.lines !== 1), `${match.id}: words broken across lines`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      }
    } finally {
      await page.close();
    }
  });
});
