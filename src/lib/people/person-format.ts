// How a person's facts read in each language: birth date, height and country, all from Intl.
import { toAlpha2 } from '../../config/countries';
import { getLocale, type LocaleCode } from '../../config/locales';

const countryNames = new Map<LocaleCode, Intl.DisplayNames | null>();

/** The country's name in the visitor's language; undefined for an id the table does not know. */
export function formatCountry(countryId: number | undefined, lang: LocaleCode): string | undefined {
  const code = toAlpha2(countryId);
  if (!code) return undefined;
  let names = countryNames.get(lang);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([getLocale(lang).tag], { type: 'region' });
    } catch {
      // A runtime without display names shows no country rather than a code.
      names = null;
    }
    countryNames.set(lang, names);
  }
  return names?.of(code);
}

/** A calendar day (`YYYY-MM-DD`) written out, e.g. "24 March 2001"; it never shifts with a zone. */
export function formatBirthDate(isoDay: string, lang: LocaleCode): string | undefined {
  const time = Date.parse(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(time)) return undefined;
  return new Intl.DateTimeFormat(getLocale(lang).tag, { dateStyle: 'long', timeZone: 'UTC' }).format(time);
}

/** Height in centimetres, with the unit as the language writes it ("176 cm", "176 سم"). */
export function formatHeight(centimetres: number, lang: LocaleCode): string {
  return new Intl.NumberFormat(getLocale(lang).tag, { style: 'unit', unit: 'centimeter', unitDisplay: 'short' }).format(centimetres);
}

/** A per-match average with at most two decimals, in the language's own digits and separator. */
export function formatAverage(value: number, lang: LocaleCode): string {
  return new Intl.NumberFormat(getLocale(lang).tag, { maximumFractionDigits: 2 }).format(value);
}
