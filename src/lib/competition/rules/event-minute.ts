// Section 4: event minutes as on a football clock, 20 minutes a half, stoppage time as `20+2'`.
import type { EventHalf } from '../types';

/**
 * The clock minutes each period covers. Ties normally go to a shootout; when extra time is
 * played it is taken as two halves of 5 minutes (41–45, 46–50), since the league publishes no
 * length for it. Half 5 is the shootout, which has no clock minute.
 */
export const EVENT_PERIODS = {
  1: { after: 0, until: 20 },
  2: { after: 20, until: 40 },
  3: { after: 40, until: 45 },
  4: { after: 45, until: 50 },
} as const satisfies Record<Exclude<EventHalf, 5>, { after: number; until: number }>;

/**
 * `matchSecond` counts from kick-off; seconds 0–59 are minute 1, as in football. A minute past
 * the end of its half reads as stoppage time: first half 21 → `20+1'`, second half 43 → `40+3'`.
 * Shootout kicks give undefined: the caller labels them as penalties.
 */
export function formatEventMinute(matchSecond: number, half: EventHalf): string | undefined {
  if (half === 5) return undefined;
  const period = EVENT_PERIODS[half];
  let second = Number.isFinite(matchSecond) ? Math.max(0, Math.floor(matchSecond)) : 0;
  // The clock never reads earlier than its half's start; such a value was counted from the
  // start of the half, so the minutes of the earlier halves are added.
  if (second < period.after * 60) second += period.after * 60;
  const minute = Math.floor(second / 60) + 1;
  return minute > period.until ? `${period.until}+${minute - period.until}'` : `${minute}'`;
}
