// GET /seasons/{id}/match-center-data: every turn of the season with its matches (optionally one
// team's), the current turn's live. Light matches: no events or statistics, read those per turn.
import type { Hono } from 'hono';
import type { DemoEnv } from '../database';
import { answer, failure, parseId } from '../http';
import { turnName } from '../names';
import { matchesOfSeason } from '../queries/matches';
import { getSeason } from '../queries/seasons';
import { turnsOfSeason } from '../queries/structure';
import { toIso } from '../calendar';
import { calendarOf } from '../reshape/season';
import { buildMatches } from '../services/matches';
import { dbOf, idsOf, langOf, nowOf } from './context';

const ENDED = new Set(['ended', 'endedAfterPenalties', 'endedAfterExtraTime']);

export function registerMatchCenterRoutes(app: Hono<DemoEnv>): void {
  app.get('/api/v1/competition/seasons/:id/match-center-data', async (c) => {
    const ids = idsOf(c, 'id');
    if (ids instanceof Response) return ids;
    const rawTeam = c.req.query('teamId');
    const teamId = rawTeam === undefined || rawTeam === '' ? null : parseId(rawTeam);
    if (rawTeam && teamId === null) return failure(c, 400, 'Bad id');
    const db = dbOf(c);
    const season = await getSeason(db, ids.id);
    if (!season) return failure(c, 404, 'Season not found');
    const [turns, rows] = await Promise.all([turnsOfSeason(db, season.id), matchesOfSeason(db, season.id)]);
    const wanted = teamId === null ? rows : rows.filter((r) => r.home_team_id === teamId || r.away_team_id === teamId);
    const now = nowOf();
    const lang = langOf(c);
    const { matches } = await buildMatches(db, wanted, { lang, nowMs: now, withDetails: false, withPlayers: false });
    const calendar = calendarOf(season, now);
    const body = turns.flatMap((turn) => {
      const ofTurn = matches.filter((m) => m.turnId === turn.id).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
      if (ofTurn.length === 0) return [];
      return [{
        id: turn.id,
        turnName: turnName(lang, turn.kind, turn.number).name,
        ended: ofTurn.every((m) => ENDED.has(m.status)),
        startDate: toIso(calendar.dayStart(turn.week_offset)),
        finishDate: toIso(calendar.dayEnd(turn.week_offset)),
        matches: ofTurn,
      }];
    });
    return answer(c, body, 'live');
  });
}
