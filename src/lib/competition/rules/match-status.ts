// Section 4: how an upstream match status is shown, and when a match counts as happening now.
import type { DisplayStatus, KnownMatchStatus, Match, MatchStatus } from '../types';

const DISPLAY_STATUS = {
  notStarted: 'scheduled',
  inPlay1H: 'live',
  inPlay2H: 'live',
  inPlay1EH: 'live',
  inPlay2EH: 'live',
  inPlayP: 'live',
  halfTime: 'live',
  breakTime: 'live',
  ended: 'ended',
  endedAfterExtraTime: 'ended',
  endedAfterPenalties: 'ended',
  empty: 'ended',
  postponed: 'rescheduled',
} as const satisfies Partial<Record<KnownMatchStatus, DisplayStatus>>;

/** Cancelled, abandoned and statuses nobody has seen yet pass through unchanged. */
export function toDisplayStatus(status: MatchStatus): DisplayStatus {
  return Object.hasOwn(DISPLAY_STATUS, status) ? DISPLAY_STATUS[status as keyof typeof DISPLAY_STATUS] : status;
}

/** A scheduled match has no statistics yet; only live and ended ones show them. */
export function canShowMatchStats(displayStatus: DisplayStatus): boolean {
  return displayStatus === 'live' || displayStatus === 'ended';
}

const STILL_TO_COME = new Set<DisplayStatus>(['scheduled', 'rescheduled', 'live']);

/** Not yet over: worth a calendar entry, and its kick-off time still says something. */
export function isStillToCome(displayStatus: DisplayStatus): boolean {
  return STILL_TO_COME.has(displayStatus);
}

const MINUTE_MS = 60_000;
/** The window around kick-off in which a match "starts soon"; both bounds included. */
export const STARTS_SOON_WINDOW = { beforeMs: 11 * MINUTE_MS, afterMs: 5 * MINUTE_MS } as const;

export function startsSoon(kickoff: string, now: Date): boolean {
  const start = Date.parse(kickoff);
  if (Number.isNaN(start)) return false;
  const offset = now.getTime() - start;
  return offset >= -STARTS_SOON_WINDOW.beforeMs && offset <= STARTS_SOON_WINDOW.afterMs;
}

/** Matches the page keeps refreshing: about to start, or being played. */
export function isTrackedLive(match: Pick<Match, 'date' | 'displayStatus'>, now: Date): boolean {
  return match.displayStatus === 'live' || startsSoon(match.date, now);
}
