// The demo league's live turn read past every cache, its clock moved on, and live sockets
// opened as a page opens them: for the tests and the bench of pushed live changes.
import { request } from 'node:http';
import { MATCH_MINUTES } from '../../src/demo-league/match-clock';

export type RawMatch = {
  id: number; date: string; status: string; currentMinute?: number;
  participants: { homeTeam: { name: string }; awayTeam: { name: string } };
  scores: { homeScore?: number | null; awayScore?: number | null };
};
export type LiveMessage = { type: 'change' | 'synced' | 'over'; seq: number; view?: { id: number; score?: { home: string; away: string; label: string }; badge: { text: string } } };

const NO_CACHE = { 'cache-control': 'no-cache' };
export const LIVE_STATUSES = new Set(['inPlay1H', 'halfTime', 'inPlay2H']);
export const goalsOf = (match: RawMatch) => (match.scores.homeScore ?? 0) + (match.scores.awayScore ?? 0);

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: NO_CACHE });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

type CentreTurn = { ended: boolean; matches: (RawMatch & { turnId: number })[] };

/** Spain's current season, turn by turn, from the demo league itself. */
export async function readSeasonTurns(base: string): Promise<CentreTurn[]> {
  const clusters = await json<{ seasons: { id: number; isCurrent: boolean }[] }[]>(`${base}/api/v1/competition/season-clusters?genders=male,both&competitions=3,6`);
  const season = clusters.flatMap((cluster) => cluster.seasons).find((candidate) => candidate.isCurrent)!;
  return json<CentreTurn[]>(`${base}/api/v1/competition/seasons/${season.id}/match-center-data?lang=en`);
}

/** Spain's turn being played now, in full, from the demo league itself. */
export async function readCurrentTurn(base: string): Promise<RawMatch[]> {
  const centre = await readSeasonTurns(base);
  const turnId = centre.find((turn) => !turn.ended)!.matches[0]!.turnId;
  return (await json<{ matches: RawMatch[] }>(`${base}/api/v1/competition/turns/${turnId}?lang=en`)).matches;
}

/** The live matches, the one with the most play left (the one that kicked off last) first. */
export async function findLiveMatches(base: string): Promise<RawMatch[]> {
  const live = (await readCurrentTurn(base)).filter((match) => LIVE_STATUSES.has(match.status));
  return live.sort((a, b) => (a.currentMinute ?? 0) - (b.currentMinute ?? 0));
}

/** The live match with the most play left. */
export async function findLiveMatch(base: string): Promise<RawMatch> {
  const match = (await findLiveMatches(base))[0];
  if (!match) throw new Error('the demo always has a live match');
  return match;
}

/**
 * A live match with at least `minutes` of play left, and the clock offset it was found at. When
 * every live match is nearer its end (earlier tests moved the clock on, or the day's schedule has
 * none fresh at this hour), the clock moves on to just after the next kick-off of the season, in
 * this turn or a later one: a page opened for a match about to end may show it ended, and a match
 * near its end may have no goal left to wait for.
 */
export async function liveMatchWithPlayLeft(base: string, offset: number, minutes = 15): Promise<{ match: RawMatch; offset: number }> {
  const fresh = (await findLiveMatches(base)).find((match) => MATCH_MINUTES - (match.currentMinute ?? 0) >= minutes);
  if (fresh) return { match: fresh, offset };
  const now = Date.now() + offset;
  const nextKickoff = (await readSeasonTurns(base))
    .flatMap((turn) => turn.matches)
    .filter((match) => match.status === 'notStarted')
    .map((match) => Date.parse(match.date))
    .filter((kickoff) => kickoff > now)
    .sort((a, b) => a - b)[0];
  if (nextKickoff === undefined) return { match: await findLiveMatch(base), offset };
  const moved = Math.max(offset, nextKickoff + 5_000 - Date.now());
  await setDemoClock(base, moved);
  return { match: await findLiveMatch(base), offset: moved };
}

