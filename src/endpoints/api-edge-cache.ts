import type { Context, MiddlewareHandler } from 'hono';
import { API_MEMORY } from '../config/api-edge-cache';
import { defaultEdgeCache, type EdgeCache } from '../lib/upstream/edge-cache';
import { replaceResponse } from '../middleware/replace-response';

export type ApiEdgeCacheOptions = {
  /** Path prefixes whose GET answers are kept as their Cache-Control allows. */
  prefixes: readonly string[];
  cache?: () => EdgeCache | undefined;
  now?: () => number;
  /** Bytes of answers this isolate keeps in memory in front of the edge cache; 0 keeps none. */
  memoryBytes?: number;
};

/**
 * An answer as kept: its bytes, the headers it was given, and until when it may be served. An
 * answer made from bytes costs workerd a copy of them; one made from a Blob cost a hit of the
 * match centre more than the rest of the pipeline together.
 */
type KeptAnswer = { body: Uint8Array<ArrayBuffer>; headers: [string, string][]; freshUntil: number };

const keep = async (response: Response, freshUntil: number): Promise<KeptAnswer> => ({
  body: new Uint8Array(await response.arrayBuffer()),
  headers: keptHeaders(response.headers),
  freshUntil,
});

// When the copy at the edge was stored, so every isolate that reads it ages it from that moment.
const STORED_AT = 'x-edge-stored-at';
// Headers of one answer only, or the ones set afresh on each answer.
const UNKEPT_HEADERS = new Set(['set-cookie', 'content-length', 'x-edge-cache', 'age', 'cf-cache-status', STORED_AT]);
const keptHeaders = (headers: Headers): [string, string][] => [...headers].filter(([name]) => !UNKEPT_HEADERS.has(name));

/** Seconds a shared cache may keep the answer (`s-maxage`, else `max-age`); 0 when it is not public. */
export function sharedLifetime(cacheControl: string): number {
  if (!/\bpublic\b/.test(cacheControl) || /\b(no-store|private)\b/.test(cacheControl)) return 0;
  const seconds = /\bs-maxage=(\d+)/.exec(cacheControl) ?? /\bmax-age=(\d+)/.exec(cacheControl);
  return seconds ? Number(seconds[1]) : 0;
}

const asksFresh = (c: Context) => /no-cache|no-store/.test(c.req.header('cache-control') ?? '');

/**
 * Keeps public GET answers of the JSON APIs for as long as their own Cache-Control says: in the
 * data centre's cache, so a crowd polling the same data costs one answer per lifetime, and in
 * this isolate's memory in front of it, so a repeat answer is a copy of bytes and not a cache
 * lookup (the live APIs' hit path, which every open match page polls).
 * A request that asks `Cache-Control: no-cache` goes past both (and refreshes them).
 */
export function apiEdgeCache(options: ApiEdgeCacheOptions): MiddlewareHandler {
  const { prefixes, cache: getCache = defaultEdgeCache, now = Date.now, memoryBytes = API_MEMORY.bytes } = options;
  if (prefixes.length === 0 || prefixes.some((prefix) => !prefix.startsWith('/api/'))) {
    throw new Error('apiEdgeCache prefixes must start with /api/');
  }
  if (!Number.isInteger(memoryBytes) || memoryBytes < 0) throw new Error('memoryBytes must be a whole number of bytes');
  const largest = memoryBytes * API_MEMORY.largestShare;

  const memory = new Map<string, KeptAnswer>();
  let keptBytes = 0;
  const forget = (key: string) => {
    const kept = memory.get(key);
    if (!kept) return;
    keptBytes -= kept.body.byteLength;
    memory.delete(key);
  };
  const remember = (key: string, answer: KeptAnswer) => {
    forget(key);
    if (answer.body.byteLength > largest) return;
    while (memory.size > 0 && keptBytes + answer.body.byteLength > memoryBytes) forget(memory.keys().next().value as string);
    memory.set(key, answer);
    keptBytes += answer.body.byteLength;
  };
  const serve = (c: Context, answer: KeptAnswer, state: 'hit' | 'miss' | 'bypass') =>
    replaceResponse(c, new Response(answer.body, { status: 200, headers: [...answer.headers, ['x-edge-cache', state]] }));

  // The copy at the edge, kept in memory for what is left of its lifetime when it says when it was
  // stored (one past it is not served, as the edge itself would not); one that does not say is served as it is.
  const readEdge = async (cache: EdgeCache, key: string): Promise<KeptAnswer | Response | undefined> => {
    const hit = await cache.match(new Request(key));
    if (!hit) return undefined;
    const storedAt = Number(hit.headers.get(STORED_AT));
    if (!Number.isSafeInteger(storedAt) || storedAt <= 0) return hit;
    const freshUntil = storedAt + sharedLifetime(hit.headers.get('cache-control') ?? '') * 1000;
    if (freshUntil <= now()) return undefined;
    return keep(hit, freshUntil);
  };

  return async (c, next) => {
    const { path } = c.req;
    if (c.req.method !== 'GET' || !prefixes.some((prefix) => path.startsWith(prefix))) return next();
    const key = c.req.url;
    const cache = getCache();
    const bypass = asksFresh(c);
    if (!bypass) {
      const kept = memory.get(key);
      if (kept && kept.freshUntil > now()) return serve(c, kept, 'hit');
      if (kept) forget(key);
      const fromEdge = cache && (await readEdge(cache, key));
      if (fromEdge instanceof Response) {
        replaceResponse(c, new Response(fromEdge.body, fromEdge));
        c.res.headers.set('x-edge-cache', 'hit');
        return;
      }
      if (fromEdge) {
        remember(key, fromEdge);
        return serve(c, fromEdge, 'hit');
      }
    }

    await next();
    const lifetime = sharedLifetime(c.res.headers.get('cache-control') ?? '');
    if (c.res.status !== 200 || lifetime <= 0) return;
    const storedAt = now();
    const answer = await keep(c.res, storedAt + lifetime * 1000);
    remember(key, answer);
    serve(c, answer, bypass ? 'bypass' : 'miss');
    if (!cache) return;
    const edgeCopy = new Response(answer.body, { headers: [...answer.headers, [STORED_AT, String(storedAt)]] });
    const put = cache.put(new Request(key), edgeCopy).catch(() => undefined);
    try {
      c.executionCtx.waitUntil(put);
    } catch {
      await put;
    }
  };
}
