// The live simulation of the current turn: a pure function of the match and the clock.
export { CYCLE_MINUTES, STAGGER_MINUTES, latestOccurrence } from './live-cycle';
export { liveMatchState, replayScript, type LiveMatchInput, type LiveMatchState, type LiveScores, type LiveStatus } from './live-match';
