import { describe, expect, it } from 'vitest';
import { findRegion, getRegions } from '../../config/regions';
import { getIntl } from './intl';
import { formatSeasonName, getLeagueTitle } from './league-words';

describe('getLeagueTitle', () => {
  it('names the league in the visitor’s language, each edition with its own brand', () => {
    expect(getLeagueTitle(getIntl('ar', 'kings').t, findRegion('kings', 'espana')!)).toBe('كينغز ليغ إسبانيا');
    expect(getLeagueTitle(getIntl('es', 'kings').t, findRegion('kings', 'germany')!)).toBe('Kings League Alemania');
    expect(getLeagueTitle(getIntl('ar', 'queens').t, findRegion('queens', 'espana')!)).toBe('كوينز ليغ إسبانيا');
  });

  it('reads the configured title in English for every region of both editions', () => {
    const { t: kings } = getIntl('en', 'kings');
    const { t: queens } = getIntl('en', 'queens');
    for (const region of getRegions('kings')) expect(getLeagueTitle(kings, region)).toBe(region.leagueTitle);
    for (const region of getRegions('queens')) expect(getLeagueTitle(queens, region)).toBe(region.leagueTitle);
  });

  it('keeps the configured title for a region no message names', () => {
    expect(getLeagueTitle(getIntl('ar', 'kings').t, { slug: 'nowhere', leagueTitle: 'Kings League Nowhere' })).toBe('Kings League Nowhere');
  });
});

describe('formatSeasonName', () => {
  it('says “Split N” in the visitor’s language and leaves proper names as written', () => {
    expect(formatSeasonName(getIntl('ar', 'kings').t, { name: 'Season 12', displayName: 'Split 2' })).toMatch(/^الجزء (2|٢)$/);
    expect(formatSeasonName(getIntl('en', 'kings').t, { name: 'Season 12', displayName: 'Split 2' })).toBe('Split 2');
    expect(formatSeasonName(getIntl('ar', 'kings').t, { name: 'Kings Cup 2026' })).toBe('Kings Cup 2026');
  });
});
