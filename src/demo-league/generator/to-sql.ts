// The seed file: every generated row as compact multi-row INSERTs, after clearing the tables.
// The same league always gives the same text, byte for byte.
import { insertStatements, jsonLiteral, sqlLiteral as v } from './sql-literal';
import type { DemoLeague } from './types';

type TableSpec = { table: string; columns: readonly string[]; rows: (league: DemoLeague) => string[][] };

// Parents before children: D1 enforces foreign keys, so inserts go down this list and deletes up it.
const TABLES: readonly TableSpec[] = [
  { table: 'competitions', columns: ['id', 'name', 'gender', 'type', 'international', 'visible', 'country_id'],
    rows: (l) => l.competitions.map((c) => [v(c.id), v(c.name), v(c.gender), v(c.type), v(c.international), v(c.visible), v(c.countryId)]) },
  { table: 'season_clusters', columns: ['id', 'name', 'sort_order'], rows: (l) => l.clusters.map((c) => [v(c.id), v(c.name), v(c.sortOrder)]) },
  { table: 'stadiums', columns: ['id', 'name', 'country'], rows: (l) => l.stadiums.map((s) => [v(s.id), v(s.name), v(s.country)]) },
  { table: 'teams', columns: ['id', 'name', 'short_name', 'complete_name', 'country_id', 'gender', 'is_placeholder', 'first_color', 'second_color'],
    rows: (l) => l.teams.map((t) => [v(t.id), v(t.name), v(t.shortName), v(t.completeName), v(t.countryId), v(t.gender), v(t.isPlaceholder), v(t.firstColor), v(t.secondColor)]) },
  { table: 'players', columns: ['id', 'first_name', 'last_name', 'short_name', 'jersey_name', 'gender', 'role', 'birth_date', 'height', 'country_id', 'ratings', 'legend_competition_id'],
    rows: (l) => l.players.map((p) => [v(p.id), v(p.firstName), v(p.lastName), v(p.shortName), v(p.jerseyName), v(p.gender), v(p.role), v(p.birthDate), v(p.height), v(p.countryId), jsonLiteral(p.ratings), v(p.legendCompetitionId)]) },
  { table: 'staffs', columns: ['id', 'team_id', 'first_name', 'last_name', 'role', 'country_id', 'birth_date'],
    rows: (l) => l.staffs.map((s) => [v(s.id), v(s.teamId), v(s.firstName), v(s.lastName), v(s.role), v(s.countryId), v(s.birthDate)]) },
  { table: 'seasons', columns: ['id', 'competition_id', 'cluster_id', 'name', 'display_name', 'is_current', 'winner_team_id', 'time_zone', 'stadium_id', 'meta_information'],
    rows: (l) => l.seasons.map((s) => [v(s.id), v(s.competitionId), v(s.clusterId), v(s.name), v(s.displayName), v(s.isCurrent), v(s.winnerTeamId), v(s.timeZone), v(s.stadiumId), v(s.metaInformation)]) },
  { table: 'phases', columns: ['id', 'season_id', 'kind', 'sort_order'], rows: (l) => l.phases.map((p) => [v(p.id), v(p.seasonId), v(p.kind), v(p.order)]) },
  { table: 'phase_groups', columns: ['id', 'phase_id', 'season_id', 'kind', 'has_standings'],
    rows: (l) => l.groups.map((g) => [v(g.id), v(g.phaseId), v(g.seasonId), v(g.kind), v(g.hasStandings)]) },
  { table: 'turns', columns: ['id', 'season_id', 'phase_id', 'group_id', 'kind', 'number', 'week_offset', 'mvp_player_id', 'team_of_turn'],
    rows: (l) => l.turns.map((t) => [v(t.id), v(t.seasonId), v(t.phaseId), v(t.groupId), v(t.kind), v(t.number), v(t.weekOffset), v(t.mvpPlayerId), jsonLiteral(t.teamOfTurn)]) },
  { table: 'season_teams', columns: ['season_id', 'team_id'], rows: (l) => l.seasonTeams.map((s) => [v(s.seasonId), v(s.teamId)]) },
  { table: 'season_players', columns: ['season_id', 'player_id', 'team_id', 'jersey', 'category'],
    rows: (l) => l.seasonPlayers.map((s) => [v(s.seasonId), v(s.playerId), v(s.teamId), v(s.jersey), v(s.category)]) },
  { table: 'matches', columns: ['id', 'season_id', 'phase_id', 'group_id', 'turn_id', 'slot', 'kickoff', 'home_team_id', 'away_team_id', 'status', 'home_score_1t', 'home_score_2t', 'away_score_1t', 'away_score_2t', 'home_score_p', 'away_score_p', 'bracket', 'events', 'stats'],
    rows: (l) => l.matches.map((m) => {
      const r = m.result;
      return [v(m.id), v(m.seasonId), v(m.phaseId), v(m.groupId), v(m.turnId), v(m.slot), v(m.kickoff), v(m.homeTeamId), v(m.awayTeamId), v(m.status),
        v(r?.homeScore1T ?? null), v(r?.homeScore2T ?? null), v(r?.awayScore1T ?? null), v(r?.awayScore2T ?? null), v(r?.homeScoreP ?? null), v(r?.awayScoreP ?? null),
        m.bracket ? jsonLiteral(m.bracket) : 'NULL', r ? jsonLiteral(r.events) : 'NULL', r ? jsonLiteral(r.stats) : 'NULL'];
    }) },
  { table: 'standings', columns: ['group_id', 'team_id', 'rank', 'points', 'game_total', 'game_won', 'game_penalty_won', 'game_lost', 'game_penalty_lost', 'goal_pro', 'goal_against', 'position_legend'],
    rows: (l) => l.standings.map((s) => [v(s.groupId), v(s.teamId), v(s.rank), v(s.points), v(s.gameTotal), v(s.gameWon), v(s.gamePenaltyWon), v(s.gameLost), v(s.gamePenaltyLost), v(s.goalPro), v(s.goalAgainst), s.positionLegend ? jsonLiteral(s.positionLegend) : 'NULL']) },
  { table: 'player_season_stats', columns: ['season_id', 'player_id', 'team_id', 'matches_played', 'minutes_played', 'totals', 'best'],
    rows: (l) => l.playerSeasonStats.map((s) => [v(s.seasonId), v(s.playerId), v(s.teamId), v(s.matchesPlayed), v(s.minutesPlayed), jsonLiteral(s.totals), jsonLiteral(s.best)]) },
  { table: 'team_season_stats', columns: ['season_id', 'team_id', 'matches_played', 'totals'],
    rows: (l) => l.teamSeasonStats.map((s) => [v(s.seasonId), v(s.teamId), v(s.matchesPlayed), jsonLiteral(s.totals)]) },
  { table: 'draft_picks', columns: ['season_id', 'pick_order', 'round', 'team_id', 'player_id', 'category'],
    rows: (l) => l.draftPicks.map((d) => [v(d.seasonId), v(d.order), v(d.round), v(d.teamId), v(d.playerId), v(d.category)]) },
  { table: 'transfers', columns: ['id', 'season_id', 'player_id', 'from_team_id', 'to_team_id', 'type', 'day_offset'],
    rows: (l) => l.transfers.map((t) => [v(t.id), v(t.seasonId), v(t.playerId), v(t.fromTeamId), v(t.toTeamId), v(t.type), v(t.dayOffset)]) },
  { table: 'tier_list', columns: ['season_id', 'team_id', 'tier', 'position'], rows: (l) => l.tierList.map((t) => [v(t.seasonId), v(t.teamId), v(t.tier), v(t.position)]) },
];

export const DEMO_TABLES: readonly string[] = TABLES.map((t) => t.table);

/** Clears the demo tables (children first) and inserts the league. */
export function toSeedSql(league: DemoLeague): string {
  const deletes = [...TABLES].reverse().map((t) => `DELETE FROM ${t.table};`);
  const inserts = TABLES.flatMap((t) => insertStatements(t.table, t.columns, t.rows(league)));
  return [...deletes, ...inserts].join('\n') + '\n';
}

export type SeedMeta = { generatorVersion: number; seed: number; dataSha256: string };

/** Written last, so a seed cut short is never mistaken for a complete one. */
export function toMetaSql(meta: SeedMeta): string {
  return [
    'DELETE FROM demo_meta;',
    ...insertStatements('demo_meta', ['key', 'value'], [
      [v('generator_version'), v(String(meta.generatorVersion))],
      [v('seed'), v(String(meta.seed))],
      [v('data_sha256'), v(meta.dataSha256)],
    ]),
  ].join('\n') + '\n';
}
