import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, isLocaleCode } from './locales';

describe('locales table', () => {
  it('has the seven languages of section 1, Arabic right to left', () => {
    expect(LOCALES.map((locale) => locale.code)).toEqual(['ar', 'de', 'en', 'es', 'fr', 'it', 'pt']);
    expect(LOCALES.filter((locale) => locale.dir === 'rtl').map((locale) => locale.code)).toEqual(['ar']);
  });

  it('falls back to Spanish', () => {
    expect(DEFAULT_LOCALE).toBe('es');
  });

  it('has valid language tags that Intl accepts', () => {
    for (const locale of LOCALES) {
      expect(Intl.getCanonicalLocales(locale.tag)[0]?.startsWith(locale.code)).toBe(true);
    }
  });

  it('recognises only its own codes', () => {
    expect(isLocaleCode('pt')).toBe(true);
    expect(isLocaleCode('pt-BR')).toBe(false);
    expect(isLocaleCode('EN')).toBe(false);
  });
});
