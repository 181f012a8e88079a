// The built-in demo league through the built Worker: both editions answer every contract path
// from their own D1 database, in the shapes the client's schemas accept, and never with a 500.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { z } from 'zod';
import * as S from '../../src/lib/competition/schemas';

const EDITIONS = [
  { edition: 'kings', base: inject('kingsUrl'), genders: 'male,both', competitions: '3,6' },
  { edition: 'queens', base: inject('queensUrl'), genders: 'female,both', competitions: '4,6' },
] as const;

const LIVE_STATUSES = ['inPlay1H', 'halfTime', 'inPlay2H', 'inPlayP'];
const API = '/api/v1/competition';

async function read<T extends z.ZodType>(base: string, path: string, schema: T): Promise<z.output<T>> {
  const response = await fetch(base + path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type'), path).toContain('application/json');
  expect(response.headers.get('cache-control'), path).toMatch(/^public, max-age=\d+$/);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`${path}: ${parsed.error.message.slice(0, 1500)}`);
  return parsed.data;
}

/** Real ids of an edition, found the way the site finds them (section 4). */
type Ids = { seasonId: number; previousSeasonId: number; groupId: number; turnId: number; currentTurnId: number; teamId: number };

async function discover(base: string, genders: string, competitions: string): Promise<Ids> {
  const clusters = await read(base, `${API}/season-clusters?genders=${genders}&competitions=${competitions}`, S.SeasonClustersResponseSchema);
  const seasons = clusters.flatMap((c) => c.seasons);
  const current = seasons.find((s) => s.isCurrent)!;
  const previous = seasons.find((s) => !s.isCurrent && s.competitionId === current.competitionId)!;
  const season = await read(base, `${API}/seasons/${current.id}`, S.SeasonResponseSchema);
  const groups = season.phases!.flatMap((p) => p.groups);
  const league = groups.find((g) => g.hasStandings)!;
  const now = Date.now();
  const today = league.turns.find((t) => Date.parse(t.start) <= now && now <= Date.parse(t.finish ?? t.start))!;
  const teams = await read(base, `${API}/seasons/${current.id}/teams`, S.TeamsResponseSchema);
  return { seasonId: current.id, previousSeasonId: previous.id, groupId: league.id, turnId: league.turns[0]!.id, currentTurnId: today.id, teamId: teams[0]!.id };
}

