// A current-turn match at a given instant: a pure function of the match and the clock. The
// replay's script is simulated from the match id and the cycle number, and shows only what has
// happened by then, so the same instant always gives the same state and the score only grows.
import { EVENT_CODES as E } from '../codes';
import type { SquadMember } from '../generator/lineup';
import { goalsByHalf } from '../generator/match-stats';
import { rngFor } from '../seeded-random';
import { SHOOTOUT_HALF } from '../generator/shootout';
import { simulateMatch } from '../generator/simulate-match';
import type { EventTuple, MatchResult, MatchStats } from '../generator/types';
import { regulationEnd } from '../generator/rules-scoring';
import { HALF_MINUTES, HALF_SECONDS, MATCH_MINUTES } from '../match-clock';
import { DEMO_RULES } from '../rules';
import { clockPhase, CYCLE_MINUTES, latestOccurrence, MINUTE_MS, SECOND_HALF_START_MINUTE, SHOOTOUT_KICK_SECONDS } from './live-cycle';
import { statsAt } from './live-stats';

/** Salts the replays' scripts; changing it changes every live match. */
const LIVE_SEED = 0x4b696e67;

export type LiveMatchInput = { id: number; slot: number; homeTeamId: number; awayTeamId: number; home: readonly SquadMember[]; away: readonly SquadMember[] };

export type LiveStatus = 'notStarted' | 'inPlay1H' | 'halfTime' | 'inPlay2H' | 'inPlayP' | 'ended' | 'endedAfterPenalties';

export type LiveScores = {
  homeScore1T: number; homeScore2T: number; awayScore1T: number; awayScore2T: number; homeScoreP: number | null; awayScoreP: number | null;
};

export type LiveMatchState = {
  status: LiveStatus;
  /** The replay's kickoff: the one under way or just ended, or the next one while waiting. */
  kickoffMs: number;
  cycle: number;
  currentMinute: number | null;
  scores: LiveScores | null;
  events: EventTuple[];
  stats: MatchStats | null;
  /** The clock to the second (`matchSecond` at `atMs`), sent as the match's proposed `clock`. */
  clock: { matchSecond: number; atMs: number } | null;
};

/** The script of one replay: the whole match, of which the clock reveals a part. */
export function replayScript(match: LiveMatchInput, cycle: number): MatchResult {
  return simulateMatch(rngFor(LIVE_SEED, 'live', match.id, cycle), {
    homeTeamId: match.homeTeamId, awayTeamId: match.awayTeamId, home: match.home, away: match.away,
  });
}

function scoresOf(events: readonly EventTuple[], match: LiveMatchInput, shootoutShown: boolean): LiveScores {
  const [homeScore1T, homeScore2T] = goalsByHalf(events, match.homeTeamId);
  const [awayScore1T, awayScore2T] = goalsByHalf(events, match.awayTeamId);
  const kicks = (teamId: number) => events.filter((e) => e[1] === SHOOTOUT_HALF && e[2] === teamId && e[4] === E.shootoutScored).length;
  return {
    homeScore1T, homeScore2T, awayScore1T, awayScore2T,
    homeScoreP: shootoutShown ? kicks(match.homeTeamId) : null,
    awayScoreP: shootoutShown ? kicks(match.awayTeamId) : null,
  };
}

const minuteOf = (matchSecond: number, cap: number) => Math.min(cap, Math.floor(matchSecond / 60) + 1);

export function liveMatchState(match: LiveMatchInput, nowMs: number): LiveMatchState {
  const { cycle, kickoffMs, elapsedMs } = latestOccurrence(match.slot, nowMs);
  const phase = clockPhase(elapsedMs);
  if (phase.kind === 'waiting') {
    return { status: 'notStarted', kickoffMs: kickoffMs + CYCLE_MINUTES * MINUTE_MS, cycle: cycle + 1, currentMinute: null, scores: null, events: [], stats: null, clock: null };
  }
  const script = replayScript(match, cycle);
  // The MVP is named at the final whistle, before any shootout kick: it belongs with the regulation events.
  const regulation = script.events.filter((e) => e[1] <= 2);
  const shootout = script.events.filter((e) => e[1] === SHOOTOUT_HALF);
  // Matchball may end the match early, and a match level at minute 36 goes to its shootout then.
  const end = regulationEnd(DEMO_RULES, regulation, match.homeTeamId);
  const endElapsedMs = (SECOND_HALF_START_MINUTE * 60 + end.second - HALF_SECONDS) * 1000;
  const state = (status: LiveStatus, currentMinute: number, events: EventTuple[], matchSecond: number, shootoutShown: boolean, atMs: number): LiveMatchState => ({
    status, kickoffMs, cycle, currentMinute, events, scores: scoresOf(events, match, shootoutShown), stats: statsAt(script.stats, events, matchSecond, match),
    clock: { matchSecond, atMs },
  });
  // The running clock's anchor: the start of the second it reads.
  const secondStartMs = kickoffMs + Math.floor(elapsedMs / 1000) * 1000;
  if (phase.kind === 'halfTime') return state('halfTime', HALF_MINUTES, regulation.filter((e) => e[1] === 1), HALF_SECONDS, false, nowMs);
  if (phase.kind === 'firstHalf' || (phase.kind === 'secondHalf' && elapsedMs < endElapsedMs)) {
    const shown = regulation.filter((e) => e[0] <= phase.matchSecond);
    const firstHalf = phase.kind === 'firstHalf';
    return state(firstHalf ? 'inPlay1H' : 'inPlay2H', minuteOf(phase.matchSecond, firstHalf ? HALF_MINUTES : MATCH_MINUTES), shown, phase.matchSecond, false, secondStartMs);
  }
  const endMinute = minuteOf(end.second, MATCH_MINUTES);
  const kicksShown = Math.floor((elapsedMs - endElapsedMs) / (SHOOTOUT_KICK_SECONDS * 1000)) + 1;
  if (shootout.length > 0 && kicksShown <= shootout.length) {
    return state('inPlayP', endMinute, [...regulation, ...shootout.slice(0, kicksShown)], end.second, true, nowMs);
  }
  return state(shootout.length > 0 ? 'endedAfterPenalties' : 'ended', endMinute, script.events, end.second, shootout.length > 0, nowMs);
}
