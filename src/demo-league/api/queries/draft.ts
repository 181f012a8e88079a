// A season's draft picks, transfer window and tier list.
import { all, type DemoDatabase } from '../database';

export type DraftPickRow = { pick_order: number; round: number; team_id: number; player_id: number; category: string };
export type TransferRow = { id: number; player_id: number; from_team_id: number | null; to_team_id: number | null; type: string; day_offset: number };
export type TierRow = { team_id: number; tier: 'S' | 'A' | 'B' | 'C'; position: number };

export function draftPicksOfSeason(db: DemoDatabase, seasonId: number): Promise<DraftPickRow[]> {
  return all<DraftPickRow>(db, 'SELECT pick_order, round, team_id, player_id, category FROM draft_picks WHERE season_id = ? ORDER BY pick_order', seasonId);
}

export function transfersOfSeason(db: DemoDatabase, seasonId: number): Promise<TransferRow[]> {
  return all<TransferRow>(db, 'SELECT id, player_id, from_team_id, to_team_id, type, day_offset FROM transfers WHERE season_id = ? ORDER BY day_offset, id', seasonId);
}

export function tierListOfSeason(db: DemoDatabase, seasonId: number): Promise<TierRow[]> {
  return all<TierRow>(
    db,
    `SELECT team_id, tier, position FROM tier_list WHERE season_id = ?
     ORDER BY CASE tier WHEN 'S' THEN 0 WHEN 'A' THEN 1 WHEN 'B' THEN 2 ELSE 3 END, position`,
    seasonId,
  );
}
