// Standings, statistic rankings, turn players and card counts.
import type {
  UpstreamCardStatsEntry, UpstreamGroupStandings, UpstreamPlayerStatsEntry, UpstreamStandingRow,
  UpstreamTeamRanking, UpstreamTeamStatsEntry, UpstreamTurnPlayers,
} from '../schemas';
import type {
  CardStat, GroupStandings, LegendMark, Standing, StatRankingEntry, TeamSeasonRanking, TeamStatRankingEntry, TurnPlayers,
} from '../types';
import { dropNull } from './common';
import { reshapeOptionalTeamRef, reshapePlayerRef, reshapeStatParameter, reshapeTeamRef, reshapeTurnPlayer } from './refs';

function reshapeLegendMark(mark: LegendMark | null | undefined): LegendMark | undefined {
  return mark ? { color: mark.color, placement: mark.placement } : undefined;
}

export function reshapeStanding(row: UpstreamStandingRow): Standing {
  return {
    teamId: row.teamId,
    team: reshapeOptionalTeamRef(row.team),
    rank: row.rank,
    points: row.points,
    played: row.gameTotal,
    won: row.gameWon,
    wonAfterExtraTime: row.gameExtraTimeWon,
    wonOnPenalties: row.gamePenaltyWon,
    drawn: row.gameDraw,
    lost: row.gameLost,
    lostAfterExtraTime: row.gameExtraTimeLost,
    lostOnPenalties: row.gamePenaltyLost,
    goalsFor: row.goalPro,
    goalsAgainst: row.goalAgainst,
    goalDifference: row.goalPro - row.goalAgainst,
    penalty: dropNull(row.penalty),
    positionLegend: reshapeLegendMark(row.positionLegend),
    secondaryPositionLegend: reshapeLegendMark(row.secondaryPositionLegend),
  };
}

export function reshapeGroupStandings(group: UpstreamGroupStandings): GroupStandings {
  return {
    id: group.id,
    name: group.name,
    phaseId: dropNull(group.phaseId),
    standings: group.standings.map((row) => reshapeStanding(row)),
  };
}

export function reshapeStatRankingEntry(entry: UpstreamPlayerStatsEntry): StatRankingEntry {
  return {
    parameter: reshapeStatParameter(entry.parameter),
    total: entry.total,
    average: dropNull(entry.totalAvg),
    ranking: entry.ranking,
    averageRanking: dropNull(entry.rankingAVG),
    matchesPlayed: dropNull(entry.matchesPlayed),
    minutesPlayed: dropNull(entry.minutesPlayed),
    reliability: dropNull(entry.reliability),
    bestValue: dropNull(entry.bestValue),
    worstValue: dropNull(entry.worstValue),
    player: reshapePlayerRef(entry.player),
    team: reshapeOptionalTeamRef(entry.team),
  };
}

export function reshapeTeamStatRankingEntry(entry: UpstreamTeamStatsEntry): TeamStatRankingEntry {
  return {
    parameter: reshapeStatParameter(entry.parameter),
    total: entry.total,
    average: dropNull(entry.totalAvg),
    ranking: entry.ranking,
    matchesPlayed: dropNull(entry.matchesPlayed),
    team: reshapeTeamRef(entry.team),
  };
}

export function reshapeTeamSeasonRanking(entry: UpstreamTeamRanking): TeamSeasonRanking {
  return {
    parameter: reshapeStatParameter(entry.parameter),
    total: entry.total,
    average: dropNull(entry.totalAvg),
    ranking: entry.ranking,
  };
}

export function reshapeTurnPlayers(turn: UpstreamTurnPlayers): TurnPlayers {
  return {
    id: turn.id,
    name: turn.name,
    shortName: dropNull(turn.shortName),
    mvp: turn.mvp ? reshapeTurnPlayer(turn.mvp) : undefined,
    players: turn.players.map((player) => reshapeTurnPlayer(player)),
  };
}

/** The card ranking's main code is yellow cards and its secondary code red cards. */
export function reshapeCardStat(entry: UpstreamCardStatsEntry): CardStat {
  return {
    player: reshapePlayerRef(entry.player),
    team: reshapeOptionalTeamRef(entry.team),
    yellowCards: entry.mainTotal,
    redCards: entry.secondaryTotal,
    ranking: entry.ranking,
  };
}
