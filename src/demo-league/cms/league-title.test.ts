// The demo's own reading of the league titles gives what the site's messages give, in every
// edition, region and language.
import { describe, expect, it } from 'vitest';
import { EDITION_IDS } from '../../config/editions';
import { LOCALE_CODES } from '../../config/locales';
import { getRegions } from '../../config/regions';
import { getIntl } from '../../lib/i18n/intl';
import { getLeagueTitle } from '../../lib/i18n/league-words';
import { leagueTitleIn } from './league-title';

describe('leagueTitleIn', () => {
  it.each(EDITION_IDS)('names each %s region’s league as the site does in every language', (edition) => {
    for (const region of getRegions(edition)) {
      for (const lang of LOCALE_CODES) {
        expect(leagueTitleIn(edition, region, lang), `${region.slug} ${lang}`).toBe(getLeagueTitle(getIntl(lang, edition).t, region));
      }
    }
    expect(leagueTitleIn(edition, { slug: 'espana', leagueTitle: 'x' }, 'ar')).toBe(edition === 'kings' ? 'كينغز ليغ إسبانيا' : 'كوينز ليغ إسبانيا');
  });

  it('keeps the configured title of a region the messages do not name', () => {
    expect(leagueTitleIn('kings', { slug: 'atlantis', leagueTitle: 'Kings League Atlantis' }, 'fr')).toBe('Kings League Atlantis');
  });
});
