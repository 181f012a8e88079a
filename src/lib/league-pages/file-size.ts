// A document's size as people read it, in their language: "3.5 kB", "1.2 MB".
import { getLocale, type LocaleCode } from '../../config/locales';

export function formatFileSize(bytes: number, lang: LocaleCode): string {
  const megabytes = bytes >= 1_000_000;
  const value = megabytes ? bytes / 1_000_000 : Math.max(bytes / 1000, 0.1);
  return new Intl.NumberFormat(getLocale(lang).tag, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
