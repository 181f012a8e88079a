// Season statistics per player and per team (totals as JSON arrays in STAT_CODES order).
import { all, type DemoDatabase } from '../database';

export type PlayerStatsRow = {
  season_id: number; player_id: number; team_id: number; matches_played: number; minutes_played: number; totals: string; best: string;
  role: 'goalkeeper' | 'defender' | 'midfielder' | 'forward'; gender: string;
};
export type TeamStatsRow = { season_id: number; team_id: number; matches_played: number; totals: string };

export function playerStatsOfSeason(db: DemoDatabase, seasonId: number): Promise<PlayerStatsRow[]> {
  return all<PlayerStatsRow>(
    db,
    `SELECT s.season_id, s.player_id, s.team_id, s.matches_played, s.minutes_played, s.totals, s.best, p.role, p.gender
     FROM player_season_stats s JOIN players p ON p.id = s.player_id WHERE s.season_id = ? ORDER BY s.player_id, s.team_id`,
    seasonId,
  );
}

export function teamStatsOfSeason(db: DemoDatabase, seasonId: number): Promise<TeamStatsRow[]> {
  return all<TeamStatsRow>(db, 'SELECT season_id, team_id, matches_played, totals FROM team_season_stats WHERE season_id = ? ORDER BY team_id', seasonId);
}
