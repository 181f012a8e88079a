// Live changes through relays (ADR 052), in the built Worker: relays of two sockets at most and a
// fan-out of two, so a handful of pages spreads over several relays and the watcher reaches them
// through hubs. Pages are the site's own socket client (connectLiveSocket), reconnecting with
// back-off; the faults are the demo's (POST /api/demo/live-fault): a relay that drops every
// socket and forgets, a watcher that restarts.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import { connectLiveSocket } from '../../src/lib/live-push/live-socket-client';
import { toLiveSocketPath } from '../../src/lib/live-push/live-socket-path';
import { pageShard } from '../../src/lib/live-push/relay-plan';
import { goalsOf, liveMatchWithPlayLeft, playToNextGoal, setDemoClock, type LiveMessage, type RawMatch } from '../support/live-match';

const LOG = path.join(os.tmpdir(), `live-relays-${process.pid}.log`);
let site: StartedServer;
let match: RawMatch;
/** Where the demo clock stands from now: the tests play the match on from there. */
let offset = 0;

beforeAll(async () => {
  site = await startServer({
    edition: 'kings', build: false, logFile: LOG,
    env: { DEMO_CLOCK_CONTROL: 'on', REQUEST_LOGS: 'on', LIVE_RELAY_SOCKETS: '2', LIVE_RELAY_FAN_OUT: '2' },
  });
  await setDemoClock(site.url, 0);
}, 120_000);

afterAll(async () => {
  await site?.stop();
});

/** A page following the match through the site's client: every message it got, each link change. */
type Page = { id: string; messages: LiveMessage[]; links: boolean[]; stop: () => void };

function openPage(id: string): Page {
  const page: Page = { id, messages: [], links: [], stop: () => undefined };
  page.stop = connectLiveSocket({
    path: toLiveSocketPath('espana', 'en', match.id),
    pageUrl: `${site.url}/en/`,
    pageId: id,
    onChange: () => undefined,
    onLink: (open) => page.links.push(open),
    createSocket: (url) => {
      const socket = new WebSocket(url);
      socket.addEventListener('message', (event) => {
        if (typeof event.data === 'string' && event.data !== 'pong') page.messages.push(JSON.parse(event.data) as LiveMessage);
      });
      return socket;
    },
  });
  return page;
}

/** The changes a page applied: the client applies only a change numbered past the last it saw. */
function applied(page: Page): number[] {
  let seen = 0;
  const seqs: number[] = [];
  for (const message of page.messages) {
    if (message.seq <= seen) continue;
    seen = message.seq;
    if (message.type === 'change') seqs.push(message.seq);
  }
  return seqs;
}

