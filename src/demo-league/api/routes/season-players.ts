// GET /seasons/{id}/players (draft or wildcard lists, gender filter) and /players/turn-players
// (each turn's MVP and team of the turn).
import type { Hono } from 'hono';
import type { DemoEnv } from '../database';
import { answer, failure, parseWordList } from '../http';
import { turnName } from '../names';
import { seasonPlayers } from '../queries/players';
import { getSeason } from '../queries/seasons';
import { turnsOfSeason } from '../queries/structure';
import { toPlayer, toPlayerRef } from '../reshape/player';
import { teamOfTurn } from '../reshape/turn';
import { badQuery, dbOf, idsOf, langOf } from './context';

const CATEGORIES = ['draft', 'wildcard', 'reserve'] as const;
const GENDERS = ['male', 'female', 'both'] as const;

export function registerSeasonPlayerRoutes(app: Hono<DemoEnv>): void {
  app.get('/api/v1/competition/seasons/:id/players', async (c) => {
    const ids = idsOf(c, 'id');
    if (ids instanceof Response) return ids;
    const categories = parseWordList(c.req.query('categories'), CATEGORIES);
    const genders = parseWordList(c.req.query('ctxGenders'), GENDERS);
    if (!categories || !genders) return badQuery(c);
    const db = dbOf(c);
    if (!(await getSeason(db, ids.id))) return failure(c, 404, 'Season not found');
    const rows = await seasonPlayers(db, ids.id, { categories, genders });
    return answer(c, rows.map(toPlayer), 'people');
  });

  app.get('/api/v1/competition/seasons/:id/players/turn-players', async (c) => {
    const ids = idsOf(c, 'id');
    if (ids instanceof Response) return ids;
    const db = dbOf(c);
    if (!(await getSeason(db, ids.id))) return failure(c, 404, 'Season not found');
    const [turns, players] = await Promise.all([turnsOfSeason(db, ids.id), seasonPlayers(db, ids.id)]);
    const byId = new Map(players.map((p) => [p.id, { ...toPlayerRef(p), teamId: p.team_id ?? 0 }]));
    const lang = langOf(c);
    const answerTurns = turns.map((turn) => {
      const mvp = turn.mvp_player_id !== null ? byId.get(turn.mvp_player_id) : undefined;
      return {
        id: turn.id,
        ...turnName(lang, turn.kind, turn.number),
        ...(mvp ? { mvp } : {}),
        players: teamOfTurn(turn).flatMap((id) => byId.get(id) ?? []),
      };
    });
    return answer(c, answerTurns, 'season');
  });
}
