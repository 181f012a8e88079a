// Seasons with their competition, cluster, first and last turn weeks and whether any group has a table.
import { all, first, placeholders, type DemoDatabase } from '../database';

export type SeasonRow = {
  id: number;
  competition_id: number;
  cluster_id: number;
  cluster_name: string;
  cluster_sort: number;
  name: string;
  display_name: string | null;
  is_current: number;
  winner_team_id: number | null;
  time_zone: string;
  stadium_id: number | null;
  stadium_name: string | null;
  stadium_country: string | null;
  meta_information: string | null;
  competition_name: string;
  gender: 'male' | 'female' | 'both';
  competition_type: string;
  international: number;
  visible: number;
  competition_country_id: number | null;
  first_week: number | null;
  last_week: number | null;
  has_standings: number;
};

const SELECT = `
SELECT s.id, s.competition_id, s.cluster_id, sc.name AS cluster_name, sc.sort_order AS cluster_sort, s.name, s.display_name,
  s.is_current, s.winner_team_id, s.time_zone, s.stadium_id, st.name AS stadium_name, st.country AS stadium_country,
  s.meta_information, c.name AS competition_name, c.gender, c.type AS competition_type, c.international, c.visible,
  c.country_id AS competition_country_id,
  (SELECT MIN(t.week_offset) FROM turns t WHERE t.season_id = s.id) AS first_week,
  (SELECT MAX(t.week_offset) FROM turns t WHERE t.season_id = s.id) AS last_week,
  EXISTS (SELECT 1 FROM phase_groups g WHERE g.season_id = s.id AND g.has_standings = 1) AS has_standings
FROM seasons s
JOIN competitions c ON c.id = s.competition_id
JOIN season_clusters sc ON sc.id = s.cluster_id
LEFT JOIN stadiums st ON st.id = s.stadium_id`;

export function getSeason(db: DemoDatabase, id: number): Promise<SeasonRow | null> {
  return first<SeasonRow>(db, `${SELECT} WHERE s.id = ?`, id);
}

/** Seasons of the given competitions and genders (an empty list means no filter). */
export function listSeasons(db: DemoDatabase, filter: { competitionIds: readonly number[]; genders: readonly string[] }): Promise<SeasonRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.competitionIds.length > 0) {
    where.push(`s.competition_id IN (${placeholders(filter.competitionIds.length)})`);
    params.push(...filter.competitionIds);
  }
  if (filter.genders.length > 0) {
    where.push(`c.gender IN (${placeholders(filter.genders.length)})`);
    params.push(...filter.genders);
  }
  const clause = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
  return all<SeasonRow>(db, `${SELECT}${clause} ORDER BY sc.sort_order, sc.id, first_week, s.id`, ...params);
}

export function listSeasonsOfTeam(db: DemoDatabase, teamId: number): Promise<SeasonRow[]> {
  return all<SeasonRow>(db, `${SELECT} WHERE s.id IN (SELECT season_id FROM season_teams WHERE team_id = ?) ORDER BY first_week, s.id`, teamId);
}

export type TeamSeasonLink = { team_id: number; season_id: number; competition_id: number };

export function currentSeasonsOfTeams(db: DemoDatabase, teamIds: readonly number[]): Promise<TeamSeasonLink[]> {
  if (teamIds.length === 0) return Promise.resolve([]);
  return all<TeamSeasonLink>(
    db,
    `SELECT st.team_id, s.id AS season_id, s.competition_id FROM season_teams st JOIN seasons s ON s.id = st.season_id
     WHERE s.is_current = 1 AND st.team_id IN (${placeholders(teamIds.length)}) ORDER BY st.team_id, s.id`,
    ...teamIds,
  );
}
