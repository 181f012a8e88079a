// GET /turns/{id}: a turn with its matches in full (events, statistics, squads); the current turn live.
import type { Hono } from 'hono';
import type { DemoEnv } from '../database';
import { answer, failure } from '../http';
import { matchesOfTurn } from '../queries/matches';
import { playersByIds } from '../queries/players';
import { getSeason } from '../queries/seasons';
import { getTurn } from '../queries/structure';
import { calendarOf } from '../reshape/season';
import { isCurrentTurn, toTurnSummary } from '../reshape/turn';
import { buildMatches } from '../services/matches';
import { dbOf, idsOf, langOf, nowOf } from './context';

export function registerTurnRoutes(app: Hono<DemoEnv>): void {
  app.get('/api/v1/competition/turns/:id', async (c) => {
    const ids = idsOf(c, 'id');
    if (ids instanceof Response) return ids;
    const db = dbOf(c);
    const turn = await getTurn(db, ids.id);
    const season = turn && (await getSeason(db, turn.season_id));
    if (!turn || !season) return failure(c, 404, 'Turn not found');
    const now = nowOf();
    const lang = langOf(c);
    const rows = await matchesOfTurn(db, turn.id, true);
    const { matches } = await buildMatches(db, rows, { lang, nowMs: now, withDetails: true, withPlayers: true });
    const [mvp] = turn.mvp_player_id !== null ? await playersByIds(db, season.id, [turn.mvp_player_id]) : [];
    const body = {
      ...toTurnSummary(turn, lang, calendarOf(season, now)),
      ...(mvp ? { mvpName: `${mvp.first_name} ${mvp.last_name}`, mvpPlayerId: mvp.id } : {}),
      matches,
    };
    return answer(c, body, isCurrentTurn(turn, season.is_current === 1) ? 'live' : 'turn');
  });
}
