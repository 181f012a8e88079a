// The tournament pages' front door: brackets, tier lists, champions and the roads to King of Kings.
export { findBracketWinner, hasKnownTeams, type BracketRound, type Tie, type TieSide } from './bracket';
export { loadTournamentBrackets, type SeasonBrackets } from './load-bracket';
export { loadRegionTitles, type Title } from './load-champion';
export { loadFinalissima, type Finalissima } from './load-finalissima';
export { KING_OF_KINGS_SLUG, loadKingOfKingsMatches, loadQualifierRace, type RaceTable } from './load-qualifiers';
export { loadTierList, type SeasonTiers } from './load-tier-list';
