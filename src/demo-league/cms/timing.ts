// When a story went out, as the league's calendar places it at request time: a report after its
// match, a preview before its matchday, window news on the day of the deal. Stories tied to no
// date (interviews, explainers, links) keep a fixed age, so the newest is always hours old.
import type { SeasonCalendar } from '../api/calendar';

export type Timing =
  /** Minutes after a match's kickoff, `weekOffset` weeks from the current turn. */
  | { kind: 'kickoff'; weekOffset: number; kickoff: string; minutes: number }
  /** A local time, `days` days from today in the league's time zone. */
  | { kind: 'day'; days: number; at: string }
  /** Minutes before now. */
  | { kind: 'age'; minutes: number };

const MINUTE_MS = 60_000;

export function toPublishedAt(timing: Timing, calendar: SeasonCalendar, now: number): number {
  if (timing.kind === 'kickoff') return calendar.kickoff(timing.weekOffset, timing.kickoff) + timing.minutes * MINUTE_MS;
  if (timing.kind === 'day') return calendar.dayOffsetDate(timing.days, timing.at);
  return now - timing.minutes * MINUTE_MS;
}

/** "HH:MM" from whole minutes since midnight. */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
