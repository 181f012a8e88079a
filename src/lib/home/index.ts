// The home pages' front door: what their blocks load and how they pick what comes first.
export * from './browser';
export {
  NEWS_TEASER_POSTS, TABLE_TOP_ROWS, loadFirstScreen, loadMatchOfTheMoment, loadNewsTeaser, loadStandingsTop, loadStatLeaders,
  type CurrentTurn, type FirstScreen, type MatchOfTheMoment,
} from './load-home-blocks';
export { loadRegionSeason, type HomeOptions } from './load-region-season';
export { findLiveMatches, findNextKickoff, findNextMatchOfEachTeam, pickCurrentTurn } from './match-picks';
export { findRegularSeasonGroup } from './standings-group';
