// The people pages' front door for the server: players, legends, the draft and the mercato, and
// how they are named and linked (the part the browser needs too is browser.ts, re-exported here).
export * from './browser';
export { groupPicksByRound, isSnakeDraft, toDraftOrder, type DraftRound } from './draft-rounds';
export { filterByQuery, sortSquadPlayers, teamsOf } from './filter-players';
export { findPlayer, type PlayerSearch } from './find-player';
export { toPeopleGender, withPeopleGender, type PeopleGender } from './people-translate';
export { formatAverage, formatBirthDate, formatCountry, formatHeight } from './person-format';
export { buildPerson } from './person-json-ld';
export { loadPlayedMatches, type PlayedMatches, type PlayerAppearance } from './played-matches';
export { ageOn } from './player-age';
export { loadPlayerSeasonStats, type PlayerSeasonStats, type ProfileStatCode } from './player-season-stats';
export { loadRegionLegends, loadRegionPlayers } from './region-players';
export { sortNewestFirst } from './transfers';
