// GET /seasons/{id} (with phases, groups and turns) and /seasons/{id}/teams (with staff).
import type { Hono } from 'hono';
import type { DemoEnv } from '../database';
import { answer, failure } from '../http';
import { getSeason } from '../queries/seasons';
import { staffsOfTeams } from '../queries/staffs';
import { groupsOfSeason, phasesOfSeason, turnsOfSeason } from '../queries/structure';
import { teamsOfSeason } from '../queries/teams';
import { calendarOf, toPhases, toSeason } from '../reshape/season';
import { toTeam } from '../reshape/team';
import { dbOf, idsOf, langOf, nowOf } from './context';

export function registerSeasonRoutes(app: Hono<DemoEnv>): void {
  app.get('/api/v1/competition/seasons/:id', async (c) => {
    const ids = idsOf(c, 'id');
    if (ids instanceof Response) return ids;
    const db = dbOf(c);
    const season = await getSeason(db, ids.id);
    if (!season) return failure(c, 404, 'Season not found');
    const [phases, groups, turns] = await Promise.all([phasesOfSeason(db, season.id), groupsOfSeason(db, season.id), turnsOfSeason(db, season.id)]);
    const now = nowOf();
    return answer(c, toSeason(season, now, toPhases(phases, groups, turns, langOf(c), calendarOf(season, now))), 'season');
  });

  app.get('/api/v1/competition/seasons/:id/teams', async (c) => {
    const ids = idsOf(c, 'id');
    if (ids instanceof Response) return ids;
    const db = dbOf(c);
    if (!(await getSeason(db, ids.id))) return failure(c, 404, 'Season not found');
    const teams = await teamsOfSeason(db, ids.id);
    const staffs = await staffsOfTeams(db, teams.map((t) => t.id));
    return answer(c, teams.map((t) => toTeam(t, { staffs: staffs.filter((s) => s.team_id === t.id) })), 'season');
  });
}
