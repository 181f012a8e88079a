'use client';

import { useEffect, useState } from 'react';

type LocalTimeProps = {
  /** ISO 8601 instant. */
  dateTime: string;
  /** The visitor's language tag, e.g. `es-ES`. */
  locale: string;
  /** The zone the server already showed; nothing is added when the visitor is in it. */
  shownTimeZone: string;
  /** Words around the time, e.g. "your time: {time}", already translated with `{time}` kept. */
  template: string;
};

const DAY_AND_TIME = { hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' } as const;
const LOCAL_TIME = { weekday: 'short', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } as const;

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
let visitorTimeZone: string | undefined;

/**
 * The same instant in the visitor's own time zone, beside the region's. Rendered only in the
 * browser (the server cannot know the visitor's zone), and only when the zones differ.
 */
export function LocalTime({ dateTime, locale, shownTimeZone, template }: LocalTimeProps) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    visitorTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
    const visitorZone = visitorTimeZone;
    const date = new Date(dateTime);
    const format = (timeZone: string) => formatterFor(locale, timeZone, DAY_AND_TIME).format(date);
    if (!visitorZone || Number.isNaN(date.getTime()) || format(visitorZone) === format(shownTimeZone)) return;
    setText(template.replace('{time}', formatterFor(locale, visitorZone, LOCAL_TIME).format(date)));
  }, [dateTime, locale, shownTimeZone, template]);
  return text ? <span className="local-time">{text}</span> : null;
}
