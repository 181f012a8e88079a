// GET /groups/{id}: the group's table (empty for a playoff bracket).
import type { Hono } from 'hono';
import type { DemoEnv } from '../database';
import { answer, failure } from '../http';
import { standingsOfGroup } from '../queries/standings';
import { getGroup } from '../queries/structure';
import { teamsByIds } from '../queries/teams';
import { toGroupStandings } from '../reshape/standings';
import { dbOf, idsOf, langOf } from './context';

export function registerGroupRoutes(app: Hono<DemoEnv>): void {
  app.get('/api/v1/competition/groups/:id', async (c) => {
    const ids = idsOf(c, 'id');
    if (ids instanceof Response) return ids;
    const db = dbOf(c);
    const group = await getGroup(db, ids.id);
    if (!group) return failure(c, 404, 'Group not found');
    const rows = await standingsOfGroup(db, group.id);
    const teams = await teamsByIds(db, rows.map((r) => r.team_id));
    return answer(c, toGroupStandings(group, rows, new Map(teams.map((t) => [t.id, t])), langOf(c)), 'turn');
  });
}
