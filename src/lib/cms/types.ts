// The site's own news shapes: what pages render, whatever the CMS behind them sends.

export type NewsImageSize = { url: string; width: number; height: number };

export type NewsImage = {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  /** Plain text: the caption and credit under the picture. */
  caption?: string;
  /** The same picture at other widths, narrowest first, for a srcset. */
  sizes?: readonly NewsImageSize[];
};

export type NewsPost = {
  id: number;
  slug: string;
  /** Plain text: tags stripped and character references decoded; the page escapes it. */
  title: string;
  /** Plain text, as the title: the CMS's excerpt, or the body's opening (cards, feeds, descriptions). */
  excerpt: string;
  /** Plain text: the excerpt where it is not the body's opening, shown above the story. */
  standfirst?: string;
  /** Sanitised HTML, safe to insert as it is. */
  html: string;
  /** ISO 8601 in UTC. */
  date: string;
  /** ISO 8601 in UTC, when the story was changed after it was published. */
  modified?: string;
  /** The story's language, where the CMS says. */
  lang?: string;
  authorName?: string;
  image?: NewsImage;
  categories: readonly number[];
  /** The teams and players the story names, as the CMS tags them. */
  teamIds: readonly number[];
  playerIds: readonly number[];
  /** Where a story the league links elsewhere opens (checked by the external-link guard). */
  externalUrl?: string;
  /** The story’s source is a site the external-link guard refuses: the shelf opens its own page instead. */
  externalUrlRefused?: true;
  /** Minutes an average reader needs for the body. */
  readingMinutes: number;
};

export type NewsList = {
  posts: readonly NewsPost[];
  page: number;
  /** Pages in the category, as the CMS counts them; absent when it did not say. */
  totalPages?: number;
  /** Stories in the category, as the CMS counts them. */
  total?: number;
  /** Whether a next page probably exists; absent when it is not known. */
  hasMore?: boolean;
  /** The CMS could not be read and no earlier answer stands in. */
  unreachable?: boolean;
};

export const NEWS_CATEGORIES = ['general', 'featured', 'external'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** A story by its slug: found, not in the CMS, or the CMS could not say. */
export type PostLookup = { kind: 'found'; post: NewsPost } | { kind: 'missing' } | { kind: 'unreachable' };
