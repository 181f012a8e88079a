// Live changes pushed through the built Worker: a live demo match's watcher, sockets opened as
// pages open them, the demo clock moved on to the next goal, and what a socket may not do.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import {
  findLiveMatch, goalsOf, openSocket, playToNextGoal, readSeasonTurns, setDemoClock, socketUrl, upgradeStatus, type LiveMessage, type OpenSocket, type RawMatch,
} from '../support/live-match';

let site: StartedServer;
let match: RawMatch;

beforeAll(async () => {
  // A server of our own: only it lets the test move the demo league's clock.
  site = await startServer({ edition: 'kings', build: false, env: { DEMO_CLOCK_CONTROL: 'on', REQUEST_LOGS: 'off' } });
  await setDemoClock(site.url, 0);
  match = await findLiveMatch(site.url);
}, 120_000);

afterAll(async () => {
  await site?.stop();
});

const scoreOf = (socket: OpenSocket) => socket.messages.filter((message) => message.type === 'change').at(-1)?.view?.score?.label;

describe('a live match’s sockets', () => {
  const sockets: OpenSocket[] = [];
  afterAll(() => {
    for (const { socket } of sockets) socket.close();
  });

  it('each receives the match at once, then the next goal as it happens', async () => {
    const en = socketUrl(site.url, { region: 'espana', lang: 'en', id: match.id });
    const ar = socketUrl(site.url, { region: 'espana', lang: 'ar', id: match.id });
    sockets.push(...(await Promise.all([en, en, en, ar, ar].map(openSocket))));
    const first = await Promise.all(sockets.map((socket) => socket.next((message) => message.type === 'change')));
    // One watcher: every socket is at the same change.
    expect(new Set(first.map((message) => message.seq)).size).toBe(1);
    expect(first.every((message) => message.view?.id === match.id)).toBe(true);
    expect(first[0]!.view!.badge.text).toMatch(/^Live/);
    expect(first[3]!.view!.badge.text).not.toMatch(/Live/);

    const { match: scored } = await playToNextGoal(site.url, match.id, goalsOf(match));
    const home = scored.scores.homeScore ?? 0;
    const away = scored.scores.awayScore ?? 0;
    const withGoal = (message: LiveMessage) =>
      message.type === 'change' && message.view?.score?.home === String(home) && message.view.score.away === String(away);
    const goal = await Promise.all(sockets.slice(0, 3).map((socket) => socket.next(withGoal)));
    expect(goal.every((message) => message.seq > first[0]!.seq)).toBe(true);
    expect(new Set(goal.map((message) => message.seq)).size).toBe(1);
    expect(scoreOf(sockets[0]!)).toBe(scoreOf(sockets[1]!));
    // The Arabic pages got the same change, in Arabic.
    const arabic = await sockets[3]!.next((message) => message.seq === goal[0]!.seq);
    expect(arabic.view!.badge.text).toMatch(/[\u0600-\u06FF]/);
    // Each change arrives once, in order.
    for (const socket of sockets) {
      const seqs = socket.messages.map((message) => message.seq);
      expect(seqs).toEqual([...new Set(seqs)].sort((a, b) => a - b));
    }
  }, 120_000);

  it('a page that comes back is told what it missed, once, and nothing it saw', async () => {
    const url = socketUrl(site.url, { region: 'espana', lang: 'en', id: match.id });
    const first = await openSocket(url);
    const now = await first.next((message) => message.type === 'change');
    first.socket.close();

    const resumed = await openSocket(socketUrl(site.url, { region: 'espana', lang: 'en', id: match.id, since: now.seq }));
    sockets.push(resumed);
    const synced = await resumed.next(() => true);
    // "Nothing missed" at the change it saw; or, if the match moved on meanwhile, only the newer one.
    const told = synced.type === 'synced' ? synced.seq === now.seq : synced.type === 'change' && synced.seq > now.seq;
    expect(told, JSON.stringify([synced.type, synced.seq, now.seq])).toBe(true);

    const behind = await openSocket(socketUrl(site.url, { region: 'espana', lang: 'en', id: match.id, since: now.seq - 1 }));
    sockets.push(behind);
    const missed = await behind.next(() => true);
    expect(missed).toMatchObject({ type: 'change', view: { id: match.id } });
    expect(missed.seq).toBeGreaterThanOrEqual(now.seq);
  }, 60_000);
});

