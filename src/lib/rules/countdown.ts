// A countdown as the strip shows it, "4:05", in the page's digits: the server draws it, the
// page's clock redraws it each second between pushes.

/** `seconds` (rounded down, never below 0) as minutes and seconds in `locale`'s digits. */
export function formatCountdown(seconds: number, locale: string): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = new Intl.NumberFormat(locale, { useGrouping: false }).format(Math.floor(whole / 60));
  return `${minutes}:${new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 }).format(whole % 60)}`;
}
