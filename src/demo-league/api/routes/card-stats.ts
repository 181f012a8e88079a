// GET /api/stats?type=players&season=…&mainCode=TA&secondaryCodes=TR: the season's card table.
import type { Hono } from 'hono';
import { isStatCode, statIndex, type StatCode } from '../../codes';
import type { DemoEnv } from '../database';
import { answer, failure, parseId, parseWordList } from '../http';
import { seasonPlayers } from '../queries/players';
import { getSeason } from '../queries/seasons';
import { playerStatsOfSeason } from '../queries/stats';
import { teamsOfSeason } from '../queries/teams';
import { toPlayerRef } from '../reshape/player';
import { numbersOf, rankBy } from '../reshape/rankings';
import { toTeamRef } from '../reshape/team';
import { badQuery, dbOf } from './context';

const GENDERS = ['male', 'female', 'both'] as const;

export function registerCardStatsRoutes(app: Hono<DemoEnv>): void {
  app.get('/api/stats', async (c) => {
    const q = (name: string) => c.req.query(name);
    const seasonId = parseId(q('season'));
    if (seasonId === null) return failure(c, 400, 'Bad id');
    const genders = parseWordList(q('ctxGenders'), GENDERS);
    const mainCode = q('mainCode') ?? 'TA';
    const secondary = (q('secondaryCodes') ?? 'TR').split(',').filter(Boolean);
    const orderBy = q('orderBy') ?? 'ranking';
    const sortOrder = (q('sortOrder') ?? 'ASC').toUpperCase();
    if (!genders || (q('type') ?? 'players') !== 'players' || !isStatCode(mainCode) || !secondary.every(isStatCode)
      || orderBy !== 'ranking' || !['ASC', 'DESC'].includes(sortOrder)) {
      return badQuery(c);
    }
    const db = dbOf(c);
    if (!(await getSeason(db, seasonId))) return failure(c, 404, 'Season not found');
    const [rows, players, teams] = await Promise.all([playerStatsOfSeason(db, seasonId), seasonPlayers(db, seasonId, { genders }), teamsOfSeason(db, seasonId)]);
    const playerRefs = new Map(players.map((p) => [p.id, toPlayerRef(p)]));
    const teamRefs = new Map(teams.map((t) => [t.id, toTeamRef(t)]));
    const items = rows.flatMap((r) => {
      const player = playerRefs.get(r.player_id);
      const totals = numbersOf(r.totals);
      const mainTotal = totals[statIndex(mainCode)] ?? 0;
      const secondaryTotal = (secondary as StatCode[]).reduce((sum, code) => sum + (totals[statIndex(code)] ?? 0), 0);
      return player && mainTotal + secondaryTotal > 0 ? [{ r, player, mainTotal, secondaryTotal }] : [];
    });
    // Most cards of the main code first; the secondary codes break ties.
    const ranks = rankBy(items, (x) => x.mainTotal * 1000 + x.secondaryTotal);
    const entries = items
      .map((x) => ({ player: x.player, ...(teamRefs.get(x.r.team_id) ? { team: teamRefs.get(x.r.team_id)! } : {}), mainTotal: x.mainTotal, secondaryTotal: x.secondaryTotal, ranking: ranks.get(x)! }))
      .sort((a, b) => (sortOrder === 'ASC' ? a.ranking - b.ranking : b.ranking - a.ranking) || a.player.id - b.player.id);
    return answer(c, entries, 'people');
  });
}
