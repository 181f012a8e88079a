import { describe, expect, it } from 'vitest';
import { getRegions } from './regions';
import { LOCALE_CODES } from './locales';
import { getRegionShortName } from './region-short-names';

describe('the regions’ short forms', () => {
  const regions = [...getRegions('kings'), ...getRegions('queens')];

  it.each(LOCALE_CODES)('name every region of both editions in %s, in at most eleven characters', (lang) => {
    for (const region of regions) {
      const short = getRegionShortName(region.slug, lang);
      expect(short, `${region.slug} ${lang}`).toBeTruthy();
      expect(short!.length, `${region.slug} ${lang}`).toBeLessThanOrEqual(11);
    }
  });

  it('knows no slug outside the table', () => {
    expect(getRegionShortName('atlantis', 'en')).toBeUndefined();
    expect(getRegionShortName('toString', 'en')).toBeUndefined();
  });
});
