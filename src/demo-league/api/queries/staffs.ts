// Team staff: every team's president and coach.
import { all, type DemoDatabase } from '../database';

export type StaffRow = { id: number; team_id: number; first_name: string; last_name: string; role: string; country_id: number | null; birth_date: string | null };

export function staffsOfTeams(db: DemoDatabase, teamIds: readonly number[]): Promise<StaffRow[]> {
  if (teamIds.length === 0) return Promise.resolve([]);
  return all<StaffRow>(
    db,
    `SELECT id, team_id, first_name, last_name, role, country_id, birth_date FROM staffs
     WHERE team_id IN (SELECT value FROM json_each(?)) ORDER BY team_id, CASE role WHEN 'president' THEN 0 ELSE 1 END, id`,
    JSON.stringify([...new Set(teamIds)]),
  );
}
