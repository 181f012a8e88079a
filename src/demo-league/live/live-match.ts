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
import { FULL_TIME_SECOND, HALF_MINUTES, MATCH_MINUTES } from '../match-clock';
import { clockPhase, CYCLE_MINUTES, latestOccurrence, MINUTE_MS, SHOOTOUT_KICK_SECONDS } from './live-cycle';
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
    return { status: 'notStarted', kickoffMs: kickoffMs + CYCLE_MINUTES * MINUTE_MS, cycle: cycle + 1, currentMinute: null, scores: null, events: [], stats: null };
  }
  const script = replayScript(match, cycle);
  // The MVP is named at the final whistle, before any shootout kick: it belongs with the regulation events.
  const regulation = script.events.filter((e) => e[1] <= 2);
  const shootout = script.events.filter((e) => e[1] === SHOOTOUT_HALF);
  const state = (status: LiveStatus, currentMinute: number, events: EventTuple[], matchSecond: number, shootoutShown: boolean): LiveMatchState => ({
    status, kickoffMs, cycle, currentMinute, events, scores: scoresOf(events, match, shootoutShown), stats: statsAt(script.stats, events, matchSecond, match),
  });
  if (phase.kind !== 'afterRegulation') {
    const shown = regulation.filter((e) => e[0] <= phase.matchSecond);
    if (phase.kind === 'halfTime') return state('halfTime', HALF_MINUTES, shown, phase.matchSecond, false);
    const firstHalf = phase.kind === 'firstHalf';
    return state(firstHalf ? 'inPlay1H' : 'inPlay2H', minuteOf(phase.matchSecond, firstHalf ? HALF_MINUTES : MATCH_MINUTES), shown, phase.matchSecond, false);
  }
  const kicksShown = Math.floor(phase.shootoutMs / (SHOOTOUT_KICK_SECONDS * 1000)) + 1;
  if (shootout.length > 0 && kicksShown <= shootout.length) {
    return state('inPlayP', MATCH_MINUTES, [...regulation, ...shootout.slice(0, kicksShown)], FULL_TIME_SECOND, true);
  }
  return state(shootout.length > 0 ? 'endedAfterPenalties' : 'ended', MATCH_MINUTES, script.events, FULL_TIME_SECOND, shootout.length > 0);
}
