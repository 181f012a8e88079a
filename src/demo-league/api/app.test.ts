import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setDemoClockOffset } from '../clock';
import { createDemoLeagueApp } from './app';
import type { DemoBindings } from './database';
import { brokenDatabase, openSeededDatabase } from './test-database';

const app = createDemoLeagueApp();
let env: DemoBindings;
const get = (path: string, bindings: DemoBindings = env) => app.request(path, {}, bindings);
const json = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.json() as Promise<unknown>;
};

afterEach(() => setDemoClockOffset(0));

// Season 15: Spain's current men's season; turn 22 its current turn; group 3 its table; team 5 plays in it.
const ENDPOINTS = [
  '/api/v1/competition/season-clusters?genders=male,both&competitions=3,6',
  '/api/v1/competition/teams/5',
  '/api/v1/competition/teams/5/seasons',
  '/api/v1/competition/teams/5/staffs',
  '/api/v1/competition/teams/5/season-data/15/staffs',
  '/api/v1/competition/teams/5/season-data/15/stats',
  '/api/v1/competition/teams/5/season-data/15/players',
  '/api/v1/competition/teams/5/season-data/15/matches',
  '/api/v1/competition/groups/3',
  '/api/v1/competition/turns/22?lang=en',
  '/api/v1/competition/seasons/15?lang=es',
  '/api/v1/competition/seasons/15/teams',
  '/api/v1/competition/seasons/15/players?lang=es&ctxGenders=male,both&categories=draft',
  '/api/v1/competition/seasons/15/players/turn-players?lang=es',
  '/api/v1/competition/seasons/15/players/stats/GOL?orderBy=total&sortOrder=DESC&pageSize=5&page=1',
  '/api/v1/competition/seasons/15/teams/stats/TIR',
  '/api/v1/competition/seasons/15/match-center-data?lang=es&teamId=5',
  '/api/stats?ctxGenders=male,both&season=15&type=players&mainCode=TA&secondaryCodes=TR&orderBy=ranking&sortOrder=ASC',
  '/api/v1/competition/seasons/15/draft',
  '/api/v1/competition/seasons/15/transfers',
  '/api/v1/competition/seasons/22/tier-list',
  '/api/v1/competition/legends?competitions=3,6',
];

