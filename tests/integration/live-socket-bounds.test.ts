// What bounds /api/live/socket from the outside (ADR 056), in the built Worker: a page of another
// origin is refused and ours is not, and one address opens 50 sockets a minute at most (the
// production ceiling, given to this server as LIVE_SOCKET_OPENS_PER_MINUTE; the demo's is far
// higher, for the suite's pages from 127.0.0.1). Each case names its own client address
// (CF-Connecting-IP, which the local server keeps as sent and Cloudflare sets itself), so no
// other request of the run counts against it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import { liveMatchWithPlayLeft, socketUrl, stopDemoClock, upgradeStatus, type RawMatch } from '../support/live-match';

const OPENS_PER_MINUTE = 50;
let site: StartedServer;
let match: RawMatch;

beforeAll(async () => {
  site = await startServer({
    edition: 'kings', build: false, env: { DEMO_CLOCK_CONTROL: 'on', REQUEST_LOGS: 'off', LIVE_SOCKET_OPENS_PER_MINUTE: String(OPENS_PER_MINUTE) },
  });
  const found = await liveMatchWithPlayLeft(site.url, 0);
  match = found.match;
  // The league held at that instant: the match stays live however long the test takes.
  await stopDemoClock(site.url, Date.now() + found.offset);
}, 180_000);

afterAll(async () => {
  await site?.stop();
});

/** A client address of the documentation ranges, new for each call. */
let addresses = 0;
const newAddress = () => `198.51.100.${++addresses}`;

const open = (headers: Record<string, string>) => upgradeStatus(socketUrl(site.url, { region: 'espana', lang: 'en', id: match.id }), headers);

/**
 * The binding counts in windows of a minute on the clock: a run that started in a window's last
 * seconds would be counted in two. Starts at the next window when less than `needMs` is left.
 */
async function windowWithRoom(needMs: number): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((done) => setTimeout(done, left + 250));
}

describe('a socket asked for by a page', () => {
  it('is refused to a page of another origin, and opened for ours and for a client that names none', async () => {
    for (const origin of ['https://evil.example', 'https://kingsleague.pro.evil.example', 'https://queensleague.pro', 'null']) {
      expect(await open({ origin, 'cf-connecting-ip': newAddress() }), origin).toBe(403);
    }
    // Ours: the address the page was served from (a widget under /embed/ too), and the edition's domain.
    for (const origin of [site.url, 'https://kingsleague.pro']) {
      expect(await open({ origin, 'cf-connecting-ip': newAddress() }), origin).toBe(101);
    }
    expect(await open({ 'cf-connecting-ip': newAddress() })).toBe(101);
  });
});

describe('the sockets of one address', () => {
  it(`open ${OPENS_PER_MINUTE} a minute at most; the rest are told 429, and another address is not`, { timeout: 120_000 }, async () => {
    await windowWithRoom(30_000);
    const address = newAddress();
    const statuses: number[] = [];
    // Ten at a time, as a page's tabs and frames would open them, not a thousand in one instant.
    for (let batch = 0; batch < 6; batch++) {
      statuses.push(...(await Promise.all(Array.from({ length: 10 }, () => open({ origin: site.url, 'cf-connecting-ip': address })))));
    }
    const count = (status: number) => statuses.filter((candidate) => candidate === status).length;
    expect({ opened: count(101), refused: count(429), other: statuses.length - count(101) - count(429) }).toEqual({ opened: OPENS_PER_MINUTE, refused: 10, other: 0 });
    expect(await open({ origin: site.url, 'cf-connecting-ip': newAddress() })).toBe(101);
  });
});
