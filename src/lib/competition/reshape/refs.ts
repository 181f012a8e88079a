// The short team and player references embedded in matches, stats and standings.
import type { UpstreamPlayerRef, UpstreamStatParameter, UpstreamTeamRef } from '../schemas';
import type { PlayerRef, StatParameter, TeamRef, TurnPlayer } from '../types';
import { dropNull } from './common';

export function reshapePlayerRef(player: UpstreamPlayerRef): PlayerRef {
  return {
    id: player.id,
    firstName: player.firstName,
    lastName: player.lastName,
    jerseyName: dropNull(player.jerseyName),
    role: player.role,
    jersey: dropNull(player.jersey),
    image: dropNull(player.image),
  };
}

export function reshapeTurnPlayer(player: UpstreamPlayerRef & { teamId: number }): TurnPlayer {
  return { ...reshapePlayerRef(player), teamId: player.teamId };
}

export function reshapeTeamRef(team: UpstreamTeamRef): TeamRef {
  return {
    id: team.id,
    name: team.name,
    shortName: team.shortName,
    logoUrl: dropNull(team.logo),
    firstColor: dropNull(team.firstColorHEX),
    secondColor: dropNull(team.secondColorHEX),
    players: (team.players ?? []).map((player) => reshapePlayerRef(player)),
  };
}

export function reshapeOptionalTeamRef(team: UpstreamTeamRef | null | undefined): TeamRef | undefined {
  return team ? reshapeTeamRef(team) : undefined;
}

export function reshapeStatParameter(parameter: UpstreamStatParameter): StatParameter {
  return {
    code: parameter.code,
    name: parameter.name,
    shortName: dropNull(parameter.shortName),
    description: dropNull(parameter.description),
    measureUnit: dropNull(parameter.measureUnit),
    negative: parameter.negative ?? false,
  };
}