describe('demo league API', () => {
  // Seeding generates the whole league: longer than a hook's default ten seconds on a busy machine.
  beforeAll(async () => {
    env = { DB: await openSeededDatabase() };
  }, 60_000);

  it.each(ENDPOINTS)('answers %s with JSON and a cache lifetime', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const body = await response.json();
    expect(Array.isArray(body) ? body.length : Object.keys(body as object).length).toBeGreaterThan(0);
  });

  it('caches by data class: live data seconds, people an hour', async () => {
    const maxAge = async (path: string) => (await get(path)).headers.get('cache-control');
    expect(await maxAge('/api/v1/competition/seasons/15/match-center-data')).toBe('public, max-age=8');
    expect(await maxAge('/api/v1/competition/turns/22')).toBe('public, max-age=8');
    expect(await maxAge('/api/v1/competition/turns/15')).toBe('public, max-age=30');
    expect(await maxAge('/api/v1/competition/groups/3')).toBe('public, max-age=30');
    expect(await maxAge('/api/v1/competition/seasons/15')).toBe('public, max-age=300');
    expect(await maxAge('/api/v1/competition/seasons/15/players')).toBe('public, max-age=3600');
  });

  it('answers malformed ids with 400, unknown ids and paths with 404', async () => {
    for (const path of ['/api/v1/competition/teams/abc', '/api/v1/competition/teams/1234567890', '/api/v1/competition/seasons/-1', '/api/v1/competition/turns/1e3', '/api/stats?season=x']) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ error: 'Bad id' });
    }
    expect(await (await get('/api/v1/competition/teams/999999')).json()).toEqual({ error: 'Team not found' });
    for (const path of ['/api/v1/competition/seasons/999', '/api/v1/competition/turns/99999', '/api/v1/competition/groups/99999', '/api/v1/competition/whatever', '/api/v1/competition/seasons/15/players/stats/NOPE']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('filters clusters by gender and competition', async () => {
    const queens = (await json('/api/v1/competition/season-clusters?genders=female,both&competitions=4,6')) as { seasons: { competitionId: number; competition: { gender: string } }[] }[];
    const seasons = queens.flatMap((c) => c.seasons);
    expect(seasons.length).toBeGreaterThan(0);
    expect(seasons.every((s) => [4, 6].includes(s.competitionId) && s.competition.gender !== 'male')).toBe(true);
    expect((await get('/api/v1/competition/season-clusters?genders=robot')).status).toBe(400);
  });

  it('pages and sorts player statistics', async () => {
    const page1 = (await json('/api/v1/competition/seasons/15/players/stats/GOL?pageSize=3')) as { total: number; ranking: number }[];
    const page2 = (await json('/api/v1/competition/seasons/15/players/stats/GOL?pageSize=3&page=2')) as { total: number }[];
    expect(page1).toHaveLength(3);
    expect(page1[0]!.ranking).toBe(1);
    expect(page1[2]!.total).toBeGreaterThanOrEqual(page2[0]!.total);
    const ascending = (await json('/api/v1/competition/seasons/15/players/stats/GOL?orderBy=total&sortOrder=ASC&pageSize=200')) as { total: number }[];
    expect(ascending[0]!.total).toBeLessThanOrEqual(ascending.at(-1)!.total);
    const keepers = (await json('/api/v1/competition/seasons/15/players/stats/PRT?pageSize=200')) as { player: { role: string } }[];
    expect(keepers.length).toBeGreaterThan(0);
    expect(keepers.every((e) => e.player.role === 'goalkeeper')).toBe(true);
    expect((await get('/api/v1/competition/seasons/15/players/stats/GOL?pageSize=500')).status).toBe(400);
    expect(await json('/api/v1/competition/seasons/15/players/stats/GOL?page=999999999')).toEqual([]);
  });

  it('shows the current turn live, and moves it with the demo clock', async () => {
    type Turn = { matches: { status: string; currentMinute?: number; events?: unknown[]; participants: { homeTeam?: { players?: unknown[] } } }[] };
    const turn = (await json('/api/v1/competition/turns/22')) as Turn;
    expect(turn.matches.some((m) => ['inPlay1H', 'halfTime', 'inPlay2H', 'inPlayP'].includes(m.status))).toBe(true);
    expect(turn.matches.some((m) => m.status === 'notStarted')).toBe(true);
    expect(turn.matches[0]!.participants.homeTeam!.players!.length).toBeGreaterThanOrEqual(14);
    const before = JSON.stringify(turn);
    setDemoClockOffset(37 * 60_000);
    expect(JSON.stringify(await json('/api/v1/competition/turns/22'))).not.toBe(before);
    const past = (await json('/api/v1/competition/turns/15')) as Turn;
    expect(past.matches.length).toBeGreaterThan(0);
    expect(past.matches.every((m) => m.status.startsWith('ended') && (m.events?.length ?? 0) > 0)).toBe(true);
  });

  it('answers 503, never 500, when the database fails or is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const bindings of [{ DB: brokenDatabase() }, {}]) {
      const response = await get('/api/v1/competition/teams/5', bindings);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: 'Demo league data unavailable' });
    }
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('demo clock control', () => {
  const post = (body: unknown, bindings: DemoBindings) =>
    app.request('/api/demo/clock', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }, bindings);

  it('is refused unless DEMO_CLOCK_CONTROL is on', async () => {
    expect((await post({ offsetMs: 60_000 }, {})).status).toBe(404);
    expect((await post({ offsetMs: 60_000 }, { DEMO_CLOCK_CONTROL: 'off' })).status).toBe(404);
  });

  it('moves the clock by an offset or to an instant, and tells the time', async () => {
    const on = { DEMO_CLOCK_CONTROL: 'on' };
    expect(await (await post({ offsetMs: 60_000 }, on)).json()).toMatchObject({ offsetMs: 60_000 });
    const at = '2030-01-01T12:00:00.000Z';
    await post({ at }, on);
    const now = (await (await app.request('/api/demo/clock')).json()) as { now: string };
    expect(Math.abs(Date.parse(now.now) - Date.parse(at))).toBeLessThan(5_000);
    expect((await post({ offsetMs: 'soon' }, on)).status).toBe(400);
  });

  it('holds the clock at an instant when asked to stop it, and lets it run again on an offset', async () => {
    const on = { DEMO_CLOCK_CONTROL: 'on' };
    const at = '2030-01-01T12:00:00.000Z';
    expect(await (await post({ at, stopped: true }, on)).json()).toMatchObject({ now: at, stopped: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await (await app.request('/api/demo/clock')).json()).toMatchObject({ now: at, stopped: true });
    expect(await (await post({ offsetMs: 0 }, on)).json()).toMatchObject({ stopped: false });
    const now = (await (await app.request('/api/demo/clock')).json()) as { now: string };
    expect(Math.abs(Date.parse(now.now) - Date.now())).toBeLessThan(5_000);
  });
});

describe('demo reschedule control', () => {
  type Turn = { ended: boolean; matches: { id: number; date: string; updatedAt?: string }[] };
  const post = (body: unknown, bindings: DemoBindings) =>
    app.request('/api/demo/reschedule', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }, { ...env, ...bindings });
  const futureMatch = async () => {
    const turns = (await json('/api/v1/competition/seasons/15/match-center-data')) as Turn[];
    return turns.filter((turn) => !turn.ended).at(-1)!.matches[0]!;
  };

  it('is refused unless DEMO_CLOCK_CONTROL is on, and refuses a malformed body', async () => {
    expect((await post({ matchId: 1, minutes: 60 }, {})).status).toBe(404);
    expect((await post({ matchId: 'one', minutes: 60 }, { DEMO_CLOCK_CONTROL: 'on' })).status).toBe(400);
  });

  it('moves a coming match and stamps when it was moved', async () => {
    const before = await futureMatch();
    expect(before.updatedAt).toBeUndefined();
    expect((await post({ matchId: before.id, minutes: 90 }, { DEMO_CLOCK_CONTROL: 'on' })).status).toBe(200);
    const after = await futureMatch();
    expect(after.id).toBe(before.id);
    expect(Date.parse(after.date) - Date.parse(before.date)).toBe(90 * 60_000);
    expect(Math.abs(Date.parse(after.updatedAt!) - Date.now())).toBeLessThan(60_000);
  });
});
