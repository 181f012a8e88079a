// Seasons and their tree: clusters → seasons → phases → groups → turns.
import type { UpstreamGroup, UpstreamPhase, UpstreamSeason, UpstreamSeasonCluster, UpstreamTurnSummary } from '../schemas';
import type { Group, Phase, Season, SeasonCluster, TurnSummary } from '../types';
import { dropNull, toIsoDate, toOptionalIsoDate } from './common';

export function reshapeTurnSummary(turn: UpstreamTurnSummary): TurnSummary {
  return {
    id: turn.id,
    name: turn.name,
    shortName: dropNull(turn.shortName),
    start: toIsoDate(turn.start),
    finish: toOptionalIsoDate(turn.finish),
  };
}

export function reshapeGroup(group: UpstreamGroup): Group {
  return {
    id: group.id,
    name: group.name,
    hasStandings: group.hasStandings,
    turns: group.turns.map((turn) => reshapeTurnSummary(turn)),
  };
}

export function reshapePhase(phase: UpstreamPhase): Phase {
  return {
    id: phase.id,
    name: phase.name,
    shortName: dropNull(phase.shortName),
    type: phase.type,
    order: phase.order,
    groups: phase.groups.map((group) => reshapeGroup(group)),
  };
}

export function reshapeSeason(season: UpstreamSeason): Season {
  const { competition } = season;
  return {
    id: season.id,
    competitionId: season.competitionId,
    seasonClusterId: season.seasonClusterId,
    name: season.name,
    displayName: dropNull(season.displayName),
    start: toIsoDate(season.start),
    finish: toIsoDate(season.finish),
    finished: season.finished,
    isCurrent: season.isCurrent,
    winnerTeamId: dropNull(season.winnerTeamId),
    hasStandings: season.hasStandings,
    competition: {
      id: competition.id,
      name: competition.name,
      gender: competition.gender,
      type: dropNull(competition.type),
      international: competition.international ?? false,
      visible: competition.visible,
      countryId: dropNull(competition.countryId),
    },
    // The schema already parsed the JSON text into camelCase, dropping what it could not read.
    meta: season.metaInformation ?? {},
    phases: (season.phases ?? []).map((phase) => reshapePhase(phase)),
  };
}

export function reshapeSeasonCluster(cluster: UpstreamSeasonCluster): SeasonCluster {
  return { id: cluster.id, name: cluster.name, seasons: cluster.seasons.map((season) => reshapeSeason(season)) };
}
