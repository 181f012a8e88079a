// Offsets to dates at request time: week 0 is today in the season's time zone, and a kickoff's
// local "HH:MM" becomes an instant through that zone's offset (daylight saving included).

export type LocalDate = { year: number; month: number; day: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallClock(ms: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute!, second: parts.second! };
}

/** How far the zone's wall clock is ahead of UTC at the instant `ms`. */
function zoneOffsetMs(ms: number, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
}

export function localDateOf(ms: number, timeZone: string): LocalDate {
  const { year, month, day } = wallClock(ms, timeZone);
  return { year, month, day };
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The instant the zone's clocks read `date` at `hh:mm`. */
export function zonedInstant(date: LocalDate, hhmm: string, timeZone: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, hours, minutes);
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  const second = asUtc - zoneOffsetMs(first, timeZone);
  return second;
}

export function toIso(ms: number): string {
  return new Date(ms).toISOString();
}

/** Maps the stored offsets of one season to dates, relative to one "now". */
export type SeasonCalendar = {
  turnDate(weekOffset: number): LocalDate;
  kickoff(weekOffset: number, hhmm: string): number;
  dayStart(weekOffset: number): number;
  dayEnd(weekOffset: number): number;
  dayOffsetDate(days: number, hhmm?: string): number;
};

export function seasonCalendar(timeZone: string, nowMs: number): SeasonCalendar {
  const today = localDateOf(nowMs, timeZone);
  const turnDate = (weekOffset: number) => addDays(today, weekOffset * 7);
  return {
    turnDate,
    kickoff: (weekOffset, hhmm) => zonedInstant(turnDate(weekOffset), hhmm, timeZone),
    dayStart: (weekOffset) => zonedInstant(turnDate(weekOffset), '00:00', timeZone),
    dayEnd: (weekOffset) => zonedInstant(addDays(turnDate(weekOffset), 1), '00:00', timeZone) - 1000,
    dayOffsetDate: (days, hhmm = '12:00') => zonedInstant(addDays(today, days), hhmm, timeZone),
  };
}
