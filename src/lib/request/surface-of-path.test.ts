import { describe, expect, it } from 'vitest';
import { SURFACE_IDS, SURFACES } from '../../config/surfaces';
import { surfaceOfPath } from './surface-of-path';

describe('the kind of answer a path gets', () => {
  it.each([
    ['/en/espana/matches', 'page'],
    ['/', 'page'],
    ['/embed/en/espana/standings', 'widget'],
    ['/embed/live-widget.js', 'widget'],
    ['/api/v1/competition/seasons', 'api'],
    ['/api/nothing-here', 'api'],
    ['/RSC/R/en/espana.txt', 'framework'],
    ['/assets/app.js', 'file'],
    ['/robots.txt', 'file'],
    ['/sitemap.xml', 'file'],
  ] as const)('%s is a %s', (path, surface) => {
    expect(surfaceOfPath(path)).toBe(surface);
  });

  it('draws only pages and widgets, and frames only widgets for partners', () => {
    expect(SURFACE_IDS.filter((surface) => SURFACES[surface].rendered)).toEqual(['page', 'widget']);
    expect(SURFACE_IDS.filter((surface) => SURFACES[surface].framing === 'partners')).toEqual(['widget']);
    expect(SURFACE_IDS.filter((surface) => SURFACES[surface].endpointsOnly)).toEqual(['api']);
  });
});