async function until(test: () => boolean, what: () => string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const newestChange = (page: Page) => page.messages.filter((message) => message.type === 'change').at(-1);
const fanOutLines = () =>
  readFileSync(LOG, 'utf8').split('\n').flatMap((line) => {
    const at = line.indexOf('{"live":"fan-out"');
    return at >= 0 ? [JSON.parse(line.slice(at)) as { seq: number; relays: number; relaySockets: number; sockets: number }] : [];
  });

/**
 * A page id that every relay count up to 16 sends to relay 0 (its hash a multiple of each), so
 * the first page a test opens is on relay 0 however many relays the match has by then.
 */
function idOnRelayZero(): string {
  for (let i = 0; ; i++) {
    const id = `zero${i}`;
    if (Array.from({ length: 16 }, (_, index) => index + 1).every((count) => pageShard(id, count) === 0)) return id;
  }
}

/**
 * This test's own crowd, arriving one after another (each answer tells the Worker how many relays
 * there are), each page with a change before the next comes; all leave when the test ends.
 */
async function openCrowd(ids: readonly string[]): Promise<Page[]> {
  const pages: Page[] = [];
  onTestFinished(() => {
    for (const page of pages) page.stop();
  });
  for (const id of ids) {
    const page = openPage(id);
    pages.push(page);
    await until(() => page.messages.some((message) => message.type === 'change'), () => `${id} got nothing`);
  }
  return pages;
}

// Page ids are what a page keeps (`[0-9a-z]{1,24}`, SocketQuerySchema): no separator.
const crowdOf = (test: string, size: number) => Array.from({ length: size }, (_, i) => `${test}page${i}`);

describe('a live match followed through relays', () => {
  // Each test waits for a goal of its own: the match the last test played on while it has most of
  // its play left, else the next to kick off (a match near its end, or one Matchball ends early, may
  // have no goal left).
  beforeEach(async () => {
    ({ match, offset } = await liveMatchWithPlayLeft(site.url, offset, 25));
  }, 60_000);

  async function scoreAndExpectEveryPage(pages: readonly Page[]): Promise<number> {
    const before = Math.max(...pages.map((page) => newestChange(page)?.seq ?? 0));
    const scored = await playToNextGoal(site.url, match.id, goalsOf(match), offset);
    offset = scored.offset;
    match = scored.match;
    const home = String(scored.match.scores.homeScore ?? 0);
    const away = String(scored.match.scores.awayScore ?? 0);
    await until(
      () => pages.every((page) => newestChange(page)!.seq > before && newestChange(page)!.view?.score?.home === home && newestChange(page)!.view?.score?.away === away),
      () => JSON.stringify(pages.map((page) => [page.id, newestChange(page)?.seq, newestChange(page)?.view?.score?.label, page.links])),
    );
    return newestChange(pages[0]!)!.seq;
  }

  it('spreads pages over relays as they come, reaches them through hubs, and gives each every change once, in order', async () => {
    const pages = await openCrowd(crowdOf('spread', 7));
    const seq = await scoreAndExpectEveryPage(pages);
    // Seven pages, two sockets a relay at most, half-full as the target: more relays than the fan-out of two, so hubs.
    await until(() => fanOutLines().some((line) => line.seq === seq), () => 'no fan-out logged for the goal');
    const goal = fanOutLines().find((line) => line.seq === seq)!;
    expect(goal.relays).toBeGreaterThan(2);
    expect(goal.relaySockets).toBe(7);
    expect(goal.sockets).toBe(0);
    for (const page of pages) {
      const seqs = applied(page);
      expect(seqs, page.id).toEqual([...new Set(seqs)].sort((a, b) => a - b));
      expect(seqs.at(-1)).toBe(seq);
      // No page was handed the same change twice by its relay.
      const changes = page.messages.filter((message) => message.type === 'change').map((message) => message.seq);
      expect(new Set(changes).size, page.id).toBe(changes.length);
    }
  }, 180_000);

  it('loses nobody when a relay fails mid-match: its pages come back, and nothing is doubled or missed', async () => {
    // The first page is on relay 0 whatever the relay count; the others spread over the rest.
    const pages = await openCrowd([idOnRelayZero(), ...crowdOf('fault', 6)]);
    const failed = await fetch(`${site.url}/api/demo/live-fault`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'relay', region: 'espana', matchId: match.id, shard: 0 }),
    });
    expect(failed.status).toBe(200);
    await until(() => pages.some((page) => page.links.includes(false)), () => 'no page lost its relay');
    const dropped = pages.filter((page) => page.links.includes(false));
    expect(dropped.length).toBeLessThan(pages.length);
    // Back with back-off and jitter (about a second), at a relay that works.
    await until(() => dropped.every((page) => page.links.at(-1) === true), () => JSON.stringify(dropped.map((page) => page.links)));
    const seq = await scoreAndExpectEveryPage(pages);
    for (const page of pages) {
      const seqs = applied(page);
      expect(seqs.at(-1), page.id).toBe(seq);
      expect(seqs).toEqual([...new Set(seqs)].sort((a, b) => a - b));
    }
  }, 180_000);

  it('carries on when the watcher restarts: its changes are numbered on from the last, each applied once by every page', async () => {
    const pages = await openCrowd(crowdOf('restart', 7));
    const before = newestChange(pages[0]!)!.seq;
    const received = pages.map((page) => page.messages.length);
    const restarted = await fetch(`${site.url}/api/demo/live-fault`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'watcher', region: 'espana', matchId: match.id }),
    });
    expect(restarted.status).toBe(200);
    const seq = await scoreAndExpectEveryPage(pages);
    pages.forEach((page, i) => {
      const after = page.messages.slice(received[i]).filter((message) => message.type === 'change').map((message) => message.seq);
      // Numbered on from the last change, not from 1 and not repeating it.
      expect(after[0], page.id).toBe(before + 1);
      expect(after, page.id).toEqual([...new Set(after)].sort((a, b) => a - b));
      expect(applied(page).filter((applies) => applies === seq), page.id).toHaveLength(1);
    });
  }, 180_000);

  it('wakes the watcher again when a page comes back after every page had left and the watcher stopped reading', async () => {
    const [leaving] = await openCrowd(['leaving']);
    leaving!.stop();
    // Every page has left. The relays answer the watcher's next beat (every 10 s) with no socket,
    // and the watcher stops reading on the tick after; the relay still holds the newest change,
    // heard a moment ago.
    await new Promise((resolve) => setTimeout(resolve, 13_000));
    const [returning] = await openCrowd(['returning']);
    // Without a join the relay would hand over its last change and nothing after it: the page
    // would keep the score it was shown until it closed.
    const seq = await scoreAndExpectEveryPage([returning!]);
    expect(applied(returning!).at(-1)).toBe(seq);
  }, 180_000);
});

describe('the demo’s fault switch', () => {
  it('refuses a bad body with a 400', async () => {
    const bad = await fetch(`${site.url}/api/demo/live-fault`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"kind":"relay"}' });
    expect(bad.status).toBe(400);
  });
});
