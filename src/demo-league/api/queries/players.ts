// Players: a season's squads (with shirt numbers and categories), legends, and players by id.
import { all, placeholders, type DemoDatabase } from '../database';

export type PlayerRow = {
  id: number; first_name: string; last_name: string; short_name: string | null; jersey_name: string | null;
  gender: string; role: 'goalkeeper' | 'defender' | 'midfielder' | 'forward'; birth_date: string | null; height: number | null;
  country_id: number | null; ratings: string; legend_competition_id: number | null;
  team_id: number | null; jersey: number | null; category: string | null;
};

const PLAYER = 'p.id, p.first_name, p.last_name, p.short_name, p.jersey_name, p.gender, p.role, p.birth_date, p.height, p.country_id, p.ratings, p.legend_competition_id';

export type SeasonPlayerFilter = { categories?: readonly string[]; genders?: readonly string[]; teamIds?: readonly number[] };

export function seasonPlayers(db: DemoDatabase, seasonId: number, filter: SeasonPlayerFilter = {}): Promise<PlayerRow[]> {
  const where = ['sp.season_id = ?'];
  const params: unknown[] = [seasonId];
  if (filter.categories?.length) {
    where.push(`sp.category IN (${placeholders(filter.categories.length)})`);
    params.push(...filter.categories);
  }
  if (filter.genders?.length) {
    where.push(`p.gender IN (${placeholders(filter.genders.length)})`);
    params.push(...filter.genders);
  }
  if (filter.teamIds) {
    where.push('sp.team_id IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(filter.teamIds));
  }
  return all<PlayerRow>(
    db,
    `SELECT ${PLAYER}, sp.team_id, sp.jersey, sp.category FROM season_players sp JOIN players p ON p.id = sp.player_id
     WHERE ${where.join(' AND ')} ORDER BY sp.team_id, sp.jersey, p.id`,
    ...params,
  );
}

/** Players by id, with their shirt and team in `seasonId` when they had one. */
export function playersByIds(db: DemoDatabase, seasonId: number, ids: readonly number[]): Promise<PlayerRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return all<PlayerRow>(
    db,
    `SELECT ${PLAYER}, sp.team_id, sp.jersey, sp.category FROM players p
     LEFT JOIN season_players sp ON sp.player_id = p.id AND sp.season_id = ?
     WHERE p.id IN (SELECT value FROM json_each(?)) ORDER BY p.id`,
    seasonId, JSON.stringify([...new Set(ids)]),
  );
}

/** Legends of the given competitions (all legends when the list is empty). */
export function legends(db: DemoDatabase, competitionIds: readonly number[]): Promise<PlayerRow[]> {
  const where = competitionIds.length > 0 ? 'p.legend_competition_id IN (SELECT value FROM json_each(?))' : 'p.legend_competition_id IS NOT NULL';
  const params = competitionIds.length > 0 ? [JSON.stringify(competitionIds)] : [];
  return all<PlayerRow>(
    db,
    `SELECT ${PLAYER}, NULL AS team_id, NULL AS jersey, 'legend' AS category FROM players p WHERE ${where} ORDER BY p.legend_competition_id, p.id`,
    ...params,
  );
}
