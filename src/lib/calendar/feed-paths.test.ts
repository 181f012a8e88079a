import { describe, expect, it } from 'vitest';
import { calendarFeedPath, subscribeLinks } from './feed-paths';

describe('calendar feed paths', () => {
  it('hangs a feed from its page in the page\'s language', () => {
    expect(calendarFeedPath('/es/espana/partidos', 'es')).toBe('/es/espana/partidos/calendario.ics');
    expect(calendarFeedPath('/ar/', 'ar')).toBe('/ar/calendar.ics');
    expect(calendarFeedPath('/de/espana/mannschaften/2-x', 'de')).toBe('/de/espana/mannschaften/2-x/kalender.ics');
  });

  it('offers webcal, Google Calendar and the https address', () => {
    const links = subscribeLinks('https://kingsleague.pro/en/espana/matches/calendar.ics');
    expect(links.webcal).toBe('webcal://kingsleague.pro/en/espana/matches/calendar.ics');
    expect(links.https).toBe('https://kingsleague.pro/en/espana/matches/calendar.ics');
    expect(new URL(links.google).searchParams.get('cid')).toBe(links.webcal);
  });
});
