// Section 9's 8000 and 30000 ms: how often an open match page asks for news of its match.
import type { Match } from '../types';
import { isTrackedLive } from './match-status';

/** While the match is tracked live (section 4: starts soon, or live). */
export const LIVE_POLL_MS = 8_000;
/** While a scheduled match is near its kick-off but not yet tracked live: to notice the start. */
export const NEAR_KICKOFF_POLL_MS = 30_000;
/** How near kick-off, either side, a scheduled match still counts as "near". */
export const NEAR_KICKOFF_WINDOW_MS = 60 * 60_000;

/**
 * Milliseconds until the next refresh of a match page, or undefined to stop: an ended,
 * postponed, cancelled or abandoned match has no news to wait for, nor has a far-off one.
 */
export function pollDelay(match: Pick<Match, 'date' | 'displayStatus'>, now: Date): number | undefined {
  if (match.displayStatus !== 'scheduled' && match.displayStatus !== 'live') return undefined;
  if (isTrackedLive(match, now)) return LIVE_POLL_MS;
  const kickoff = Date.parse(match.date);
  if (Number.isNaN(kickoff)) return undefined;
  return Math.abs(kickoff - now.getTime()) <= NEAR_KICKOFF_WINDOW_MS ? NEAR_KICKOFF_POLL_MS : undefined;
}
