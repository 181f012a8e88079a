// The site search's settings (issue 26): what a query may be, how results are ranked and how many
// are shown, how long the index and the answers are kept, and how often one address may ask.
import { CACHE_LIFETIMES } from './upstream';

export const SEARCH_KINDS = ['player', 'team', 'staff', 'legend', 'match', 'story'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH = {
  /** A longer query is no name: the empty state, before the index is asked. */
  maxQueryLength: 200,
  /** Suggestions under the box as the visitor types, and results on the results page. */
  suggestLimit: 8,
  pageLimit: 40,
  /**
   * The shortest typed word that may be one letter off, and the share of a longer word that may be:
   * one rule for every kind of result. From 4 letters, so a five-letter name typed one letter short
   * ("Solr" for Soler) is forgiven like a longer one ("Relampgo").
   */
  fuzzyFromLength: 4,
  fuzzyShare: 0.2,
  /** Multipliers of the library's own score (BM25) that put the order on top of it. */
  boosts: { exactName: 20, currentSeason: 3, ownRegion: 2, nameField: 3, aliasField: 2, contextField: 3 },
  /** The newest stories of each region and news language that the index holds. */
  storiesPerRegion: 40,
  /**
   * The index is rebuilt when the data it is made of expires: names come from season listings and
   * squads (season and people lifetimes), never from live scores, so the season lifetime bounds it.
   */
  indexSeconds: CACHE_LIFETIMES.season,
  /** The suggest endpoint's answers at the edge and in the browser. */
  answerSeconds: 60,
  /** The browser waits this long after the last key press before it asks. */
  debounceMs: 150,
  /** Requests one client address may make to the suggest endpoint per window. */
  rateLimit: { requests: 120, windowSeconds: 60 },
} as const satisfies {
  maxQueryLength: number;
  suggestLimit: number;
  pageLimit: number;
  fuzzyFromLength: number;
  fuzzyShare: number;
  boosts: Record<'exactName' | 'currentSeason' | 'ownRegion' | 'nameField' | 'aliasField' | 'contextField', number>;
  storiesPerRegion: number;
  indexSeconds: number;
  answerSeconds: number;
  debounceMs: number;
  rateLimit: { requests: number; windowSeconds: number };
};
