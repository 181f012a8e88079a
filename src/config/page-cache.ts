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

/**
 * Seconds the 404 page of a language and region is kept (ADR 041). It shows the menus and a way
 * home, which change only with a deploy (and a deploy starts a new cache); any longer would only
 * save a render every few minutes.
 */
export const NOT_FOUND_PAGE_SECONDS = 300;
