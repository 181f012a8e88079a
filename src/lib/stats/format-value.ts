// Figures in the page's language: digits, decimal marks and percent signs as its readers write them.
import { getLocale, type LocaleCode } from '../../config/locales';
import type { ValueFormat } from '../../config/stat-pages';

const OPTIONS: Readonly<Record<ValueFormat, Intl.NumberFormatOptions>> = {
  integer: { maximumFractionDigits: 0 },
  decimal: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  percent: { style: 'percent', maximumFractionDigits: 0 },
};

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(lang: LocaleCode, format: ValueFormat): Intl.NumberFormat {
  const key = `${lang}|${format}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(getLocale(lang).tag, OPTIONS[format]);
    formatters.set(key, found);
  }
  return found;
}

/** Unknown figures show as a dash, never as 0. */
export const UNKNOWN_VALUE = '–';

export function formatStatValue(value: number | undefined, format: ValueFormat, lang: LocaleCode): string {
  return value === undefined || !Number.isFinite(value) ? UNKNOWN_VALUE : formatter(lang, format).format(value);
}
