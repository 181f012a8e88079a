import { describe, expect, it } from 'vitest';
import { CALENDAR_FEEDS, calendarFileName } from './calendar-feeds';
import { LOCALE_CODES } from './locales';
import { ROUTES } from './routes';

describe('calendar feed config', () => {
  it('gives every language a plain .ics file name', () => {
    for (const lang of LOCALE_CODES) expect(calendarFileName(lang), lang).toMatch(/^[a-z][a-z-]*\.ics$/);
    expect(calendarFileName('ar')).toBe('calendar.ics');
    expect(calendarFileName('de')).toBe('kalender.ics');
  });

  it('hangs feeds only from routes the table has', () => {
    for (const route of CALENDAR_FEEDS.routes) expect(Object.keys(ROUTES)).toContain(route);
  });

  it('asks apps to refresh within hours, and the edge to keep a feed for less than that', () => {
    expect(CALENDAR_FEEDS.refreshHours).toBeGreaterThanOrEqual(1);
    expect(CALENDAR_FEEDS.refreshHours).toBeLessThanOrEqual(12);
    expect(CALENDAR_FEEDS.maxAgeSeconds).toBeLessThan(CALENDAR_FEEDS.refreshHours * 3600);
  });
});
