import { z } from 'zod';
import { decodeEntities, toPlainText } from './sanitize';

// Fields WordPress writes the same way in posts and pages.

/** WordPress writes GMT times without a zone ("2025-03-01T18:30:00"); the local time is a last resort. */
export function toIsoTime(...values: readonly (string | null | undefined)[]): string | undefined {
  for (const value of values) {
    if (!value) continue;
    const time = Date.parse(/(Z|[+-]\d\d:?\d\d)$/.test(value) ? value : `${value}Z`);
    if (Number.isFinite(time)) return new Date(time).toISOString();
  }
  return undefined;
}

/** A summary as plain text: the CMS's excerpt, else the body cut at a word near `length` characters. */
export function toSummary(excerptHtml: string, contentHtml: string, length: number): string {
  // WordPress ends a cut excerpt with " [&hellip;]".
  const excerpt = toPlainText(excerptHtml).replace(/\s*\[…\]$/, '…');
  if (excerpt) return excerpt;
  const text = toPlainText(contentHtml);
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2)).trimEnd()}…`;
}

const PastLastPageSchema = z.object({ code: z.literal('rest_post_invalid_page_number') });

/**
 * WordPress's answer to a page past the last (400 `rest_post_invalid_page_number`): the list has
 * no such page, which is an answer, not the CMS failing.
 */
export function isPastLastPage(status: number, body: string): boolean {
  if (status !== 400) return false;
  try {
    return PastLastPageSchema.safeParse(JSON.parse(body)).success;
  } catch {
    return false;
  }
}

/** The address of the first link in HTML as written (references decoded), or undefined. */
export function toFirstLink(html: string): string | undefined {
  const href = /<a\s[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(html);
  const value = href?.[1] ?? href?.[2] ?? href?.[3];
  return value === undefined ? undefined : decodeEntities(value).trim();
}
