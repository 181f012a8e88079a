// Matchday dates and match times as the region's clock shows them, in the visitor's language.
import { getLocale, type LocaleCode } from '../../config/locales';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: LocaleCode, timeZone: string, kind: 'day' | 'time' | 'date'): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone}|${kind}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'day' ? { weekday: 'long', day: 'numeric', month: 'long' }
        : kind === 'time' ? { hour: '2-digit', minute: '2-digit' }
          : { dateStyle: 'long' };
    found = new Intl.DateTimeFormat(getLocale(lang).tag, { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

/** "Wednesday 2 December": the day a matchday is played. */
export function formatMatchday(iso: string, lang: LocaleCode, timeZone: string): string {
  return formatter(lang, timeZone, 'day').format(new Date(iso));
}

/** "16:00": a kick-off within a day already named. */
export function formatMatchTime(iso: string, lang: LocaleCode, timeZone: string): string {
  return formatter(lang, timeZone, 'time').format(new Date(iso));
}

/** "24 November 2026": when a circular was issued or a page last changed. */
export function formatLongDate(iso: string, lang: LocaleCode, timeZone: string): string {
  return formatter(lang, timeZone, 'date').format(new Date(iso));
}
