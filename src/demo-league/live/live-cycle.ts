// Where a current-turn match stands at a given instant. The turn's six matches replay on a
// 90-minute cycle, kicking off 15 minutes apart, so at any moment some are live, one is about to
// start and others wait: forty-five minutes live (20 + 5 half-time + 20), a shootout of a few
// minutes when level, the result for a quarter of an hour, then the countdown to the next kickoff.
import { HALF_MINUTES } from '../match-clock';

export const MINUTE_MS = 60_000;
export const CYCLE_MINUTES = 90;
export const STAGGER_MINUTES = 15;
/** One real minute is one match minute, so the first half ends twenty minutes after kickoff. */
export const FIRST_HALF_END_MINUTE = HALF_MINUTES;
export const HALF_TIME_MINUTES = 5;
export const SECOND_HALF_START_MINUTE = FIRST_HALF_END_MINUTE + HALF_TIME_MINUTES;
export const SECOND_HALF_END_MINUTE = SECOND_HALF_START_MINUTE + HALF_MINUTES;
/** Seconds between two shootout kicks of a live replay. */
export const SHOOTOUT_KICK_SECONDS = 20;
/** From this minute of the cycle the match shows its next kickoff instead of its result. */
export const RESULT_SHOWN_UNTIL_MINUTE = 60;

const CYCLE_MS = CYCLE_MINUTES * MINUTE_MS;

export type Occurrence = {
  /** Which replay of the cycle: seeds that replay's script. */
  cycle: number;
  kickoffMs: number;
  /** Milliseconds since that kickoff, in [0, 90 minutes). */
  elapsedMs: number;
};

/** The replay of slot `slot` that kicked off most recently at `nowMs`. */
export function latestOccurrence(slot: number, nowMs: number): Occurrence {
  const offset = slot * STAGGER_MINUTES * MINUTE_MS;
  const cycle = Math.floor((nowMs - offset) / CYCLE_MS);
  const kickoffMs = cycle * CYCLE_MS + offset;
  return { cycle, kickoffMs, elapsedMs: nowMs - kickoffMs };
}

export type ClockPhase =
  | { kind: 'firstHalf'; matchSecond: number }
  | { kind: 'halfTime'; matchSecond: number }
  | { kind: 'secondHalf'; matchSecond: number }
  | { kind: 'afterRegulation'; shootoutMs: number }
  | { kind: 'waiting' };

/** The match clock at `elapsedMs` after kickoff: one real second is one match second. */
export function clockPhase(elapsedMs: number): ClockPhase {
  const seconds = Math.floor(elapsedMs / 1000);
  if (elapsedMs < FIRST_HALF_END_MINUTE * MINUTE_MS) return { kind: 'firstHalf', matchSecond: seconds };
  if (elapsedMs < SECOND_HALF_START_MINUTE * MINUTE_MS) return { kind: 'halfTime', matchSecond: FIRST_HALF_END_MINUTE * 60 };
  if (elapsedMs < SECOND_HALF_END_MINUTE * MINUTE_MS) {
    return { kind: 'secondHalf', matchSecond: FIRST_HALF_END_MINUTE * 60 + seconds - SECOND_HALF_START_MINUTE * 60 };
  }
  if (elapsedMs < RESULT_SHOWN_UNTIL_MINUTE * MINUTE_MS) return { kind: 'afterRegulation', shootoutMs: elapsedMs - SECOND_HALF_END_MINUTE * MINUTE_MS };
  return { kind: 'waiting' };
}
