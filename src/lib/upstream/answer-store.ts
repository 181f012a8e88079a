import { MEMORY_CACHE_ENTRIES, STALE_LIMIT_SECONDS } from '../../config/upstream';
import { defaultEdgeCache, type EdgeCache } from './edge-cache';

/** A validated upstream answer and when it was fetched. */
export type StoredAnswer = { text: string; storedAt: number };

export interface AnswerStore {
  get(key: string): Promise<StoredAnswer | undefined>;
  put(key: string, answer: StoredAnswer): Promise<void>;
}

/** The isolate's own memory: the fastest layer, gone when the isolate is. */
export function createMemoryStore(maxEntries = MEMORY_CACHE_ENTRIES): AnswerStore {
  const answers = new Map<string, StoredAnswer>();
  return {
    async get(key) {
      return answers.get(key);
    },
    async put(key, answer) {
      answers.delete(key);
      if (answers.size >= maxEntries) answers.delete(answers.keys().next().value as string);
      answers.set(key, answer);
    },
  };
}

const CACHE_ORIGIN = 'https://answer-cache.internal/';

/**
 * The data centre's cache (Workers Cache API), shared by every isolate there. Answers are kept
 * for the stale limit, not their lifetime, so a failing upstream can be covered by the last good one.
 */
export function createEdgeStore(cache: EdgeCache | undefined = defaultEdgeCache()): AnswerStore {
  const toRequest = (key: string) => new Request(CACHE_ORIGIN + encodeURIComponent(key));
  return {
    async get(key) {
      if (!cache) return undefined;
      try {
        const response = await cache.match(toRequest(key));
        if (!response) return undefined;
        return { text: await response.text(), storedAt: Number(response.headers.get('x-stored-at')) || 0 };
      } catch {
        return undefined;
      }
    },
    async put(key, answer) {
      if (!cache) return;
      const response = new Response(answer.text, {
        headers: {
          'content-type': 'application/json',
          'cache-control': `public, max-age=${STALE_LIMIT_SECONDS}`,
          'x-stored-at': String(answer.storedAt),
        },
      });
      try {
        await cache.put(toRequest(key), response);
      } catch {
        // A full or unavailable cache only costs a later upstream call.
      }
    },
  };
}

/** Memory first, then the edge; a find at the edge is copied into memory. */
export function layerStores(memory: AnswerStore, edge: AnswerStore): AnswerStore {
  return {
    async get(key) {
      const local = await memory.get(key);
      if (local) return local;
      const shared = await edge.get(key);
      if (shared) await memory.put(key, shared);
      return shared;
    },
    async put(key, answer) {
      await Promise.all([memory.put(key, answer), edge.put(key, answer)]);
    },
  };
}
