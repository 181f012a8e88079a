// A player's age as the region's calendar has it: on a birthday the age changes at midnight in
// the league's own time zone, not the server's.

type CalendarDay = { year: number; month: number; day: number };

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function todayIn(timeZone: string, now: Date): CalendarDay {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    dayFormatters.set(timeZone, formatter);
  }
  const part = (type: string) => Number(formatter.formatToParts(now).find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

function readDay(isoDay: string): CalendarDay | undefined {
  const found = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!found) return undefined;
  return { year: Number(found[1]), month: Number(found[2]), day: Number(found[3]) };
}

/** Whole years since `birthDate` (`YYYY-MM-DD`) on today's date in `timeZone`; undefined when unreadable. */
export function ageOn(birthDate: string, now: Date, timeZone: string): number | undefined {
  const born = readDay(birthDate);
  if (!born) return undefined;
  const today = todayIn(timeZone, now);
  const hadBirthday = today.month > born.month || (today.month === born.month && today.day >= born.day);
  const age = today.year - born.year - (hadBirthday ? 0 : 1);
  return age >= 0 && age < 130 ? age : undefined;
}
