// The time left before a kick-off, in words the visitor's language already has ("in 12 min").
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const formats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'short' });
    formats.set(locale, format);
  }
  return format;
}

/**
 * "in 12 min", "in 3 hr", "in 2 days"; undefined once the moment has come, when the caller
 * says the match is starting instead. Minutes round up, so "in 1 min" lasts until kick-off.
 */
export function formatCountdown(msLeft: number, locale: string): string | undefined {
  if (!Number.isFinite(msLeft) || msLeft <= 0) return undefined;
  const format = relativeFormat(locale);
  if (msLeft < HOUR_MS) return format.format(Math.ceil(msLeft / MINUTE_MS), 'minute');
  if (msLeft < 2 * DAY_MS) return format.format(Math.round(msLeft / HOUR_MS), 'hour');
  return format.format(Math.round(msLeft / DAY_MS), 'day');
}
