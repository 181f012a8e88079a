// GET /teams/{id}/season-data/{seasonId}/staffs | stats | players | matches: one team in one season.
import type { Hono } from 'hono';
import { STAT_CODES, statIndex } from '../../codes';
import type { DemoEnv } from '../database';
import { answer, failure } from '../http';
import { matchesOfTeamInSeason } from '../queries/matches';
import { seasonPlayers } from '../queries/players';
import { getSeason } from '../queries/seasons';
import { staffsOfTeams } from '../queries/staffs';
import { teamStatsOfSeason } from '../queries/stats';
import { getTeam, teamInSeason } from '../queries/teams';
import { toPlayer } from '../reshape/player';
import { numbersOf, rankBy } from '../reshape/rankings';
import { toStaff } from '../reshape/staff';
import { buildMatches } from '../services/matches';
import { statParameter } from '../stat-parameters';
import { dbOf, idsOf, langOf, nowOf, type DemoContext } from './context';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The team and season of the path, or the answer that says which is wrong. */
async function resolve(c: DemoContext): Promise<{ teamId: number; seasonId: number; inSeason: boolean } | Response> {
  const ids = idsOf(c, 'id', 'seasonId');
  if (ids instanceof Response) return ids;
  const db = dbOf(c);
  const [team, season] = await Promise.all([getTeam(db, ids.id), getSeason(db, ids.seasonId)]);
  if (!team) return failure(c, 404, 'Team not found');
  if (!season) return failure(c, 404, 'Season not found');
  return { teamId: team.id, seasonId: season.id, inSeason: await teamInSeason(db, team.id, season.id) };
}

export function registerTeamSeasonDataRoutes(app: Hono<DemoEnv>): void {
  const base = '/api/v1/competition/teams/:id/season-data/:seasonId';

  app.get(`${base}/staffs`, async (c) => {
    const target = await resolve(c);
    if (target instanceof Response) return target;
    const staffs = target.inSeason ? await staffsOfTeams(dbOf(c), [target.teamId]) : [];
    return answer(c, staffs.map(toStaff), 'people');
  });

  app.get(`${base}/players`, async (c) => {
    const target = await resolve(c);
    if (target instanceof Response) return target;
    return answer(c, (await seasonPlayers(dbOf(c), target.seasonId, { teamIds: [target.teamId] })).map(toPlayer), 'people');
  });

  app.get(`${base}/stats`, async (c) => {
    const target = await resolve(c);
    if (target instanceof Response) return target;
    const rows = await teamStatsOfSeason(dbOf(c), target.seasonId);
    const own = rows.find((r) => r.team_id === target.teamId);
    if (!own) return answer(c, [], 'people');
    const lang = langOf(c);
    const body = STAT_CODES.map((code) => {
      const i = statIndex(code);
      const ranks = rankBy(rows, (r) => numbersOf(r.totals)[i] ?? 0);
      const total = numbersOf(own.totals)[i] ?? 0;
      return { parameter: statParameter(code, lang), total, totalAvg: round2(total / Math.max(1, own.matches_played)), ranking: ranks.get(own)! };
    });
    return answer(c, body, 'people');
  });

  app.get(`${base}/matches`, async (c) => {
    const target = await resolve(c);
    if (target instanceof Response) return target;
    const db = dbOf(c);
    const rows = await matchesOfTeamInSeason(db, target.teamId, target.seasonId);
    const list = await buildMatches(db, rows, { lang: langOf(c), nowMs: nowOf(), withDetails: false, withPlayers: false });
    const sorted = [...list.matches].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
    return answer(c, sorted, list.hasCurrentTurn ? 'live' : 'turn');
  });
}
