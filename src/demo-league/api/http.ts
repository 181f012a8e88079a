// The answers' envelope: caching by data class, error bodies, and strict parsing of ids and lists.
import type { Context } from 'hono';
import { CACHE_LIFETIMES, type CacheLifetime } from '../../config/upstream';

/** The demo answers are cached as long as the site's own client keeps the same data. */
const CACHE_SECONDS = CACHE_LIFETIMES;
export type CacheClass = CacheLifetime;

export function cacheControl(kind: CacheClass): string {
  return `public, max-age=${CACHE_SECONDS[kind]}`;
}

export function answer(c: Context, body: unknown, kind: CacheClass): Response {
  c.header('Cache-Control', cacheControl(kind));
  return c.json(body as object, 200);
}

export function failure(c: Context, status: 400 | 404 | 405 | 503, error: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error }, status);
}

/** Ids are 1–9 digits; anything else is a malformed request, not an unknown entity. */
const ID_PATTERN = /^\d{1,9}$/;

export function parseId(raw: string | undefined): number | null {
  return raw !== undefined && ID_PATTERN.test(raw) ? Number(raw) : null;
}

/** A comma list of ids; null when any item is malformed. Empty items are ignored. */
export function parseIdList(raw: string | undefined, max = 50): number[] | null {
  if (raw === undefined) return [];
  const items = raw.split(',').map((item) => item.trim()).filter(Boolean);
  if (items.length > max) return null;
  const ids = items.map(parseId);
  return ids.every((id): id is number => id !== null) ? ids : null;
}

/** A comma list of allowed words; null when any item is not allowed. */
export function parseWordList<T extends string>(raw: string | undefined, allowed: readonly T[]): T[] | null {
  if (raw === undefined) return [];
  const items = raw.split(',').map((item) => item.trim()).filter(Boolean);
  return items.every((item): item is T => (allowed as readonly string[]).includes(item)) ? items : null;
}

/** A whole number query parameter within [min, max]; the fallback when absent, null when malformed. */
export function parseBoundedInt(raw: string | undefined, min: number, max: number, fallback: number): number | null {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,15}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}
