// Where a built index is kept: in the isolate's memory and in the data centre's cache (the Cache
// API, shared by its isolates), per edition and language, for as long as its sources are fresh.
// Visitors who ask while it is built share the one build.
import { SEARCH } from '../../config/search';
import { defaultEdgeCache, type EdgeCache } from '../upstream/edge-cache';
import { loadSearchIndex, serializeSearchIndex, type SearchIndex } from './search-index';

/** An index with what it cost: its size as stored and the time to gather and build it (0 when loaded). */
export type KeptIndex = { index: SearchIndex; expiresAt: number; bytes: number; buildMs: number };

const INDEX_ORIGIN = 'https://search-index.internal/';

export type SearchIndexStoreOptions = {
  cache?: () => EdgeCache | undefined;
  now?: () => number;
  lifetimeSeconds?: number;
};

export function createSearchIndexStore({ cache: getCache = defaultEdgeCache, now = Date.now, lifetimeSeconds = SEARCH.indexSeconds }: SearchIndexStoreOptions = {}) {
  const memory = new Map<string, KeptIndex>();
  const building = new Map<string, Promise<KeptIndex>>();
  const toRequest = (key: string) => new Request(INDEX_ORIGIN + key);

  async function fromEdge(key: string): Promise<KeptIndex | undefined> {
    const cache = getCache();
    if (!cache) return undefined;
    try {
      const response = await cache.match(toRequest(key));
      const expiresAt = Number(response?.headers.get('x-expires-at'));
      if (!response || !(expiresAt > now())) return undefined;
      const json = await response.text();
      return { index: loadSearchIndex(json), expiresAt, bytes: new TextEncoder().encode(json).byteLength, buildMs: 0 };
    } catch {
      return undefined;
    }
  }

  async function toEdge(key: string, json: string, expiresAt: number): Promise<void> {
    const cache = getCache();
    if (!cache) return;
    const headers = { 'content-type': 'application/json', 'cache-control': `public, max-age=${lifetimeSeconds}`, 'x-expires-at': String(expiresAt) };
    await cache.put(toRequest(key), new Response(json, { headers })).catch(() => undefined);
  }

  async function build(key: string, make: () => Promise<SearchIndex>, keep: (work: Promise<unknown>) => void): Promise<KeptIndex> {
    const edge = await fromEdge(key);
    if (edge) {
      memory.set(key, edge);
      return edge;
    }
    const started = performance.now();
    const index = await make();
    const buildMs = Math.round(performance.now() - started);
    const json = serializeSearchIndex(index);
    const kept = { index, expiresAt: now() + lifetimeSeconds * 1000, bytes: new TextEncoder().encode(json).byteLength, buildMs };
    memory.set(key, kept);
    keep(toEdge(key, json, kept.expiresAt));
    return kept;
  }

  return {
    /**
     * The index for a key: from memory, else the edge, else built by `make`. An expired index
     * still answers while its successor is built, so no visitor waits for a rebuild.
     */
    async get(key: string, make: () => Promise<SearchIndex>, keep: (work: Promise<unknown>) => void = () => undefined): Promise<KeptIndex> {
      const kept = memory.get(key);
      if (kept && kept.expiresAt > now()) return kept;
      let pending = building.get(key);
      if (!pending) {
        pending = build(key, make, keep).finally(() => building.delete(key));
        building.set(key, pending);
      }
      if (kept) {
        keep(pending.catch(() => undefined));
        return kept;
      }
      return pending;
    },
  };
}
