// Teams, their staff and their players.
import type { UpstreamPlayer, UpstreamStaff, UpstreamTeam } from '../schemas';
import type { Player, PlayerRatings, Staff, Team } from '../types';
import { dropNull, toIsoDay } from './common';

export function reshapeStaff(staff: UpstreamStaff): Staff {
  return {
    id: staff.id,
    firstName: staff.firstName,
    lastName: staff.lastName,
    role: staff.role,
    countryId: dropNull(staff.countryId),
    birthDate: toIsoDay(staff.birthDate),
    image: dropNull(staff.image),
  };
}

/** The flag arrives as a boolean, a number or text depending on who wrote it. */
function isTruthyFlag(value: boolean | string | number | null | undefined): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

export function reshapeTeam(team: UpstreamTeam): Team {
  const meta = team.metaInformation;
  return {
    id: team.id,
    name: team.name,
    shortName: team.shortName,
    completeName: dropNull(team.completeName),
    countryId: dropNull(team.countryId),
    gender: team.gender,
    isPlaceholder: team.isPlaceholder,
    firstColor: dropNull(team.firstColorHEX),
    secondColor: dropNull(team.secondColorHEX),
    logoUrl: dropNull(team.logo),
    inverseLogoUrl: dropNull(team.inverseLogo),
    heroImage: dropNull(team.heroImage),
    social: {
      tiktok: dropNull(meta?.tiktok),
      twitch: dropNull(meta?.twitch),
      youtube: dropNull(meta?.youtube),
      instagram: dropNull(meta?.instagram),
    },
    flagUrl: dropNull(meta?.flag_team_url),
    isKwccWildcard: isTruthyFlag(meta?.wildcard_kwcc),
    staffs: (team.staffs ?? []).map((staff) => reshapeStaff(staff)),
    currentSeasons: (team.currentSeasons ?? []).map(({ id, competitionId }) => ({ id, competitionId })),
  };
}

function reshapeRatings(ratings: UpstreamPlayer['metaInformation']): PlayerRatings {
  const shown: PlayerRatings = {};
  if (!ratings) return shown;
  for (const [name, value] of Object.entries(ratings)) {
    if (typeof value === 'number') shown[name as keyof PlayerRatings] = value;
  }
  return shown;
}

export function reshapePlayer(player: UpstreamPlayer): Player {
  return {
    id: player.id,
    firstName: player.firstName,
    lastName: player.lastName,
    shortName: dropNull(player.shortName),
    jerseyName: dropNull(player.jerseyName),
    gender: player.gender,
    role: player.role,
    jersey: dropNull(player.jersey),
    birthDate: toIsoDay(player.birthDate),
    height: dropNull(player.height),
    countryId: dropNull(player.countryId),
    category: dropNull(player.category),
    image: dropNull(player.image),
    teamId: dropNull(player.teamId),
    ratings: reshapeRatings(player.metaInformation),
  };
}
