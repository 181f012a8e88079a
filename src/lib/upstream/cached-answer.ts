import { STALE_LIMIT_SECONDS } from '../../config/upstream';
import type { AnswerStore, StoredAnswer } from './answer-store';
import type { FetchFailure } from './fetch-json';

/** An answer served, with when it was fetched (how old it is tells an operator how current pages are). */
export type CachedResult =
  | { ok: true; text: string; freshness: 'fresh' | 'fetched'; storedAt: number }
  | { ok: true; text: string; freshness: 'stale'; storedAt: number; failure: FetchFailure }
  | FetchFailure;

export type CachedAnswerOptions = {
  store: AnswerStore;
  /** Seconds an answer is served without asking the upstream again. */
  lifetimeSeconds: number;
  staleLimitSeconds?: number;
  now?: () => number;
};

/**
 * Serves an answer from the store while it is fresh; otherwise asks `load` once for all concurrent
 * callers in this isolate; when `load` fails, serves the last good answer if it is not too old.
 */
export function createAnswerCache(options: Omit<CachedAnswerOptions, 'lifetimeSeconds'>) {
  const { store, staleLimitSeconds = STALE_LIMIT_SECONDS, now = Date.now } = options;
  const inFlight = new Map<string, Promise<CachedResult>>();

  async function refresh(
    key: string,
    previous: StoredAnswer | undefined,
    load: () => Promise<{ ok: true; text: string } | FetchFailure>,
  ): Promise<CachedResult> {
    const result = await load();
    if (result.ok) {
      const storedAt = now();
      await store.put(key, { text: result.text, storedAt });
      return { ok: true, text: result.text, freshness: 'fetched', storedAt };
    }
    if (previous && now() - previous.storedAt < staleLimitSeconds * 1000) {
      return { ok: true, text: previous.text, freshness: 'stale', storedAt: previous.storedAt, failure: result };
    }
    return result;
  }

  return async function cachedAnswer(
    key: string,
    lifetimeSeconds: number,
    load: () => Promise<{ ok: true; text: string } | FetchFailure>,
  ): Promise<CachedResult> {
    const stored = await store.get(key);
    if (stored && now() - stored.storedAt < lifetimeSeconds * 1000) {
      return { ok: true, text: stored.text, freshness: 'fresh', storedAt: stored.storedAt };
    }
    const pending = inFlight.get(key);
    if (pending) return pending;
    const request = refresh(key, stored, load).finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  };
}
