// GET /seasons/{id}/players/stats/{code} (ranked, sorted and paged) and /seasons/{id}/teams/stats/{code}.
import type { Hono } from 'hono';
import { isStatCode } from '../../codes';
import type { DemoEnv } from '../database';
import { answer, failure, parseBoundedInt } from '../http';
import { seasonPlayers } from '../queries/players';
import { getSeason } from '../queries/seasons';
import { playerStatsOfSeason, teamStatsOfSeason } from '../queries/stats';
import { teamsOfSeason } from '../queries/teams';
import { toPlayerRef } from '../reshape/player';
import { playerEntries, teamEntries, type PlayerStatsEntryJson } from '../reshape/rankings';
import { toTeamRef } from '../reshape/team';
import { badQuery, dbOf, idsOf, langOf } from './context';

const ORDER_FIELDS = ['ranking', 'rankingAVG', 'total', 'totalAvg', 'matchesPlayed', 'minutesPlayed', 'bestValue'] as const;
type OrderField = (typeof ORDER_FIELDS)[number];
/** Ranks read best-first ascending; amounts read best-first descending. */
const ASCENDING_BY_DEFAULT: readonly OrderField[] = ['ranking', 'rankingAVG'];

function sortEntries(entries: PlayerStatsEntryJson[], field: OrderField, ascending: boolean): PlayerStatsEntryJson[] {
  const sign = ascending ? 1 : -1;
  return [...entries].sort((a, b) => sign * (a[field] - b[field]) || a.ranking - b.ranking || a.player.id - b.player.id);
}

export function registerSeasonStatsRoutes(app: Hono<DemoEnv>): void {
  app.get('/api/v1/competition/seasons/:id/players/stats/:code', async (c) => {
    const ids = idsOf(c, 'id');
    if (ids instanceof Response) return ids;
    const code = c.req.param('code');
    const orderBy = c.req.query('orderBy') ?? 'ranking';
    const sortOrder = (c.req.query('sortOrder') ?? '').toUpperCase();
    const pageSize = parseBoundedInt(c.req.query('pageSize'), 1, 200, 20);
    // A page past the end is an empty page, not an error: the client clamps only from below.
    const page = parseBoundedInt(c.req.query('page'), 1, Number.MAX_SAFE_INTEGER, 1);
    if (!(ORDER_FIELDS as readonly string[]).includes(orderBy) || !['', 'ASC', 'DESC'].includes(sortOrder) || pageSize === null || page === null) {
      return badQuery(c);
    }
    if (!isStatCode(code)) return failure(c, 404, 'Statistic not found');
    const db = dbOf(c);
    if (!(await getSeason(db, ids.id))) return failure(c, 404, 'Season not found');
    const [rows, players, teams] = await Promise.all([playerStatsOfSeason(db, ids.id), seasonPlayers(db, ids.id), teamsOfSeason(db, ids.id)]);
    const teamMatches = new Map((await teamStatsOfSeason(db, ids.id)).map((t) => [t.team_id, t.matches_played]));
    const playerRefs = new Map(players.map((p) => [p.id, toPlayerRef(p)]));
    const teamRefs = new Map(teams.map((t) => [t.id, toTeamRef(t)]));
    const entries = playerEntries(code, rows, langOf(c), {
      player: (id) => playerRefs.get(id), team: (id) => teamRefs.get(id), teamMatches: (id) => teamMatches.get(id) ?? 0,
    });
    const field = orderBy as OrderField;
    const ascending = sortOrder === '' ? ASCENDING_BY_DEFAULT.includes(field) : sortOrder === 'ASC';
    const sorted = sortEntries(entries, field, ascending);
    return answer(c, sorted.slice((page - 1) * pageSize, page * pageSize), 'people');
  });

  app.get('/api/v1/competition/seasons/:id/teams/stats/:code', async (c) => {
    const ids = idsOf(c, 'id');
    if (ids instanceof Response) return ids;
    const code = c.req.param('code');
    if (!isStatCode(code)) return failure(c, 404, 'Statistic not found');
    const db = dbOf(c);
    if (!(await getSeason(db, ids.id))) return failure(c, 404, 'Season not found');
    const [rows, teams] = await Promise.all([teamStatsOfSeason(db, ids.id), teamsOfSeason(db, ids.id)]);
    const refs = new Map(teams.map((t) => [t.id, toTeamRef(t)]));
    return answer(c, teamEntries(code, rows, langOf(c), (id) => refs.get(id)), 'people');
  });
}
