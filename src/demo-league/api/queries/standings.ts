// A group's table, best first.
import { all, type DemoDatabase } from '../database';

export type StandingRowData = {
  group_id: number; team_id: number; rank: number; points: number; game_total: number; game_won: number; game_extra_time_won: number;
  game_penalty_won: number; game_draw: number; game_lost: number; game_extra_time_lost: number; game_penalty_lost: number;
  goal_pro: number; goal_against: number; penalty: number; position_legend: string | null; secondary_position_legend: string | null;
};

export function standingsOfGroup(db: DemoDatabase, groupId: number): Promise<StandingRowData[]> {
  return all<StandingRowData>(db, 'SELECT * FROM standings WHERE group_id = ? ORDER BY rank, team_id', groupId);
}
