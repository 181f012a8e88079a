// GET /teams/{id}, its seasons and staff. The demo's clubs have no crest files: the site draws
// each crest from the club's colours (ADR 034).
import type { Hono } from 'hono';
import type { DemoEnv } from '../database';
import { answer, failure } from '../http';
import { currentSeasonsOfTeams, listSeasonsOfTeam } from '../queries/seasons';
import { staffsOfTeams } from '../queries/staffs';
import { getTeam } from '../queries/teams';
import { toSeason } from '../reshape/season';
import { toStaff } from '../reshape/staff';
import { toTeam } from '../reshape/team';
import { dbOf, idsOf, nowOf } from './context';

export function registerTeamRoutes(app: Hono<DemoEnv>): void {
  app.get('/api/v1/competition/teams/:id', async (c) => {
    const ids = idsOf(c, 'id');
    if (ids instanceof Response) return ids;
    const db = dbOf(c);
    const team = await getTeam(db, ids.id);
    if (!team) return failure(c, 404, 'Team not found');
    const [staffs, current] = await Promise.all([staffsOfTeams(db, [team.id]), currentSeasonsOfTeams(db, [team.id])]);
    return answer(c, toTeam(team, { staffs, currentSeasons: current.map((s) => ({ id: s.season_id, competitionId: s.competition_id })) }), 'season');
  });

  app.get('/api/v1/competition/teams/:id/seasons', async (c) => {
    const ids = idsOf(c, 'id');
    if (ids instanceof Response) return ids;
    const db = dbOf(c);
    if (!(await getTeam(db, ids.id))) return failure(c, 404, 'Team not found');
    const now = nowOf();
    return answer(c, (await listSeasonsOfTeam(db, ids.id)).map((row) => toSeason(row, now)), 'season');
  });

  app.get('/api/v1/competition/teams/:id/staffs', async (c) => {
    const ids = idsOf(c, 'id');
    if (ids instanceof Response) return ids;
    const db = dbOf(c);
    if (!(await getTeam(db, ids.id))) return failure(c, 404, 'Team not found');
    return answer(c, (await staffsOfTeams(db, [ids.id])).map(toStaff), 'people');
  });
}
