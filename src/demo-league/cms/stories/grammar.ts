// Small pieces of grammar the phrasebooks share: lists, gendered words, ordinals, French elision.
import type { LocaleCode } from '../../../config/locales';

const listFormats = new Map<LocaleCode, Intl.ListFormat>();

/** "A, B and C" the way the language joins a list. */
export function listOf(lang: LocaleCode, items: readonly string[]): string {
  let format = listFormats.get(lang);
  if (!format) {
    format = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' });
    listFormats.set(lang, format);
  }
  return format.format(items);
}

/** The feminine or masculine form, for the languages whose words agree with the person. */
export function gendered(female: boolean, masculine: string, feminine: string): string {
  return female ? feminine : masculine;
}

/** 1st, 2nd, 3rd, 4th… 11th, 12th, 13th, 21st. */
export function englishOrdinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** "de Tonnerre", "d’Éclair Bleu": French drops the vowel of "de" before a vowel or a mute h. */
export function frenchOf(name: string): string {
  return /^[aeiouyhàâäéèêëîïôöùûüœæ]/i.test(name) ? `d’${name}` : `de ${name}`;
}

/** "1re", "2e": French ordinals as the press writes them. */
export function frenchOrdinal(n: number, female = true): string {
  return n === 1 ? (female ? '1re' : '1er') : `${n}e`;
}

/** A goal's minute as the scoreboard shows it. */
export const minuteMark = (minute: number) => `${minute}’`;
