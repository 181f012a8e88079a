// How the news pages are laid out and fed: list sizes, the feed's length and lifetime.
export const NEWS = {
  /** Stories a listing page shows under its lead. */
  listSize: 12,
  /** Stories on the shelf of stories the league links elsewhere. */
  shelfSize: 4,
  /** Stories an article suggests from its category. */
  relatedSize: 3,
  /** Stories a feed carries. */
  feedSize: 20,
  /** Seconds a feed may be kept by readers and caches. */
  feedMaxAge: 900,
} as const satisfies Record<string, number>;
