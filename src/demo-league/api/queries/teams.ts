// Teams by id, by season, by list.
import { all, first, type DemoDatabase } from '../database';

export type TeamRow = {
  id: number; name: string; short_name: string; complete_name: string | null; country_id: number | null;
  gender: 'male' | 'female' | 'both'; is_placeholder: number; first_color: string | null; second_color: string | null;
};

const COLUMNS = 't.id, t.name, t.short_name, t.complete_name, t.country_id, t.gender, t.is_placeholder, t.first_color, t.second_color';

export function getTeam(db: DemoDatabase, id: number): Promise<TeamRow | null> {
  return first<TeamRow>(db, `SELECT ${COLUMNS} FROM teams t WHERE t.id = ?`, id);
}

export function teamsByIds(db: DemoDatabase, ids: readonly number[]): Promise<TeamRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return all<TeamRow>(db, `SELECT ${COLUMNS} FROM teams t WHERE t.id IN (SELECT value FROM json_each(?)) ORDER BY t.id`, JSON.stringify([...new Set(ids)]));
}

export function teamsOfSeason(db: DemoDatabase, seasonId: number): Promise<TeamRow[]> {
  return all<TeamRow>(db, `SELECT ${COLUMNS} FROM teams t JOIN season_teams st ON st.team_id = t.id WHERE st.season_id = ? ORDER BY t.name, t.id`, seasonId);
}

export async function teamInSeason(db: DemoDatabase, teamId: number, seasonId: number): Promise<boolean> {
  return (await first<{ found: number }>(db, 'SELECT 1 AS found FROM season_teams WHERE season_id = ? AND team_id = ?', seasonId, teamId)) !== null;
}
