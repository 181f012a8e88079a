const DAY_AND_TIME = { hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' } as const;
const LOCAL_TIME = { weekday: 'short', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } as const;

/**
 * Beside each kick-off shown in a region's zone (`[data-tz]` around a `<time>`), the same instant
 * in the visitor's own zone, when the two differ. Only the browser knows the visitor's zone. The
 * words go in an attribute the stylesheet shows (`data-local`): a hydrating page compares no
 * attributes, so the server's markup stays as React expects it.
 */
export function showVisitorTimes(): void {
  const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!visitorZone) return;
  const locale = document.documentElement.lang || undefined;
  const formatters = new Map<string, Intl.DateTimeFormat>();
  const formatterFor = (timeZone: string, options: Intl.DateTimeFormatOptions) => {
    const key = `${timeZone}|${options === LOCAL_TIME ? 'local' : 'day'}`;
    let formatter = formatters.get(key);
    if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
    return formatter;
  };
  for (const element of document.querySelectorAll<HTMLElement>('[data-tz][data-your-time]')) {
    const shownZone = element.dataset.tz ?? '';
    const date = new Date(element.querySelector('time')?.dateTime ?? '');
    if (Number.isNaN(date.getTime())) continue;
    try {
      if (formatterFor(visitorZone, DAY_AND_TIME).format(date) === formatterFor(shownZone, DAY_AND_TIME).format(date)) continue;
      element.dataset.local = (element.dataset.yourTime ?? '{time}').replace('{time}', formatterFor(visitorZone, LOCAL_TIME).format(date));
    } catch {
      // A zone this browser does not know: the region's time alone is shown.
    }
  }
}
