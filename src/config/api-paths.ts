// Every JSON API the Worker answers, by what it is: the pipeline, the edge cache, the demo
// services and the data clients all read their paths from here.

/** Where every API lives; a path below it that no API answered is a 404, never a page. */
export const API_ROOT = '/api/';
export const API_PATHS = {
  /** Section 7's competition API (the league upstream or the built-in demo league). */
  competition: '/api/v1/competition',
  /** Section 7's card statistics call. */
  cardStats: '/api/stats',
  /** The demo league's clock control. */
  demoClock: '/api/demo',
  /** The built-in demo CMS, one WordPress REST root per edition and region. */
  demoCms: '/api/demo-cms',
  /** What live pages poll: the region's match-centre turns and one match. */
  liveMatchCentre: '/api/live/match-centre',
  liveMatch: '/api/live/match',
  /** The site search's suggestions as the visitor types (`?q=&lang=&region=`). */
  search: '/api/search',
  /** The WebSocket a live page opens to its match's watcher (src/endpoints/api/live-socket.ts). */
  liveSocket: '/api/live/socket',
  /** "Alert me": POST subscribes a browser's push subscription to a team, DELETE unsubscribes it. */
  teamAlerts: '/api/alerts',
  /** The health answer for monitors: build, edition and each upstream's state (never cached). */
  health: '/api/health',
} as const satisfies Record<string, `/api/${string}`>;

/** Paths the demo league answers when no upstream is configured. */
export const DEMO_LEAGUE_PREFIXES = [API_PATHS.competition, API_PATHS.cardStats, API_PATHS.demoClock] as const;

/** Paths kept in the edge cache for their own max-age: every GET answer of these APIs. */
export const EDGE_CACHED_API_PREFIXES = [
  `${API_PATHS.competition}/`,
  API_PATHS.cardStats,
  API_PATHS.liveMatchCentre,
  API_PATHS.liveMatch,
  `${API_PATHS.demoCms}/`,
  API_PATHS.search,
] as const;
