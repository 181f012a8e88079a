// GET /teams/{id}, its crest, seasons and staff.
import type { Hono } from 'hono';
import { renderCrestSvg } from '../../crest';
import type { DemoEnv } from '../database';
import { answer, cacheControl, failure } from '../http';
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

  app.get('/api/v1/competition/teams/:id/crest.svg', async (c) => {
    const ids = idsOf(c, 'id');
    if (ids instanceof Response) return ids;
    const team = await getTeam(dbOf(c), ids.id);
    if (!team) return failure(c, 404, 'Team not found');
    const svg = renderCrestSvg({ id: team.id, shortName: team.short_name, firstColor: team.first_color, secondColor: team.second_color, isPlaceholder: team.is_placeholder === 1 });
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': cacheControl('people') });
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
