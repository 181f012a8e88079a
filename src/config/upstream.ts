// How the site talks to its upstreams: lifetimes of cached answers, time limits and retries.

/** Seconds an answer stays fresh, by the kind of data it holds (issue: live ~8 s … people hours). */
export const CACHE_LIFETIMES = {
  live: 8,
  /** A live match's watcher: never served from a cache, so each tick reads what the league shows now. */
  watch: 0,
  turn: 30,
  season: 300,
  people: 3600,
} as const satisfies Record<string, number>;
export type CacheLifetime = keyof typeof CACHE_LIFETIMES;

/** How long a last good answer may stand in for a failing upstream. */
export const STALE_LIMIT_SECONDS = 24 * 60 * 60;

/** Each attempt's time limit; a hang costs a page at most this much. */
export const UPSTREAM_TIMEOUT_MS = 2500;

/** Section 7: a GET is retried once on these statuses, and on no others. */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

/** Answers kept in an isolate's memory at most. */
export const MEMORY_CACHE_ENTRIES = 2000;

/** Where the in-process demo league is addressed when no upstream is configured. */
export const DEMO_LEAGUE_ORIGIN = 'http://demo-league.internal';

/** The upstreams the site reads, by the name the health answer and error reports use. */
export const UPSTREAMS = ['competition', 'cms'] as const;
export type UpstreamName = (typeof UPSTREAMS)[number];
