// A season's phases, groups and turns: the tree the season answer nests.
import { all, first, type DemoDatabase } from '../database';

export type PhaseRow = { id: number; season_id: number; kind: 'league' | 'playoff'; sort_order: number };
export type GroupRow = { id: number; phase_id: number; season_id: number; kind: 'league' | 'bracket'; has_standings: number };
export type TurnRow = {
  id: number; season_id: number; phase_id: number; group_id: number; kind: 'regular' | 'quarterfinal' | 'semifinal' | 'final';
  number: number; week_offset: number; mvp_player_id: number | null; team_of_turn: string;
};

const TURN_COLUMNS = 'id, season_id, phase_id, group_id, kind, number, week_offset, mvp_player_id, team_of_turn';

export function phasesOfSeason(db: DemoDatabase, seasonId: number): Promise<PhaseRow[]> {
  return all<PhaseRow>(db, 'SELECT id, season_id, kind, sort_order FROM phases WHERE season_id = ? ORDER BY sort_order, id', seasonId);
}

export function groupsOfSeason(db: DemoDatabase, seasonId: number): Promise<GroupRow[]> {
  return all<GroupRow>(db, 'SELECT id, phase_id, season_id, kind, has_standings FROM phase_groups WHERE season_id = ? ORDER BY id', seasonId);
}

export function getGroup(db: DemoDatabase, id: number): Promise<GroupRow | null> {
  return first<GroupRow>(db, 'SELECT id, phase_id, season_id, kind, has_standings FROM phase_groups WHERE id = ?', id);
}

export function turnsOfSeason(db: DemoDatabase, seasonId: number): Promise<TurnRow[]> {
  return all<TurnRow>(db, `SELECT ${TURN_COLUMNS} FROM turns WHERE season_id = ? ORDER BY week_offset, id`, seasonId);
}

export function getTurn(db: DemoDatabase, id: number): Promise<TurnRow | null> {
  return first<TurnRow>(db, `SELECT ${TURN_COLUMNS} FROM turns WHERE id = ?`, id);
}

export function turnsByIds(db: DemoDatabase, ids: readonly number[]): Promise<TurnRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return all<TurnRow>(db, `SELECT ${TURN_COLUMNS} FROM turns WHERE id IN (SELECT value FROM json_each(?))`, JSON.stringify(ids));
}
