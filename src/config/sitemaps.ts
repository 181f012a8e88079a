// The sitemap index's children: one file per region and kind of page, and how long each is kept
// before it is built again from the data (ADR 030).

export type SitemapKindConfig = {
  /** Seconds a built file is served before it is built again. */
  lifetimeSeconds: number;
  /** Whether the file is about pages of the league's data (teams, players, matches) or the CMS's. */
  source: 'routes' | 'competition' | 'cms';
};

export const SITEMAP_KINDS = {
  pages: { lifetimeSeconds: 3600, source: 'routes' },
  teams: { lifetimeSeconds: 3600, source: 'competition' },
  players: { lifetimeSeconds: 3600, source: 'competition' },
  matches: { lifetimeSeconds: 900, source: 'competition' },
  stories: { lifetimeSeconds: 900, source: 'cms' },
} as const satisfies Record<string, SitemapKindConfig>;

export type SitemapKind = keyof typeof SITEMAP_KINDS;
export const SITEMAP_KIND_IDS = Object.keys(SITEMAP_KINDS) as SitemapKind[];

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
/** Children live under this folder: `/sitemaps/pages.xml` (pages of no region), `/sitemaps/{region}/{kind}.xml`. */
export const SITEMAP_FOLDER = '/sitemaps/';

/** How long the last file built is kept to stand in for one that cannot be built (an upstream down). */
export const SITEMAP_KEPT_SECONDS = 7 * 24 * 3600;
/** What a crawler is told when no file was ever built and the data cannot be had. */
export const SITEMAP_RETRY_AFTER_SECONDS = 600;
