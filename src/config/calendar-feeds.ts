// Calendar feeds (iCalendar): the file name a feed takes after the page it belongs to, per
// language, and how often subscribers are told to fetch it again. Which pages have one is in
// their records (`calendar`, src/config/routes.ts).
import type { LocaleCode } from './locales';

type FileNames = { en: string } & Partial<Record<Exclude<LocaleCode, 'en'>, string>>;

/** `/{lang}/{region}/{matches}/{file}` and the like; a language without its own word uses English. */
export const CALENDAR_FILE_NAMES = {
  en: 'calendar.ics',
  es: 'calendario.ics',
  de: 'kalender.ics',
  fr: 'calendrier.ics',
  it: 'calendario.ics',
  pt: 'calendario.ics',
} as const satisfies FileNames;

export function calendarFileName(lang: LocaleCode): string {
  const names: FileNames = CALENDAR_FILE_NAMES;
  return names[lang as Exclude<LocaleCode, 'en'>] ?? names.en;
}

export const CALENDAR_FEEDS = {
  /** REFRESH-INTERVAL and X-PUBLISHED-TTL: a rescheduled match reaches calendars within hours. */
  refreshHours: 3,
  /** How long the edge and browsers keep a feed; kick-off times change far slower than scores. */
  maxAgeSeconds: 900,
  /** Google Calendar's subscribe address; `cid` takes the feed's webcal address. */
  googleSubscribe: 'https://calendar.google.com/calendar/render',
} as const;
