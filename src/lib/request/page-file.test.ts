import { describe, expect, it } from 'vitest';
import { splitPageFile } from './page-file';

describe('splitPageFile', () => {
  it('splits a feed address into its page and file name', () => {
    expect(splitPageFile('/fr/espana/matchs/calendrier.ics')).toEqual({ pagePath: '/fr/espana/matchs', name: 'calendrier.ics' });
    expect(splitPageFile('/es/espana/noticias/feed.xml')).toEqual({ pagePath: '/es/espana/noticias', name: 'feed.xml' });
    expect(splitPageFile('/en/calendar.ics')).toEqual({ pagePath: '/en', name: 'calendar.ics' });
  });

  it('leaves pages and files of no page alone', () => {
    expect(splitPageFile('/fr/espana/matchs')).toBeUndefined();
    expect(splitPageFile('/calendar.ics')).toBeUndefined();
    expect(splitPageFile('/es/espana/noticias/feed.json')).toBeUndefined();
  });
});
