// Small conversions every reshape function shares: nulls out, dates to ISO 8601.

/** The contract's `?` fields may be null upstream; the site's types never are. */
export function dropNull<T>(value: T | null | undefined): T | undefined {
  return value ?? undefined;
}

/** An instant as `2026-11-21T18:00:00.000Z`; the schemas have already checked it parses. */
export function toIsoDate(text: string): string {
  const time = Date.parse(text);
  return Number.isNaN(time) ? text : new Date(time).toISOString();
}

export function toOptionalIsoDate(text: string | null | undefined): string | undefined {
  return text == null ? undefined : toIsoDate(text);
}

/** A calendar day (`YYYY-MM-DD`), as written, so a birth date never shifts with a time zone. */
export function toIsoDay(text: string | null | undefined): string | undefined {
  if (text == null) return undefined;
  const written = /^\d{4}-\d{2}-\d{2}/.exec(text)?.[0];
  return written ?? toIsoDate(text).slice(0, 10);
}
