// Where a page's calendar feed lives (beside the page, a file name per language) and the three
// ways a visitor takes it: webcal (Apple Calendar, Outlook), Google Calendar, the https address.
import { CALENDAR_FEEDS, calendarFileName } from '../../config/calendar-feeds';
import type { LocaleCode } from '../../config/locales';

export const SPOILER_FREE_QUERY = 'scores';
export const SPOILER_FREE_VALUE = 'hidden';

/** `/es/espana/partidos` → `/es/espana/partidos/calendario.ics`. */
export function calendarFeedPath(pagePath: string, lang: LocaleCode): string {
  return `${pagePath.replace(/\/$/, '')}/${calendarFileName(lang)}`;
}

export type SubscribeLinks = { https: string; webcal: string; google: string };

/** `feedUrl` is the feed's absolute https address. */
export function subscribeLinks(feedUrl: string): SubscribeLinks {
  const webcal = feedUrl.replace(/^https?:/, 'webcal:');
  const google = new URL(CALENDAR_FEEDS.googleSubscribe);
  google.searchParams.set('cid', webcal);
  return { https: feedUrl, webcal, google: google.toString() };
}