describe.each(EDITIONS)('demo league, $edition edition', ({ base, genders, competitions }) => {
  let ids: Ids;
  beforeAll(async () => {
    ids = await discover(base, genders, competitions);
  });

  it('answers every contract path for real ids, in shapes the client accepts', async () => {
    const { seasonId, previousSeasonId, groupId, turnId, teamId } = ids;
    const team = `${API}/teams/${teamId}`;
    const season = `${API}/seasons/${seasonId}`;
    await read(base, team, S.TeamResponseSchema);
    await read(base, `${team}/seasons`, S.SeasonsResponseSchema);
    await read(base, `${team}/staffs`, S.StaffsResponseSchema);
    await read(base, `${team}/season-data/${seasonId}/staffs`, S.StaffsResponseSchema);
    await read(base, `${team}/season-data/${seasonId}/stats`, S.TeamRankingsResponseSchema);
    await read(base, `${team}/season-data/${seasonId}/players`, S.PlayersResponseSchema);
    await read(base, `${team}/season-data/${seasonId}/matches`, S.MatchesResponseSchema);
    await read(base, `${API}/groups/${groupId}`, S.GroupStandingsResponseSchema);
    await read(base, `${API}/turns/${turnId}?lang=en`, S.TurnResponseSchema);
    await read(base, `${season}?lang=es`, S.SeasonResponseSchema);
    await read(base, `${season}/teams`, S.TeamsResponseSchema);
    for (const category of ['draft', 'wildcard']) {
      const players = await read(base, `${season}/players?lang=es&ctxGenders=${genders}&categories=${category}`, S.PlayersResponseSchema);
      expect(players.length).toBeGreaterThan(0);
      expect(players.every((p) => p.category === category && p.teamId !== undefined)).toBe(true);
    }
    await read(base, `${season}/players/turn-players?lang=es`, S.TurnPlayersResponseSchema);
    await read(base, `${season}/players/stats/GOL?orderBy=total&sortOrder=DESC&pageSize=10&page=1`, S.PlayerStatsResponseSchema);
    await read(base, `${season}/teams/stats/GOL`, S.TeamStatsResponseSchema);
    await read(base, `${season}/match-center-data?lang=es&teamId=${teamId}`, S.MatchCenterResponseSchema);
    await read(base, `/api/stats?ctxGenders=${genders}&season=${seasonId}&type=players&mainCode=TA&secondaryCodes=TR&orderBy=ranking&sortOrder=ASC`, S.CardStatsResponseSchema);
    await read(base, `${API}/seasons/${previousSeasonId}/draft`, S.DraftResponseSchema);
    await read(base, `${season}/transfers`, S.TransfersResponseSchema);
    await read(base, `${season}/tier-list`, S.TierListResponseSchema);
    await read(base, `${API}/legends?competitions=${competitions}`, S.PlayersResponseSchema);
  });

  it('shows a live match in the match centre, with its minute and score', async () => {
    const turns = await read(base, `${API}/seasons/${ids.seasonId}/match-center-data`, S.MatchCenterResponseSchema);
    const today = turns.find((t) => t.id === ids.currentTurnId)!;
    const live = today.matches.filter((m) => LIVE_STATUSES.includes(m.status));
    expect(live.length).toBeGreaterThanOrEqual(1);
    expect(live.every((m) => typeof m.currentMinute === 'number' && typeof m.scores.homeScore === 'number')).toBe(true);
    expect(today.matches.some((m) => m.status === 'notStarted')).toBe(true);
    const response = await fetch(`${base}${API}/seasons/${ids.seasonId}/match-center-data`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=8');
  });

  it('answers malformed ids with 400 and unknown ids with 404, as JSON', async () => {
    for (const path of [`${API}/teams/abc`, `${API}/teams/1234567890`, `${API}/seasons/1.5`, `${API}/turns/-3`, `${API}/groups/0x10`, '/api/stats?season=abc']) {
      const response = await fetch(base + path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ error: 'Bad id' });
    }
    const team = await fetch(`${base}${API}/teams/987654321`);
    expect(team.status).toBe(404);
    expect(await team.json()).toEqual({ error: 'Team not found' });
    for (const path of [`${API}/seasons/987654321`, `${API}/turns/987654321`, `${API}/groups/987654321`, `${API}/unknown/path`, `${API}/seasons/${ids.seasonId}/players/stats/XYZ`]) {
      const response = await fetch(base + path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toContain('application/json');
    }
  });

  it.each([
    `${API}/teams/%00`,
    `${API}/teams/1%27%20OR%201=1`,
    `${API}/teams/${'9'.repeat(400)}`,
    `${API}/teams/5/season-data/%3Cscript%3E/matches`,
    `${API}/seasons/1/players/stats/%3Cscript%3Ealert(1)%3C%2Fscript%3E`,
    `${API}/seasons/1/players/stats/GOL?pageSize=-1&page=99999999999`,
    `${API}/seasons/1/players?categories=%27;DROP%20TABLE%20players;--&ctxGenders=male`,
    `${API}/season-clusters?competitions=1,2,x&genders=male`,
    `${API}/season-clusters?competitions=${'1,'.repeat(500)}`,
    `${API}/seasons/1/match-center-data?teamId=1e5`,
    `${API}/seasons/1?lang=%3Cscript%3E`,
    `${API}/turns/..%2F..%2Fwrangler.toml`,
    `${API}//teams//5`,
    `${API}/legends?competitions=%FF`,
    `/api/stats?season=1&mainCode=../../etc&secondaryCodes=%00`,
    `/api/stats?season=${'1'.repeat(50)}`,
  ])('never answers %s with a server error', async (path) => {
    const response = await fetch(base + path);
    const body = await response.text();
    expect(response.status, path).toBeLessThan(500);
    expect(response.headers.get('content-type'), path).toContain('application/json');
    expect(body).not.toMatch(/<script>alert/i);
  });

  it('keeps the demo clock read-only unless DEMO_CLOCK_CONTROL is on', async () => {
    const clock = (await (await fetch(`${base}/api/demo/clock`)).json()) as { now: string; offsetMs: number };
    expect(Math.abs(Date.parse(clock.now) - Date.now())).toBeLessThan(60_000);
    const post = await fetch(`${base}/api/demo/clock`, { method: 'POST', body: JSON.stringify({ offsetMs: 3_600_000 }), headers: { 'content-type': 'application/json' } });
    expect(post.status).toBe(404);
  });
});
