// RFC 5545's text rules in one place: TEXT escaping, UTC date-times, CRLF line ends and folding
// at 75 octets. Everything else about a feed is data handed to `writeCalendar`.

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** A TEXT value (section 3.3.11): backslash, semicolon, comma and newlines escaped. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** `20261125T043000Z`: a DATE-TIME in UTC (form 2), to the second. */
export function formatUtc(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** `PT40M`, `PT1H30M`: a DURATION of whole minutes. */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

/**
 * Splits a content line so no physical line is longer than 75 octets of UTF-8, continuation
 * lines starting with one space (section 3.1); a character's bytes are never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space counts toward its 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** A property: its name, optional parameters, and a value already in its RFC 5545 form. */
export type IcsProperty = readonly [name: string, value: string, params?: Readonly<Record<string, string>>];
export type IcsComponent = { name: string; properties: readonly IcsProperty[]; components?: readonly IcsComponent[] };

function propertyLine([name, value, params]: IcsProperty): string {
  const paramText = Object.entries(params ?? {}).map(([key, param]) => `;${key}=${/[;:,]/.test(param) ? `"${param.replace(/"/g, '')}"` : param}`).join('');
  return foldLine(`${name}${paramText}:${value}`);
}

function componentLines(component: IcsComponent): string[] {
  return [
    `BEGIN:${component.name}`,
    ...component.properties.map(propertyLine),
    ...(component.components ?? []).flatMap(componentLines),
    `END:${component.name}`,
  ];
}

/** The whole object, every line ended by CRLF. */
export function writeCalendar(calendar: IcsComponent): string {
  return componentLines(calendar).join(CRLF) + CRLF;
}
