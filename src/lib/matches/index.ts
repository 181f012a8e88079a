// The matches page's front door: the page's data for a URL state, and that state itself.
export { loadMatches, type MatchesData } from './load-matches';
export { readMatchesQuery, toMatchesSearch, type MatchesQuery } from './matches-query';
export { listTurnTabs, type SeasonTurn, type TurnTab } from './season-turns';
