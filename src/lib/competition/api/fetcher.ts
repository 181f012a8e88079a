// The one place calls meet the client: bad ids are never sent, and any failure — an error
// answer, a wrong shape, even a client that throws — becomes "nothing" (section 8).
import { API_PATHS } from '../../../config/api-paths';
import type { z } from 'zod';
import type { CacheLifetime, CompetitionClient, Query, UpstreamRequest, UpstreamResult } from '../client-types';

export const COMPETITION_PREFIX = API_PATHS.competition;

/** The contract's ids are 1–9 digits; anything else would only earn a 400, so it is not sent. */
export function isPathId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= 999_999_999;
}

/** `toApiPath('teams', 7, 'staffs')` → `/api/v1/competition/teams/7/staffs`; undefined for a bad id. */
export function toApiPath(...parts: readonly (string | number)[]): string | undefined {
  if (parts.some((part) => typeof part === 'number' && !isPathId(part))) return undefined;
  return `${COMPETITION_PREFIX}/${parts.map((part) => encodeURIComponent(String(part))).join('/')}`;
}

export function toRequest<T>(
  path: string | undefined,
  schema: z.ZodType<T>,
  lifetime: CacheLifetime,
  query?: Query,
): UpstreamRequest<T> | undefined {
  return path === undefined ? undefined : { path, schema, lifetime, ...(query ? { query } : {}) };
}

export type Fetcher = ReturnType<typeof createFetcher>;

export function createFetcher(client: CompetitionClient) {
  async function result<T>(request: UpstreamRequest<T>): Promise<UpstreamResult<T>> {
    try {
      return await client.get(request);
    } catch {
      return { ok: false, reason: 'network' };
    }
  }

  /** A single object, reshaped; undefined when the call failed or the request was never valid. */
  async function one<U, D>(request: UpstreamRequest<U> | undefined, reshape: (value: U) => D): Promise<D | undefined> {
    if (!request) return undefined;
    const answer = await result(request);
    if (!answer.ok) return undefined;
    try {
      return reshape(answer.value);
    } catch {
      return undefined;
    }
  }

  /** A list, each item reshaped; undefined when the call failed (for calls an upstream may lack). */
  function optionalList<U, D>(request: UpstreamRequest<readonly U[]> | undefined, reshape: (item: U) => D): Promise<D[] | undefined> {
    return one(request, (items) => items.map((item) => reshape(item)));
  }

  /** A list, each item reshaped; empty when the call failed. */
  async function list<U, D>(request: UpstreamRequest<readonly U[]> | undefined, reshape: (item: U) => D): Promise<D[]> {
    return (await optionalList(request, reshape)) ?? [];
  }

  return { result, one, list, optionalList };
}
