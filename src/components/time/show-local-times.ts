const DAY_AND_TIME = { hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' } as const;
const LOCAL_TIME = { weekday: 'short', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } as const;

/** A kick-off the server wrote in the region's zone (its `<time>` inside), with what the visitor's own time needs. */
export const KICKOFF_SELECTOR = '[data-tz][data-your-time]';

// A page lists many kick-offs: formatters are costly to build, so each kind is built once.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${options === LOCAL_TIME ? 'local' : 'day'}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The same instant in the visitor's zone, or nothing when it reads the same as the region's
 * (the visitor is there, or shares its clock).
 */
export function toVisitorTime(dateTime: string, locale: string, shownTimeZone: string, visitorZone: string, template: string): string | undefined {
  const date = new Date(dateTime);
  if (!visitorZone || Number.isNaN(date.getTime())) return undefined;
  try {
    const format = (timeZone: string) => formatterFor(locale, timeZone, DAY_AND_TIME).format(date);
    if (format(visitorZone) === format(shownTimeZone)) return undefined;
    return template.replace('{time}', formatterFor(locale, visitorZone, LOCAL_TIME).format(date));
  } catch {
    // A zone or language this browser does not know: the region's time stands alone.
    return undefined;
  }
}

/**
 * Writes each kick-off's time in the visitor's zone beside the region's, only in the browser (the
 * server cannot know the visitor's zone). The text goes into an attribute that the stylesheet
 * shows, not into a new node: a page that hydrates finds the markup it was served.
 */
export function showLocalTimes(root: ParentNode = document): void {
  let visitorZone: string | undefined;
  const locale = document.documentElement.lang || 'en';
  for (const kickoff of root.querySelectorAll<HTMLElement>(KICKOFF_SELECTOR)) {
    const { tz = '', yourTime = '', offset } = kickoff.dataset;
    const dateTime = kickoff.querySelector('time')?.dateTime ?? '';
    // The first Intl call of a page builds the browser's date formatting (15–30 ms on this
    // machine, several times that on a phone): a visitor whose clock reads as the region's,
    // told by the offsets alone, never pays for it.
    if (offset && Number(offset) === -new Date(dateTime).getTimezoneOffset()) continue;
    visitorZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
    const text = toVisitorTime(dateTime, locale, tz, visitorZone, yourTime);
    if (text) kickoff.dataset.local = text;
  }
}
