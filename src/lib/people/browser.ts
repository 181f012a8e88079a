// The people feature's browser-safe front door: how a player or team is named, linked and drawn
// (the favourite-team star, the simulators' faces and role lists). index.ts re-exports it.
export { toAvatarColour, toInitials, toInkOn } from './avatar';
export {
  playerPagePath, playerSlug, regionalSlug, teamPagePath, teamSlug, type PeopleLinkContext,
} from './people-paths';
export { fullName } from './person-name';
export { PLAYER_ROLES, readPlayerListQuery, type PlayerListQuery } from './player-list-query';
