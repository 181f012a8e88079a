// Demo extensions: GET /seasons/{id}/draft, /transfers and /tier-list, and /legends?competitions=….
import type { Hono } from 'hono';
import { toIso } from '../calendar';
import type { DemoEnv } from '../database';
import { answer, failure, parseIdList } from '../http';
import { draftPicksOfSeason, tierListOfSeason, transfersOfSeason } from '../queries/draft';
import { legends, playersByIds } from '../queries/players';
import { getSeason } from '../queries/seasons';
import { teamsByIds } from '../queries/teams';
import { toPlayer, toPlayerRef } from '../reshape/player';
import { calendarOf } from '../reshape/season';
import { toTeamRef } from '../reshape/team';
import { badQuery, dbOf, idsOf, nowOf, type DemoContext } from './context';

async function seasonOf(c: DemoContext) {
  const ids = idsOf(c, 'id');
  if (ids instanceof Response) return ids;
  const season = await getSeason(dbOf(c), ids.id);
  return season ?? failure(c, 404, 'Season not found');
}

export function registerSeasonExtraRoutes(app: Hono<DemoEnv>): void {
  app.get('/api/v1/competition/seasons/:id/draft', async (c) => {
    const season = await seasonOf(c);
    if (season instanceof Response) return season;
    const db = dbOf(c);
    const picks = await draftPicksOfSeason(db, season.id);
    const players = new Map((await playersByIds(db, season.id, picks.map((p) => p.player_id))).map((p) => [p.id, toPlayerRef(p)]));
    const body = picks.flatMap((p) => {
      const player = players.get(p.player_id);
      return player ? [{ order: p.pick_order, round: p.round, teamId: p.team_id, player, category: p.category }] : [];
    });
    return answer(c, body, 'people');
  });

  app.get('/api/v1/competition/seasons/:id/transfers', async (c) => {
    const season = await seasonOf(c);
    if (season instanceof Response) return season;
    const db = dbOf(c);
    const moves = await transfersOfSeason(db, season.id);
    const [players, teams] = await Promise.all([
      playersByIds(db, season.id, moves.map((m) => m.player_id)),
      teamsByIds(db, moves.flatMap((m) => [m.from_team_id, m.to_team_id]).filter((id): id is number => id !== null)),
    ]);
    const playerRefs = new Map(players.map((p) => [p.id, toPlayerRef(p)]));
    const teamRefs = new Map(teams.map((t) => [t.id, toTeamRef(t)]));
    const calendar = calendarOf(season, nowOf());
    const body = moves.flatMap((m) => {
      const player = playerRefs.get(m.player_id);
      const fromTeam = m.from_team_id !== null ? teamRefs.get(m.from_team_id) : undefined;
      const toTeam = m.to_team_id !== null ? teamRefs.get(m.to_team_id) : undefined;
      return player ? [{ id: m.id, date: toIso(calendar.dayOffsetDate(m.day_offset)), type: m.type, player, ...(fromTeam ? { fromTeam } : {}), ...(toTeam ? { toTeam } : {}) }] : [];
    });
    return answer(c, body, 'people');
  });

  app.get('/api/v1/competition/seasons/:id/tier-list', async (c) => {
    const season = await seasonOf(c);
    if (season instanceof Response) return season;
    const db = dbOf(c);
    const tiers = await tierListOfSeason(db, season.id);
    const teams = new Map((await teamsByIds(db, tiers.map((t) => t.team_id))).map((t) => [t.id, toTeamRef(t)]));
    const body = tiers.flatMap((t) => {
      const team = teams.get(t.team_id);
      return team ? [{ tier: t.tier, position: t.position, team }] : [];
    });
    return answer(c, body, 'season');
  });

  app.get('/api/v1/competition/legends', async (c) => {
    const competitionIds = parseIdList(c.req.query('competitions'));
    if (!competitionIds) return badQuery(c);
    return answer(c, (await legends(dbOf(c), competitionIds)).map(toPlayer), 'people');
  });
}
