// Section 9: ordinal suffixes per language (1st, 1.º, 1er, 1.); Arabic shows the plain number.
import type { LocaleCode } from '../../../config/locales';

// Plural rules know English's 1st/2nd/3rd/11th and French's 1er/2e; the rest are fixed marks.
const EN_SUFFIX: Readonly<Record<string, string>> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const FR_SUFFIX: Readonly<Record<string, string>> = { one: 'er', other: 'e' };
const enRules = new Intl.PluralRules('en', { type: 'ordinal' });
const frRules = new Intl.PluralRules('fr', { type: 'ordinal' });

const ORDINAL_FORMATS = {
  en: (n) => `${n}${EN_SUFFIX[enRules.select(n)] ?? 'th'}`,
  es: (n) => `${n}.º`,
  it: (n) => `${n}º`,
  pt: (n) => `${n}º`,
  fr: (n) => `${n}${FR_SUFFIX[frRules.select(n)] ?? 'e'}`,
  de: (n) => `${n}.`,
  ar: (n) => String(n),
} as const satisfies Record<LocaleCode, (n: number) => string>;

/** Positions are whole numbers from 1; anything else is shown as it is. */
export function formatOrdinal(n: number, lang: LocaleCode): string {
  if (!Number.isInteger(n) || n < 1) return String(n);
  return ORDINAL_FORMATS[lang](n);
}
