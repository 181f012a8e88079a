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

/**
 * The same instant in the visitor's own time zone, beside the region's. Rendered only in the
 * browser (the server cannot know the visitor's zone), and only when the zones differ.
 */
export function LocalTime({ dateTime, locale, shownTimeZone, template }: LocalTimeProps) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const date = new Date(dateTime);
    const format = (timeZone: string) =>
      new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' }).format(date);
    if (!visitorZone || Number.isNaN(date.getTime()) || format(visitorZone) === format(shownTimeZone)) return;
    const local = new Intl.DateTimeFormat(locale, {
      timeZone: visitorZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(date);
    setText(template.replace('{time}', local));
  }, [dateTime, locale, shownTimeZone, template]);
  return text ? <span className="local-time">{text}</span> : null;
}
