// The simulators' browser-safe front door: the pure core the two simulator screens run in the
// browser (formations, ratings, picks, share links, the season). Nothing here loads data; the
// pool's loader is the server's, in index.ts, which re-exports all of this.
export {
  BENCH_SIZE, DEFAULT_FORMATION_ID, FORMATIONS, FORMATION_IDS, HOME_LINE_BY_ROLE, PITCH_LINES, PLAYERS_ON_PITCH, countLineSlots, isFormationId,
} from '../../config/formations';
export type { Formation, FormationId, FormationSlot, PitchLine } from '../../config/formations';
export { SQUAD_RULES } from '../../config/squad-rules';
export type { SquadRules } from '../../config/squad-rules';
export { pickBestLineup } from './best-lineup';
export { MAX_CLUB_NAME_LENGTH, sanitizeClubName } from './club-name';
export { GOAL_MODEL, meanGoals } from './goal-model';
export { rateCardForLine, rateInLine, type RatedPlayer } from './player-rating';
export { DEFAULT_RATING, LINE_SIZE_STEP, LINE_WEIGHTS, ROLE_FIT } from './rating-tables';
export { DEFAULT_LINE_RATINGS, rateLineup, rateSquad, type LineRatings } from './ratings';
export { resolveSharedLineup, resolveSharedPicks } from './resolve-shared-picks';
export {
  simulateSeason, type SeasonInput, type SeasonOutcome, type SeasonResult, type SeasonRow, type SeasonTeamId, type VisitorResult,
} from './season-simulation';
export { MAX_SEED, isSeed } from './seeded-random';
export { MAX_SHARE_QUERY_LENGTH, encodeId, encodeIds, type DecodedLink, type LinkProblem } from './share-link';
export {
  checkPick, listSquadNeeds, replayPicks, type PickCheck, type PickRefusal, type PresidentChoice, type SquadNeed, type SquadPick,
} from './squad-check';
export { decodeSquadLink, encodeSquadLink, type SquadLink } from './squad-share-link';
export { decodeTeamLink, encodeTeamLink, type TeamLink } from './team-share-link';
export { averageRatings, rateClubs, type ClubRatings } from './club-ratings';
export { POOL_CATEGORIES, type PoolCategory, type PoolPlayer, type PoolTeam, type SimulatorPool } from './pool';
export {
  MAX_POOL_QUERY_LENGTH, POOL_PAGE_SIZE, readPoolFilters, readShownCount, toPoolMatcher, type PoolFilters,
} from './pool-filter';
export { readAddressQuery } from './address-query';
export { readSquadQuery, type SimulatorNotice, type SquadQuery } from './squad-query';
export {
  choosePresident, createStatusOf, pickedPlayers, togglePlayer, type PoolStatus, type SquadChange, type SquadState,
} from './squad-state';
export {
  DEFAULT_SEED, PLACES, changeFormation, findFreePlace, findPlace, isTeamComplete, nextSeed, pickBestTeam, playerAt, putPlayer,
  removePlayer, swapPlaces, type TeamState,
} from './team-lineup';
export { readTeamQuery, type TeamChange, type TeamQuery } from './team-query';
