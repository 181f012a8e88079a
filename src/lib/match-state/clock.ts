// The match clock to the second at an instant: the data's anchor (`clock`, or the minute it was
// read at) advanced by the time since, while a half is being played; stopped at half-time.
import type { Match } from '../competition/types';
import type { SeasonRules } from '../../config/match-rules';

const RUNNING_HALF: Readonly<Record<string, 1 | 2>> = { inPlay1H: 1, inPlay2H: 2 };

/** The half being played per the status, if one is. */
export function runningHalf(status: string): 1 | 2 | undefined {
  return RUNNING_HALF[status];
}

/**
 * The match second at `now`, kept within the running half (no added time: a half ends at its
 * whistle); undefined when neither a clock nor a minute was sent. Without `clock` the minute's
 * start, `(currentMinute - 1) * 60`, stands at `dataAt` (or, unknown, does not run). `ahead`
 * runs the clock that many seconds further: where it will be if nothing but time happens.
 */
export function matchSecondAt(match: Pick<Match, 'status' | 'clock' | 'currentMinute'>, rules: SeasonRules, now: number, dataAt?: number, ahead = 0): number | undefined {
  const half = runningHalf(match.status);
  let second: number;
  let since: number | undefined;
  if (match.clock) {
    second = match.clock.matchSecond;
    since = Date.parse(match.clock.at);
  } else if (match.currentMinute !== undefined && Number.isFinite(match.currentMinute)) {
    second = (Math.max(1, Math.floor(match.currentMinute)) - 1) * 60;
    // A second-half clock that reads from the half's start (section 4) is moved past the first half.
    if (half === 2 && second < rules.halfSeconds) second += rules.halfSeconds;
    since = dataAt;
  } else {
    return undefined;
  }
  if (half === undefined) return second;
  if (since !== undefined && Number.isFinite(since)) second += Math.max(0, Math.floor((now - since) / 1000));
  second += ahead;
  const start = half === 1 ? 0 : rules.halfSeconds;
  return Math.min(Math.max(second, start), half * rules.halfSeconds);
}
