import { STALE_LIMIT_SECONDS } from '../../config/upstream';
import type { AnswerStore, StoredAnswer } from './answer-store';
import type { FetchFailure } from './fetch-json';

export type CachedResult =
  | { ok: true; text: string; freshness: 'fresh' | 'fetched' }
  | { ok: true; text: string; freshness: 'stale'; failure: FetchFailure }
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
      await store.put(key, { text: result.text, storedAt: now() });
      return { ok: true, text: result.text, freshness: 'fetched' };
    }
    if (previous && now() - previous.storedAt < staleLimitSeconds * 1000) {
      return { ok: true, text: previous.text, freshness: 'stale', failure: result };
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
      return { ok: true, text: stored.text, freshness: 'fresh' };
    }
    const pending = inFlight.get(key);
    if (pending) return pending;
    const request = refresh(key, stored, load).finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  };
}
