import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/**
 * Every refusal an endpoint answers, in one shape: `{ error: '…' }` as JSON (a 429 adds when to
 * come back). 400, 404, 405 and 429 are written here and nowhere else,
 * as are the plain ones beside the pages.
 */
export function refuse(c: Context, status: ContentfulStatusCode, error: string, headers: Record<string, string> = {}, more: Record<string, unknown> = {}): Response {
  return c.json({ error, ...more }, status, headers);
}

/** A path below /api/ that no endpoint answers; never a page. */
export const notFound = (c: Context, error = 'not found') => refuse(c, 404, error);

/**
 * A file that is not there, beside the pages rather than below /api/: an address no route takes
 * that can never be a page (bots ask for hundreds, and drawing the 404 page for each would cost
 * more than a reader's visit), or a root icon the static files cannot give. Plain text, as such a
 * client reads no JSON; not kept anywhere, as any 404.
 */
export const plainNotFound = (c: Context) => c.text('Not found', 404, { 'Cache-Control': 'no-store' });

/** A method the path does not answer, with the ones it does. */
export const methodNotAllowed = (c: Context, allowed: readonly string[]) => refuse(c, 405, 'Method not allowed', { Allow: allowed.join(', ') });

/** A method the pages do not take: plain text, as on the pages' other short refusals. */
export const pageMethodNotAllowed = (c: Context, allowed: readonly string[]) =>
  c.text('Method not allowed', 405, { Allow: allowed.join(', '), 'Cache-Control': 'no-store' });

export const tooManyRequests = (c: Context, retryAfter: number) =>
  refuse(c, 429, 'Too many requests', { 'Retry-After': String(retryAfter), 'Cache-Control': 'no-store' }, { retryAfter });

/** The route's query checked by its own schema: anything else is a 400 before the handler runs. */
export const validQuery = <T extends z.ZodType>(schema: T) =>
  zValidator('query', schema, (result, c) => {
    if (!result.success) return refuse(c, 400, 'Bad query');
  });
