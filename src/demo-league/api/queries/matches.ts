// Matches by turn, season or team; the JSON blobs (events, stats) only when the answer shows them.
import { all, type DemoDatabase } from '../database';

export type MatchRow = {
  id: number; season_id: number; phase_id: number; group_id: number; turn_id: number; slot: number; kickoff: string;
  home_team_id: number; away_team_id: number; status: string;
  home_score_1t: number | null; home_score_2t: number | null; away_score_1t: number | null; away_score_2t: number | null;
  home_score_p: number | null; away_score_p: number | null;
  bracket: string | null; events: string | null; stats: string | null;
};

const LIGHT = `id, season_id, phase_id, group_id, turn_id, slot, kickoff, home_team_id, away_team_id, status,
  home_score_1t, home_score_2t, away_score_1t, away_score_2t, home_score_p, away_score_p, bracket, NULL AS events, NULL AS stats`;
const FULL = LIGHT.replace('NULL AS events, NULL AS stats', 'events, stats');

export function matchesOfTurn(db: DemoDatabase, turnId: number, withBlobs: boolean): Promise<MatchRow[]> {
  return all<MatchRow>(db, `SELECT ${withBlobs ? FULL : LIGHT} FROM matches WHERE turn_id = ? ORDER BY slot, id`, turnId);
}

export function matchesOfSeason(db: DemoDatabase, seasonId: number): Promise<MatchRow[]> {
  return all<MatchRow>(db, `SELECT ${LIGHT} FROM matches WHERE season_id = ? ORDER BY turn_id, slot, id`, seasonId);
}

export function matchesOfTeamInSeason(db: DemoDatabase, teamId: number, seasonId: number): Promise<MatchRow[]> {
  return all<MatchRow>(
    db,
    `SELECT ${LIGHT} FROM matches WHERE season_id = ? AND (home_team_id = ? OR away_team_id = ?) ORDER BY turn_id, slot, id`,
    seasonId, teamId, teamId,
  );
}
