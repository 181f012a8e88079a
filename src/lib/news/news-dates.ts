// A story's dates as the region's clock shows them, in the visitor's language.
import { getLocale, type LocaleCode } from '../../config/locales';

const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatStoryDate(iso: string, lang: LocaleCode, timeZone: string, withTime = false): string {
  const key = `${lang}|${timeZone}|${withTime}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(getLocale(lang).tag, {
      dateStyle: 'long',
      ...(withTime && { timeStyle: 'short' }),
      timeZone,
    });
    formatters.set(key, format);
  }
  return format.format(new Date(iso));
}
