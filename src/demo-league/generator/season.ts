// One season put together: structure, squads and shirt numbers, matches and results, the table,
// the turns' awards, the statistics and the metaInformation.
import type { LeagueIds } from './ids';
import { assignJerseys } from './jerseys';
import type { SquadMember } from './lineup';
import { rngFor, type Rng } from '../seeded-random';
import { aggregateSeason } from './aggregates';
import { playPlayoff, playRegularSeason, type MatchContext } from './season-matches';
import { bestGoalkeeperId, POSITION_LEGEND, seasonMetaInformation } from './season-meta';
import { buildStructure } from './season-structure';
import { computeStandings } from './standings';
import type { Roster } from './transfers';
import { turnAwards } from './turn-awards';
import type { DemoLeague, PlayerRole, Season, StandingRow } from './types';

export type SeasonInput = {
  seed: number;
  season: Omit<Season, 'winnerTeamId' | 'metaInformation'>;
  teamIds: readonly number[];
  rosters: ReadonlyMap<number, readonly Roster[]>;
  firstWeek: number;
  /** A cup has no league phase: its bracket is seeded in teamIds' order. */
  withLeague: boolean;
  /** Regular turns already played; all of them when the season is over. */
  playedTurns: number;
  ids: LeagueIds;
  rng: Rng;
};

export type SeasonSlice = Pick<DemoLeague, 'seasons' | 'seasonTeams' | 'seasonPlayers' | 'phases' | 'groups' | 'turns' | 'matches' | 'standings' | 'playerSeasonStats' | 'teamSeasonStats'> & {
  table: StandingRow[];
};

export function buildSeason(input: SeasonInput): SeasonSlice {
  const { season, teamIds, rosters, ids, rng } = input;
  const structure = buildStructure(season.id, input.withLeague, input.firstWeek, ids);
  const roles = new Map<number, PlayerRole>();
  const squads = new Map<number, SquadMember[]>();
  const seasonPlayers: DemoLeague['seasonPlayers'] = [];
  for (const teamId of teamIds) {
    const roster = rosters.get(teamId) ?? [];
    const jerseys = assignJerseys(rngFor(input.seed, 'jerseys', season.id, teamId), roster);
    squads.set(teamId, roster.map((e) => ({ id: e.player.id, role: e.player.role, category: e.category, rating: e.player.ratings.average })));
    for (const e of roster) {
      roles.set(e.player.id, e.player.role);
      seasonPlayers.push({ seasonId: season.id, playerId: e.player.id, teamId, jersey: jerseys.get(e.player.id)!, category: e.category });
    }
  }
  const ctx: MatchContext = { seed: input.seed, seasonId: season.id, squads, ids };
  const regular = playRegularSeason(ctx, structure.regularTurns, rng.shuffle(teamIds), input.playedTurns);
  const leagueGroup = structure.groups.find((g) => g.kind === 'league');
  const played = regular.flatMap((m) => (m.result ? [{ homeTeamId: m.homeTeamId, awayTeamId: m.awayTeamId, result: m.result }] : []));
  const table = leagueGroup ? computeStandings(leagueGroup.id, teamIds, played, POSITION_LEGEND) : [];
  const regularOver = input.playedTurns >= structure.regularTurns.length;
  const seeded = !input.withLeague ? teamIds : regularOver ? table.slice(0, 8).map((row) => row.teamId) : null;
  const playoff = playPlayoff(ctx, structure.playoffTurns, seeded);
  const matches = [...regular, ...playoff.matches];

  const roleOf = (playerId: number): PlayerRole => roles.get(playerId) ?? 'midfielder';
  const turns = [...structure.regularTurns, ...structure.playoffTurns].map((turn) => {
    const ofTurn = matches.filter((m) => m.turnId === turn.id);
    return ofTurn.every((m) => m.result) ? { ...turn, ...turnAwards(ofTurn, roleOf) } : turn;
  });
  const stats = aggregateSeason(season.id, matches);
  const metaInformation = seasonMetaInformation(rngFor(input.seed, 'meta', season.id), input.withLeague, bestGoalkeeperId(stats.players, roleOf));
  return {
    seasons: [{ ...season, winnerTeamId: playoff.winnerTeamId, metaInformation }],
    seasonTeams: teamIds.map((teamId) => ({ seasonId: season.id, teamId })),
    seasonPlayers,
    phases: structure.phases,
    groups: structure.groups,
    turns,
    matches,
    standings: table,
    playerSeasonStats: stats.players,
    teamSeasonStats: stats.teams,
    table,
  };
}
