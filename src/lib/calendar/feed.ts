// A whole feed: the calendar's own properties around its events.
import { CALENDAR_FEEDS } from '../../config/calendar-feeds';
import { escapeText, writeCalendar, type IcsComponent } from './ics-writer';

export type FeedOptions = {
  /** Shown as the calendar's name by the apps that read X-WR-CALNAME / NAME. */
  name: string;
  /** BCP 47 tag of the texts. */
  language: string;
  /** PRODID's owner: the edition's site. */
  siteTitle: string;
  events: readonly IcsComponent[];
};

export function writeFeed({ name, language, siteTitle, events }: FeedOptions): string {
  const refresh = `PT${CALENDAR_FEEDS.refreshHours}H`;
  return writeCalendar({
    name: 'VCALENDAR',
    properties: [
      ['VERSION', '2.0'],
      ['PRODID', `-//${escapeText(siteTitle)}//Fixtures//${language.toUpperCase()}`],
      ['CALSCALE', 'GREGORIAN'],
      ['METHOD', 'PUBLISH'],
      ['NAME', escapeText(name), { LANGUAGE: language }],
      ['X-WR-CALNAME', escapeText(name)],
      ['REFRESH-INTERVAL', refresh, { VALUE: 'DURATION' }],
      ['X-PUBLISHED-TTL', refresh],
    ],
    components: events,
  });
}
