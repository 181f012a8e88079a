// The site's own news shapes: what pages render, whatever the CMS behind them sends.

export type NewsImage = { url: string; alt: string; width?: number; height?: number };

export type NewsPost = {
  id: number;
  slug: string;
  /** Plain text: tags stripped and character references decoded; the page escapes it. */
  title: string;
  /** Plain text, as the title. */
  excerpt: string;
  /** Sanitised HTML, safe to insert as it is. */
  html: string;
  /** ISO 8601 in UTC. */
  date: string;
  authorName?: string;
  image?: NewsImage;
  categories: readonly number[];
};

export type NewsList = {
  posts: readonly NewsPost[];
  page: number;
  /** Whether a next page probably exists; absent when it is not known. */
  hasMore?: boolean;
};

export const NEWS_CATEGORIES = ['general', 'featured', 'external'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
