// The page cache's size and how long past its lifetime a page may still be served; each route's
// lifetime is in its record (src/config/routes.ts).

/** Rendered pages kept at most per isolate; the oldest go first. */
export const PAGE_CACHE_ENTRIES = 500;

/**
 * Seconds a page past its lifetime may still be served while one request renders it again
 * (`stale-while-revalidate`): as long again as its lifetime, so a page is never more than twice
 * its lifetime old, and a live page's scores never more than 16 s.
 */
export function staleWhileRevalidateSeconds(lifetime: number): number {
  return lifetime;
}
