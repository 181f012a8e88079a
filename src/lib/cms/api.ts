import type { Region } from '../../config/regions';
import type { UpstreamClient } from '../upstream/json-client';
import { reshapePost, reshapePosts } from './reshape';
import { WpPostListSchema } from './schemas';
import type { NewsCategory, NewsList, NewsPost } from './types';

export type NewsApiOptions = {
  /**
   * The shared upstream client. Every region's CMS has its own base, so calls pass absolute
   * addresses as their path (an absolute path replaces the client's base): one client, one cache
   * and one failure reporter serve every region, instead of a memoised client per base.
   */
  client: UpstreamClient;
  /** The region's CMS base; the in-process demo and tests put their own here. */
  baseFor?: (region: Region) => string;
};

export type NewsPageOptions = { category?: NewsCategory; page?: number; perPage?: number };

export const DEFAULT_PER_PAGE = 12;
const MAX_PER_PAGE = 50;
const MAX_PAGE = 1000;
const MAX_SLUG_LENGTH = 200;

// Only the links a post page shows are embedded; the rest of WordPress's links would only add weight.
const EMBED = ['author', 'wp:featuredmedia'];

/**
 * A post slug as WordPress stores it (lowercase letters, digits, hyphens, and non-ASCII letters
 * percent-encoded in lowercase), or undefined. A decoded unicode slug from the router is encoded first.
 */
export function toPostSlug(slug: string): string | undefined {
  let encoded: string;
  try {
    encoded = slug.replace(/[^\x00-\x7f]+/gu, (text) => encodeURIComponent(text)).replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());
  } catch {
    return undefined;
  }
  return encoded.length <= MAX_SLUG_LENGTH && /^(?:[a-z0-9-]|%[0-9a-f]{2})+$/.test(encoded) ? encoded : undefined;
}

export function createNewsApi({ client, baseFor = (region) => region.cmsKey }: NewsApiOptions) {
  const postsUrl = (region: Region) => `${baseFor(region).replace(/\/+$/, '')}/wp-json/wp/v2/posts`;

  return {
    /** One page of a region's news in a category, newest first; any failure is an empty page. */
    async getNewsPage(region: Region, options: NewsPageOptions = {}): Promise<NewsList> {
      const { category = 'general', page = 1 } = options;
      const perPage = Math.min(Math.max(Math.trunc(options.perPage ?? DEFAULT_PER_PAGE), 1), MAX_PER_PAGE);
      if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE || !Number.isFinite(perPage)) return { posts: [], page };
      const result = await client.get({
        path: postsUrl(region),
        query: { categories: region.cmsCategories[category], per_page: perPage, page, _embed: EMBED },
        schema: WpPostListSchema,
        lifetime: 'turn',
      });
      if (!result.ok) return { posts: [], page };
      // The client gives no headers (X-WP-TotalPages), so a full page is taken to mean there may be more.
      return { posts: reshapePosts(result.value), page, hasMore: result.value.length >= perPage };
    },

    /** One post by its slug; an invalid slug never reaches the CMS, and any failure is undefined. */
    async getPost(region: Region, slug: string): Promise<NewsPost | undefined> {
      const wanted = toPostSlug(slug);
      if (!wanted) return undefined;
      const result = await client.get({
        path: postsUrl(region),
        query: { slug: wanted, _embed: EMBED },
        schema: WpPostListSchema,
        lifetime: 'season',
      });
      if (!result.ok) return undefined;
      const post = result.value.find((candidate) => candidate.slug === wanted);
      return post ? reshapePost(post) : undefined;
    },
  };
}

export type NewsApi = ReturnType<typeof createNewsApi>;