describe('when a socket cannot be had', () => {
  it('tells a page asking for a match already over that it is over, and refuses an unknown match, one not started and a request without an upgrade', async () => {
    const turns = await readSeasonTurns(site.url);
    const { now } = (await (await fetch(`${site.url}/api/demo/clock`)).json()) as { now: string };
    // A match of a turn played in full, and one of a turn to come (not about to start: a match
    // "starting soon" is followed already, section 4).
    const over = turns.find((turn) => turn.ended)?.matches[0];
    const notYet = turns.flatMap((turn) => turn.matches).find((candidate) => candidate.status === 'notStarted' && Date.parse(candidate.date) - Date.parse(now) > 30 * 60_000);
    expect(over, 'the season has a turn played in full').toBeDefined();
    expect(notYet, 'the season has a match to come').toBeDefined();

    // Over: the socket opens, says so and closes with the code after which a page does not come back.
    const told = await openSocket(socketUrl(site.url, { region: 'espana', lang: 'en', id: over!.id }));
    expect(await told.next((message) => message.type === 'over')).toMatchObject({ type: 'over' });
    expect(await told.closed).toMatchObject({ code: 1000, reason: 'match over' });
    expect(told.messages.map((message) => message.type)).toEqual(['over']);

    expect(await upgradeStatus(socketUrl(site.url, { region: 'espana', lang: 'en', id: notYet!.id }))).toBe(409);
    expect(await upgradeStatus(socketUrl(site.url, { region: 'espana', lang: 'en', id: 987654321 }))).toBe(404);
    expect(await upgradeStatus(socketUrl(site.url, { region: 'atlantis', lang: 'en', id: match.id }))).toBe(404);
    expect(await upgradeStatus(socketUrl(site.url, { region: 'espana', lang: 'en', id: 'x' }))).toBe(400);
    expect((await fetch(`${site.url}/api/live/socket?region=espana&lang=en&id=${match.id}`)).status).toBe(426);
    // A refused page polls instead: the same match answers there.
    const polled = await fetch(`${site.url}/api/live/match?region=espana&lang=en&id=${notYet!.id}`);
    expect(polled.status).toBe(200);
    expect(((await polled.json()) as { view: { id: number } }).view.id).toBe(notYet!.id);
  });

  it('keeps the watcher’s own read to itself', async () => {
    expect((await fetch(`${site.url}/api/live/watch?region=espana&lang=en&id=${match.id}`)).status).toBe(404);
  });
});

describe('a socket that misbehaves', () => {
  const open = () => openSocket(socketUrl(site.url, { region: 'espana', lang: 'en', id: match.id }));

  it('is closed for garbage', async () => {
    const { socket, closed } = await open();
    socket.send('{"type":"subscribe","everything":true}');
    expect(await closed).toMatchObject({ code: 1008 });
  });

  it('is closed for a message too long', async () => {
    const { socket, closed } = await open();
    socket.send(JSON.stringify({ type: 'resume', since: 0, pad: 'x'.repeat(10_000) }));
    expect(await closed).toMatchObject({ code: 1009 });
  });

  it('is closed for talking too fast, while a well-behaved one is answered', async () => {
    const polite = await open();
    polite.socket.send(JSON.stringify({ type: 'resume', since: 0 }));
    await polite.next((message) => message.type === 'change');
    const { socket, closed } = await open();
    for (let index = 0; index < 30; index++) socket.send(JSON.stringify({ type: 'resume', since: 0 }));
    expect(await closed).toMatchObject({ code: 1008, reason: 'too many messages' });
    expect(polite.socket.readyState).toBe(WebSocket.OPEN);
    polite.socket.close();
  });
});
