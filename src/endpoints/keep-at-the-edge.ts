import type { Context } from 'hono';
import type { EdgeCache } from '../lib/upstream/edge-cache';

/**
 * Keeps a copy of an answer in the data centre's cache after it is sent (waitUntil), or before,
 * where there is no execution context to wait on (tests). A failed copy is only a later miss.
 */
export async function keepAtTheEdge(c: Context, cache: EdgeCache, key: Request, response: Response): Promise<void> {
  const put = cache.put(key, response.clone()).catch(() => undefined);
  try {
    c.executionCtx.waitUntil(put);
  } catch {
    await put;
  }
}
