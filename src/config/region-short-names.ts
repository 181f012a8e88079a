import type { LocaleCode } from './locales';

// What the header's region switch shows on a phone, where the full name does not fit: the short
// form a fan reads in each language (a country's three-letter code as sports pages print it, the
// region's own short name where it has one), never a cut name. Screen readers always hear the full
// name (messages' `region.*`).
export const REGION_SHORT_NAMES = {
  espana: { ar: 'إسبانيا', de: 'ESP', en: 'ESP', es: 'ESP', fr: 'ESP', it: 'SPA', pt: 'ESP' },
  americas: { ar: 'أمريكا', de: 'AMER', en: 'AMER', es: 'AMÉR', fr: 'AMÉR', it: 'AMER', pt: 'AMÉR' },
  italia: { ar: 'إيطاليا', de: 'ITA', en: 'ITA', es: 'ITA', fr: 'ITA', it: 'ITA', pt: 'ITA' },
  brazil: { ar: 'البرازيل', de: 'BRA', en: 'BRA', es: 'BRA', fr: 'BRA', it: 'BRA', pt: 'BRA' },
  france: { ar: 'فرنسا', de: 'FRA', en: 'FRA', es: 'FRA', fr: 'FRA', it: 'FRA', pt: 'FRA' },
  germany: { ar: 'ألمانيا', de: 'DEU', en: 'GER', es: 'ALE', fr: 'ALL', it: 'GER', pt: 'ALE' },
  mena: { ar: 'مينا', de: 'MENA', en: 'MENA', es: 'MENA', fr: 'MENA', it: 'MENA', pt: 'MENA' },
  'world-cup': { ar: 'كأس الأندية', de: 'KWC', en: 'KWC', es: 'KWC', fr: 'KWC', it: 'KWC', pt: 'KWC' },
  'kwc-nations': { ar: 'المنتخبات', de: 'Nationen', en: 'Nations', es: 'Naciones', fr: 'Nations', it: 'Nazioni', pt: 'Nações' },
  'king-of-kings': { ar: 'KOK', de: 'KOK', en: 'KOK', es: 'KOK', fr: 'KOK', it: 'KOK', pt: 'KOK' },
} as const satisfies Record<string, Record<LocaleCode, string>>;

/** A region's short form in a language; undefined for a slug the table does not know. */
export function getRegionShortName(slug: string, lang: LocaleCode): string | undefined {
  return Object.hasOwn(REGION_SHORT_NAMES, slug) ? REGION_SHORT_NAMES[slug as keyof typeof REGION_SHORT_NAMES][lang] : undefined;
}
