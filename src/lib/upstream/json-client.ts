import type { z } from 'zod';
import { CACHE_LIFETIMES, type CacheLifetime } from '../../config/upstream';
import type { createAnswerCache } from './cached-answer';
import { fetchText, type FetchFailure, type Fetcher, type KeptHeaders, type NotFoundAnswer } from './fetch-json';

export type Query = Record<string, string | number | readonly (string | number)[] | undefined>;
export type UpstreamResult<T> = { ok: true; value: T; headers?: KeptHeaders } | FetchFailure;
export type UpstreamRequest<T> = {
  path: string;
  query?: Query;
  schema: z.ZodType<T>;
  lifetime: CacheLifetime;
  /** Response headers the caller reads (a CMS's paging totals); kept in the cache with the body. */
  headers?: readonly string[];
  /** Error answers besides a 404 that say the thing does not exist: answers, not failures of the upstream. */
  notFound?: NotFoundAnswer;
};

/** How a call was answered: by the upstream now, from the cache, or from the cache because the upstream failed. */
export type UpstreamAnswer = { url: string; freshness: 'fetched' | 'fresh' | 'stale'; ageMs: number };

export type UpstreamClientOptions = {
  baseUrl: string;
  fetcher?: Fetcher;
  cache: ReturnType<typeof createAnswerCache>;
  /** Called once per failed call (the reporter itself de-duplicates bursts). */
  onFailure?: (url: string, failure: FetchFailure, servedStale: boolean) => void;
  /** Called once per call the upstream or the cache answered, stale answers included. */
  onAnswer?: (answer: UpstreamAnswer) => void;
  timeoutMs?: number;
  /** The cache's clock, for the age of cached answers. */
  now?: () => number;
};

/** The URL of a call: the base, the path, and the query with lists joined by commas, in a stable order. */
export function buildUpstreamUrl(baseUrl: string, path: string, query: Query = {}): string {
  const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  if (path.startsWith('/')) url.pathname = new URL(baseUrl).pathname.replace(/\/$/, '') + path;
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value === undefined || value === '') continue;
    url.searchParams.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.toString();
}

// An answer whose headers matter is cached as one text: the kept headers, then the body.
const WITH_HEADERS = '#with-headers';

function packAnswer(text: string, headers: KeptHeaders | undefined): string {
  return JSON.stringify({ headers: headers ?? {} }) + '\n' + text;
}

function unpackAnswer(packed: string): { text: string; headers: KeptHeaders } {
  const newline = packed.indexOf('\n');
  try {
    const { headers } = JSON.parse(packed.slice(0, newline)) as { headers: KeptHeaders };
    return { text: packed.slice(newline + 1), headers };
  } catch {
    return { text: packed, headers: {} };
  }
}

function parse<T>(text: string, schema: z.ZodType<T>): UpstreamResult<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'json' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: 'shape' };
}

/**
 * A JSON upstream behind the answer cache: fresh answers are served from the cache, concurrent
 * misses share one call, an answer is kept only once it parses and validates, and a failure
 * falls back to the last good answer.
 */
export function createUpstreamClient(options: UpstreamClientOptions) {
  const { baseUrl, fetcher, cache, onFailure, onAnswer, timeoutMs, now = Date.now } = options;
  return {
    async get<T>({ path, query, schema, lifetime, headers: keepHeaders, notFound }: UpstreamRequest<T>): Promise<UpstreamResult<T>> {
      const url = buildUpstreamUrl(baseUrl, path, query);
      const withHeaders = Boolean(keepHeaders?.length);
      const result = await cache(withHeaders ? url + WITH_HEADERS : url, CACHE_LIFETIMES[lifetime], async () => {
        const answer = await fetchText(url, { fetcher, timeoutMs, keepHeaders, notFound });
        if (!answer.ok) return answer;
        const checked = parse(answer.text, schema);
        if (!checked.ok) return checked;
        return withHeaders ? { ok: true, text: packAnswer(answer.text, answer.headers) } : answer;
      });
      if (!result.ok) {
        // The upstream answering that something does not exist is an answer, not the upstream failing.
        if (result.notFound) onAnswer?.({ url, freshness: 'fetched', ageMs: 0 });
        else onFailure?.(url, result, false);
        return result;
      }
      if (result.freshness === 'stale') onFailure?.(url, result.failure, true);
      onAnswer?.({ url, freshness: result.freshness, ageMs: Math.max(0, now() - result.storedAt) });
      if (!withHeaders) return parse(result.text, schema);
      const { text, headers } = unpackAnswer(result.text);
      const parsed = parse(text, schema);
      return parsed.ok ? { ...parsed, headers } : parsed;
    },
  };
}

export type UpstreamClient = ReturnType<typeof createUpstreamClient>;
