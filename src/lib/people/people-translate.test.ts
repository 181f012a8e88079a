import { describe, expect, it } from 'vitest';
import { EDITIONS } from '../../config/editions';
import { LOCALE_CODES } from '../../config/locales';
import { getIntl } from '../i18n/intl';
import { toPeopleGender, withPeopleGender } from './people-translate';

describe('people messages agree with who they describe', () => {
  it('speaks of women in the women’s edition and of men in the men’s, a player’s own gender first', () => {
    expect(toPeopleGender(EDITIONS.queens)).toBe('female');
    expect(toPeopleGender(EDITIONS.kings)).toBe('male');
    expect(toPeopleGender(EDITIONS.kings, 'female')).toBe('female');
    expect(toPeopleGender(EDITIONS.queens, 'both')).toBe('female');
  });

  it('says Portera for the women’s edition and Portero for the men’s, in Spanish', () => {
    const kings = withPeopleGender(getIntl('es', 'kings').t, 'male');
    const queens = withPeopleGender(getIntl('es', 'queens').t, 'female');
    expect(kings('people.role.goalkeeper')).toBe('Portero');
    expect(queens('people.role.goalkeeper')).toBe('Portera');
    expect(queens('people.list.count', { count: 2 })).toBe('2 jugadoras');
  });

  it('gives every gendered message a text in every language, for both genders', () => {
    for (const lang of LOCALE_CODES) {
      for (const gender of ['female', 'male'] as const) {
        const t = withPeopleGender(getIntl(lang, 'kings').t, gender);
        expect(t('people.table.player'), `${lang} ${gender}`).not.toMatch(/[{}]|people\./);
      }
    }
  });
});
