// How long a rendered page may be served again from the edge isolate's memory, by route.
import type { RouteId } from './routes';

/** Seconds; pages not listed use the default. Zero means never kept. */
export const PAGE_CACHE_SECONDS: Partial<Record<RouteId, number>> & { default: number } = {
  default: 30,
  // Pages that show live scores are kept no longer than the live data itself (about 8 s).
  home: 8,
  regionHome: 8,
  matches: 8,
  match: 8,
  // A team's and a player's matches include the one being played.
  team: 8,
  regionTeam: 8,
  player: 8,
  regionPlayer: 8,
  health: 0,
};

/** Rendered pages kept at most per isolate; the oldest go first. */
export const PAGE_CACHE_ENTRIES = 500;
