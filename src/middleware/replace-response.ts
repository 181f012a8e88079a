import type { Context } from 'hono';

/**
 * Puts a whole new answer in place of the context's. Hono copies the old answer's
 * headers onto a new one when one was set: a cached answer starts clean, and one built from the
 * old answer has them already, so both skip that copy.
 */
export function replaceResponse(c: Context, response: Response): void {
  c.res = undefined;
  c.res = response;
}
