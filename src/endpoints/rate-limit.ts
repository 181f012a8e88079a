import type { MiddlewareHandler } from 'hono';
import type { PipelineEnv } from '../middleware/types';
import { tooManyRequests } from './errors';

export type RateLimitOptions = {
  /** Requests one client address may make per window. */
  requests: number;
  windowSeconds: number;
  now?: () => number;
  /** Addresses remembered at most; the oldest windows are forgotten first. */
  maxClients?: number;
};

const CLIENT_HEADER = 'cf-connecting-ip';

/**
 * Counts each client address's requests to the routes it is mounted on in fixed windows, in the isolate's memory,
 * and answers a clear 429 with Retry-After past the limit. It runs before the edge cache, so an
 * answer from the cache counts too. Each isolate counts alone: a limit per data centre would take
 * a Rate Limiting binding or a Durable Object (ADR 033). It is mounted on its routes
 * (src/endpoints/index.ts), so it never sees another path.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<PipelineEnv> {
  const { requests, windowSeconds, now = Date.now, maxClients = 10_000 } = options;
  if (!(requests > 0) || !(windowSeconds > 0)) throw new Error('rateLimit needs a positive limit and a window');
  const windows = new Map<string, { count: number; endsAt: number }>();
  return async (c, next) => {
    const client = c.req.header(CLIENT_HEADER) ?? 'unknown';
    const time = now();
    let window = windows.get(client);
    if (!window || window.endsAt <= time) {
      windows.delete(client);
      if (windows.size >= maxClients) windows.delete(windows.keys().next().value as string);
      window = { count: 0, endsAt: time + windowSeconds * 1000 };
      windows.set(client, window);
    }
    window.count += 1;
    if (window.count > requests) {
      const retryAfter = Math.max(1, Math.ceil((window.endsAt - time) / 1000));
      return tooManyRequests(c, retryAfter);
    }
    return next();
  };
}
