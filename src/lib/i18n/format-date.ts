import { getLocale, type LocaleCode } from '../../config/locales';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: LocaleCode, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(getLocale(lang).tag, { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

/** A kick-off as the region's clock shows it, with the zone named so nobody misreads it. */
export function formatKickoff(iso: string, lang: LocaleCode, timeZone: string): string {
  return formatter(lang, timeZone, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** A kick-off's clock time alone, as the region's clock shows it: the centre of a match card. */
export function formatKickoffClock(iso: string, lang: LocaleCode, timeZone: string): string {
  return formatter(lang, timeZone, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** A day as the region's calendar shows it, with its year: a search result's date. */
export function formatDay(iso: string, lang: LocaleCode, timeZone: string): string {
  return formatter(lang, timeZone, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

/** A kick-off's day alone ("Sun 11 Jan"), as the region's calendar shows it. */
export function formatKickoffDay(iso: string, lang: LocaleCode, timeZone: string): string {
  return formatter(lang, timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(iso));
}

/**
 * How many minutes the region's clock is ahead of UTC at that instant (Madrid in winter: 60), or
 * undefined for an instant or zone it cannot read. A browser compares it with its own clock's
 * offset to know, without any Intl work, whether its visitor's time reads the same.
 */
export function utcOffsetMinutes(iso: string, timeZone: string): number | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  try {
    const name = formatter('en', timeZone, { timeZoneName: 'longOffset' }).formatToParts(date).find((part) => part.type === 'timeZoneName')?.value;
    const offset = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? '');
    if (!offset) return undefined;
    const [, sign, hours = '0', minutes = '0'] = offset;
    return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  } catch {
    return undefined;
  }
}
