import type { Context } from 'hono';

/** Work that may finish after the answer: the Worker waits for it; outside a Worker it is awaited instead. */
export function runAfter(c: Context, work: Promise<unknown>): Promise<unknown> | undefined {
  try {
    c.executionCtx.waitUntil(work);
    return undefined;
  } catch {
    // Outside a Worker (unit tests) there is no execution context.
    return work;
  }
}
