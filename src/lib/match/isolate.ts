/**
 * A name set apart from the sentence around it (Unicode first-strong isolate), so a Latin team
 * name inside an Arabic sentence, or the reverse, keeps its place and its own reading order.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** The same text without isolates, for places that are not laid out (structured data). */
export function stripIsolates(text: string): string {
  return text.replace(/[\u2068\u2069]/g, '');
}
