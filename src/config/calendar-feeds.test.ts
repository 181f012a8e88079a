import { describe, expect, it } from 'vitest';
import { CALENDAR_FEEDS, calendarFileName } from './calendar-feeds';
import { LOCALE_CODES } from './locales';
import { ROUTE_IDS, getRouteDefinition, routeEntity, routeHasRegion } from './routes';

describe('calendar feed config', () => {
  it('gives every language a plain .ics file name', () => {
    for (const lang of LOCALE_CODES) expect(calendarFileName(lang), lang).toMatch(/^[a-z][a-z-]*\.ics$/);
    expect(calendarFileName('ar')).toBe('calendar.ics');
    expect(calendarFileName('de')).toBe('kalender.ics');
  });

  it('hangs an entity’s feed only from a page about one thing, and a region’s only from a page of a region', () => {
    const feeds = ROUTE_IDS.filter((routeId) => getRouteDefinition(routeId).calendar);
    expect(feeds.sort()).toEqual(['home', 'match', 'matches', 'regionTeam', 'team']);
    for (const routeId of feeds) {
      const { calendar } = getRouteDefinition(routeId);
      if (calendar === 'entity') expect(routeEntity(routeId), routeId).toBeDefined();
      if (calendar === 'region') expect(routeHasRegion(routeId), routeId).toBe(true);
    }
  });

  it('asks apps to refresh within hours, and the edge to keep a feed for less than that', () => {
    expect(CALENDAR_FEEDS.refreshHours).toBeGreaterThanOrEqual(1);
    expect(CALENDAR_FEEDS.refreshHours).toBeLessThanOrEqual(12);
    expect(CALENDAR_FEEDS.maxAgeSeconds).toBeLessThan(CALENDAR_FEEDS.refreshHours * 3600);
  });
});
