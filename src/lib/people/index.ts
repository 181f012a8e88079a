// The people pages' front door: players, legends, the draft and the mercato, and how they are named and linked.
export { toAvatarColour, toInitials, toInkOn } from './avatar';
export { groupPicksByRound, isSnakeDraft, toDraftOrder, type DraftRound } from './draft-rounds';
export { filterByQuery, sortSquadPlayers, teamsOf } from './filter-players';
export { findPlayer, type PlayerSearch } from './find-player';
export { playerPagePath, teamPagePath, type PeopleLinkContext } from './people-paths';
export { toPeopleGender, withPeopleGender } from './people-translate';
export { formatAverage, formatBirthDate, formatCountry, formatHeight } from './person-format';
export { buildPerson } from './person-json-ld';
export { fullName } from './person-name';
export { loadPlayedMatches, type PlayedMatches, type PlayerAppearance } from './played-matches';
export { ageOn } from './player-age';
export { PLAYER_ROLES, readPlayerListQuery, type PlayerListQuery } from './player-list-query';
export { loadPlayerSeasonStats, type PlayerSeasonStats, type ProfileStatCode } from './player-season-stats';
export { loadRegionLegends, loadRegionPlayers } from './region-players';
export { sortNewestFirst } from './transfers';
