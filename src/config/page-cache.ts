// The page micro-cache's size; each route's lifetime is in its record (src/config/routes.ts).

/** Rendered pages kept at most per isolate; the oldest go first. */
export const PAGE_CACHE_ENTRIES = 500;
