// The match page's front door: the match in full, its live view, its history and its links.
export { isolate, stripIsolates } from './isolate';
export { toLiveMatchUrl } from '../live-push/live-match-url';
export { buildLiveMatchView, type LiveMatchView } from './live-view';
export { completeMatchDetail, loadMatchDetail, loadPresidents, type MatchDetail } from './load-match-detail';
export { hasMatchPage, matchPath } from './match-links';
export { buildSportsEvent, serializeJsonLd } from './sports-event';
export type { StatRow } from './stat-rows';
export {
  loadTeamHistories, pickForm, pickHeadToHead, resultFor, tallyHeadToHead, type TeamHistories, type TeamMatches,
} from './team-history';
export { toLineUp, type LineUp } from './line-up';
