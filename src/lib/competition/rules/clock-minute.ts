// Section 4: the running clock of a live match as a football clock, 20 minutes a half, with
// stoppage time written as `20+2`, the same notation the events use.
import type { MatchStatus } from '../types';
import { EVENT_PERIODS } from './event-minute';

const RUNNING_PERIOD: Partial<Record<MatchStatus, keyof typeof EVENT_PERIODS>> = {
  inPlay1H: 1,
  inPlay2H: 2,
  inPlay1EH: 3,
  inPlay2EH: 4,
};

/**
 * `7`, `20+2`, `40+1` for `currentMinute` (the match clock, past 20 in the second half); undefined
 * while the clock is stopped (before kick-off, breaks, the shootout, after the final whistle).
 */
export function formatClockMinute(status: MatchStatus, currentMinute: number | undefined): string | undefined {
  const period = RUNNING_PERIOD[status];
  if (period === undefined || currentMinute === undefined || !Number.isFinite(currentMinute)) return undefined;
  const { after, until } = EVENT_PERIODS[period];
  // A clock that reads earlier than its period's start was counted from the period's start.
  const raw = Math.max(1, Math.floor(currentMinute));
  const minute = raw < after ? raw + after : raw;
  return minute > until ? `${until}+${minute - until}` : String(minute);
}