async function postDemoClock(base: string, body: object): Promise<void> {
  const response = await fetch(`${base}/api/demo/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== 200) throw new Error(`the demo clock was not set to ${JSON.stringify(body)}: ${response.status}`);
}

/** Runs the demo clock `offsetMs` from real time. */
export function setDemoClock(base: string, offsetMs: number): Promise<void> {
  return postDemoClock(base, { offsetMs });
}

/** Stops the demo clock at `at`: the league stays at that instant until the clock is set again. */
export function stopDemoClock(base: string, at: number): Promise<void> {
  return postDemoClock(base, { at: new Date(at).toISOString(), stopped: true });
}

/** Moves a match `minutes` later (earlier when negative) in the demo league (POST /api/demo/reschedule). */
export async function rescheduleDemoMatch(base: string, matchId: number, minutes: number): Promise<void> {
  const response = await fetch(`${base}/api/demo/reschedule`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ matchId, minutes }) });
  if (response.status !== 200) throw new Error(`match ${matchId} was not moved by ${minutes} minutes: ${response.status}`);
}

/**
 * Moves the demo clock a minute at a time from `offset` until `matchId` has one goal more than
 * `goals` while still live, and holds it there: a goal of the real minutes that follow would
 * otherwise change the score a test then waits for. Returns the match as the league has it and
 * the offset of the held instant from now (setting the clock from it runs it again, forward).
 */
export async function playToNextGoal(base: string, matchId: number, goals: number, offset = 0): Promise<{ offset: number; match: RawMatch }> {
  const start = Date.now() + offset;
  for (let minutes = 1; minutes <= MATCH_MINUTES; minutes += 1) {
    const at = start + minutes * 60_000;
    await stopDemoClock(base, at);
    const match = (await readCurrentTurn(base)).find((candidate) => candidate.id === matchId);
    if (!match || !LIVE_STATUSES.has(match.status)) break;
    if (goalsOf(match) > goals) return { offset: at - Date.now(), match };
  }
  throw new Error(`no goal in match ${matchId} while it was still live`);
}

export const socketUrl = (base: string, query: Record<string, string | number>) =>
  `${base.replace(/^http/, 'ws')}/api/live/socket?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

/** A socket as a page holds it: every message it received, and its close. */
export type OpenSocket = {
  socket: WebSocket;
  messages: LiveMessage[];
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the first message received from now on (or already received) that passes `test`. */
  next(test: (message: LiveMessage) => boolean, timeoutMs?: number): Promise<LiveMessage>;
};

export function openSocket(url: string): Promise<OpenSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const messages: LiveMessage[] = [];
    const waiters = new Set<() => void>();
    const closed = new Promise<{ code: number; reason: string }>((done) => {
      socket.addEventListener('close', (event) => done({ code: event.code, reason: event.reason }));
    });
    socket.addEventListener('message', (event) => {
      if (typeof event.data === 'string' && event.data !== 'pong') messages.push(JSON.parse(event.data) as LiveMessage);
      for (const waiter of waiters) waiter();
    });
    const next = (test: (message: LiveMessage) => boolean, timeoutMs = 15_000) =>
      new Promise<LiveMessage>((found, missed) => {
        const check = () => {
          const hit = messages.find(test);
          if (!hit) return;
          waiters.delete(check);
          clearTimeout(timer);
          found(hit);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          missed(new Error(`no such message within ${timeoutMs} ms; got ${JSON.stringify(messages.map((m) => [m.type, m.seq]))}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    socket.addEventListener('open', () => resolve({ socket, messages, closed, next }), { once: true });
    socket.addEventListener('error', () => reject(new Error(`socket refused: ${url}`)), { once: true });
  });
}

/** The HTTP status a WebSocket upgrade is answered with (101 when accepted). */
export function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  const target = new URL(url.replace(/^ws/, 'http'));
  return new Promise((resolve, reject) => {
    const asked = request(target, {
      headers: {
        connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13',
        'sec-websocket-key': Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64'), ...headers,
      },
    });
    asked.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    asked.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    asked.on('error', reject);
    asked.end();
  });
}

/**
 * A page init script: every WebSocket fails as a refused one does (error, then close 1006,
 * never open), as behind a proxy that drops upgrades.
 */
export function refuseWebSockets(): void {
  class RefusedSocket extends EventTarget {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readyState = 3;
    onopen: ((event: Event) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    onclose: ((event: Event) => void) | null = null;
    onmessage: ((event: Event) => void) | null = null;
    constructor(readonly url: string) {
      super();
      (window as unknown as { refusedSockets: number }).refusedSockets = ((window as unknown as { refusedSockets?: number }).refusedSockets ?? 0) + 1;
      setTimeout(() => {
        const error = new Event('error');
        this.onerror?.(error);
        this.dispatchEvent(error);
        const close = new CloseEvent('close', { code: 1006, wasClean: false });
        this.onclose?.(close);
        this.dispatchEvent(close);
      }, 0);
    }
    send(): void {
      throw new DOMException('not open', 'InvalidStateError');
    }
    close(): void {}
  }
  (window as unknown as { WebSocket: unknown }).WebSocket = RefusedSocket;
}
