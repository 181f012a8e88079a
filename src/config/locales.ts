// The seven site languages: URL prefix, BCP 47 tag, native name and writing direction.
export const LOCALES = [
  { code: 'ar', tag: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'de', tag: 'de-DE', name: 'Deutsch', dir: 'ltr' },
  { code: 'en', tag: 'en-GB', name: 'English', dir: 'ltr' },
  { code: 'es', tag: 'es-ES', name: 'Español', dir: 'ltr' },
  { code: 'fr', tag: 'fr-FR', name: 'Français', dir: 'ltr' },
  { code: 'it', tag: 'it-IT', name: 'Italiano', dir: 'ltr' },
  { code: 'pt', tag: 'pt-BR', name: 'Português', dir: 'ltr' },
] as const satisfies readonly {
  code: string;
  tag: string;
  name: string;
  dir: 'ltr' | 'rtl';
}[];

export type Locale = (typeof LOCALES)[number];
export type LocaleCode = Locale['code'];

export const LOCALE_CODES = LOCALES.map((locale) => locale.code) as readonly LocaleCode[];

/** The language used when nothing else is known (section 4 fallback, section 1 data default). */
export const DEFAULT_LOCALE: LocaleCode = 'es';

export function isLocaleCode(value: string): value is LocaleCode {
  return (LOCALE_CODES as readonly string[]).includes(value);
}

export function getLocale(code: LocaleCode): Locale {
  const locale = LOCALES.find((candidate) => candidate.code === code);
  if (!locale) throw new Error(`Unknown locale: ${code}`);
  return locale;
}
