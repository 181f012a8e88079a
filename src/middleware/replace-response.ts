import type { Context } from 'hono';

// Answers built inside the pipeline: their headers may be set in place. An answer from elsewhere
// (a static file, a fetch) may have immutable headers and is copied before it is changed.
const builtHere = new WeakSet<Response>();

/**
 * Puts a whole new answer, built by the caller, in place of the context's. Hono copies the old
 * answer's headers onto a new one when one was set: a cached answer starts clean, and one built
 * from the old answer has them already, so both skip that copy.
 */
export function replaceResponse(c: Context, response: Response): void {
  builtHere.add(response);
  c.res = undefined;
  c.res = response;
}

/** Whether the answer was put in place by `replaceResponse`, so its headers can be set in place. */
export function isBuiltHere(response: Response): boolean {
  return builtHere.has(response);
}
