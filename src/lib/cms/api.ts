import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import type { UpstreamClient } from '../upstream/json-client';
import { toCmsHost } from './cms-host';
import { createCmsPageCalls } from './pages-api';
import { reshapePost, reshapePosts } from './reshape';
import { isPastLastPage } from './wp-fields';
import { WpPostListSchema } from './schemas';
import type { NewsCategory, NewsList, NewsPost, PostLookup } from './types';

export type CmsApiOptions = {
  /**
   * The shared upstream client. Every region's CMS has its own base, so calls pass absolute
   * addresses as their path (an absolute path replaces the client's base): one client, one cache
   * and one failure reporter serve every region, instead of a memoised client per base.
   */
  client: UpstreamClient;
  /** The region's CMS base; the in-process demo and tests put their own here. */
  baseFor?: (region: Region) => string;
};

export type NewsPageOptions = {
  category?: NewsCategory;
  page?: number;
  perPage?: number;
  /** The language the stories are written in, where a region's CMS writes in several. */
  lang?: LocaleCode;
};

const PAGING_HEADERS = ['X-WP-Total', 'X-WP-TotalPages'];

function readCount(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,7}$/.test(value) ? Number(value) : undefined;
}

export const DEFAULT_PER_PAGE = 12;
const MAX_PER_PAGE = 50;
const MAX_PAGE = 1000;
const MAX_SLUG_LENGTH = 200;
/** Most stories a feed or the sitemap lists per region and language. */
const MAX_LISTED = 500;
/** How many times the pages `count` stories need may be read when protected posts take places among them. */
const PAGES_FOR_PROTECTED = 2;

// Only the links a post page shows are embedded; the rest of WordPress's links would only add weight.
const EMBED = ['author', 'wp:featuredmedia'];

/**
 * A post slug as WordPress stores it (lowercase letters, digits, hyphens and underscores, and every
 * other character percent-encoded as UTF-8 in lowercase: letters of any script, emoji, symbols),
 * or undefined. A decoded slug from the router is encoded first; escapes in either case are accepted.
 */
export function toPostSlug(slug: string): string | undefined {
  let encoded: string;
  try {
    encoded = slug.replace(/[^\x00-\x7f]+/gu, (text) => encodeURIComponent(text)).replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());
  } catch {
    return undefined;
  }
  return encoded.length <= MAX_SLUG_LENGTH && /^(?:[a-z0-9_-]|%[0-9a-f]{2})+$/.test(encoded) ? encoded : undefined;
}

export function createCmsApi({ client, baseFor = (region) => region.cmsKey }: CmsApiOptions) {
  const postsUrl = (region: Region) => `${baseFor(region).replace(/\/+$/, '')}/wp-json/wp/v2/posts`;
  const reshaping = (region: Region) => ({ cmsHost: toCmsHost(baseFor(region)) });

  const api = {
    // The league's own pages and circulars come from the same CMS, through the same client.
    ...createCmsPageCalls({ client, baseFor }),
    /** One page of a region's news in a category, newest first; any failure is an empty page. */
    async getNewsPage(region: Region, options: NewsPageOptions = {}): Promise<NewsList> {
      const { category = 'general', page = 1, lang } = options;
      const perPage = Math.min(Math.max(Math.trunc(options.perPage ?? DEFAULT_PER_PAGE), 1), MAX_PER_PAGE);
      if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE || !Number.isFinite(perPage)) return { posts: [], page };
      const result = await client.get({
        path: postsUrl(region),
        query: { categories: region.cmsCategories[category], per_page: perPage, page, _embed: EMBED, lang },
        schema: WpPostListSchema,
        lifetime: 'season',
        headers: PAGING_HEADERS,
        notFound: isPastLastPage,
      });
      if (!result.ok) return { posts: [], page, ...(result.notFound ? { totalPages: 0 } : { unreachable: true }) };
      const total = readCount(result.headers?.['x-wp-total']);
      const totalPages = readCount(result.headers?.['x-wp-totalpages']);
      return {
        posts: reshapePosts(result.value, reshaping(region)),
        page,
        ...(total !== undefined && { total }),
        ...(totalPages !== undefined && { totalPages }),
        // Without the CMS's count, a full page is taken to mean there may be more.
        hasMore: totalPages !== undefined ? page < totalPages : result.value.length >= perPage,
      };
    },

    /** One post by its slug; an invalid slug never reaches the CMS, and any failure is undefined. */
    async getPost(region: Region, slug: string, lang?: LocaleCode): Promise<NewsPost | undefined> {
      const found = await api.findPost(region, slug, lang);
      return found.kind === 'found' ? found.post : undefined;
    },

    /** One post by its slug, telling a story the CMS does not have from a CMS that did not answer. */
    async findPost(region: Region, slug: string, lang?: LocaleCode): Promise<PostLookup> {
      const wanted = toPostSlug(slug);
      if (!wanted) return { kind: 'missing' };
      const result = await client.get({
        path: postsUrl(region),
        query: { slug: wanted, _embed: EMBED, lang },
        schema: WpPostListSchema,
        lifetime: 'people',
      });
      if (!result.ok) return result.status === 404 || result.status === 400 ? { kind: 'missing' } : { kind: 'unreachable' };
      const raw = result.value.find((candidate) => candidate.slug === wanted);
      const post = raw && reshapePost(raw, reshaping(region));
      return post ? { kind: 'found', post } : { kind: 'missing' };
    },

    /**
     * A region's newest readable stories in a language, up to `count` (feeds, search and the
     * sitemap). WordPress lists protected posts, which are left out here, so pages are read on
     * until `count` stories are in hand or the CMS has no more, within a bound.
     */
    async listRecentPosts(region: Region, lang: LocaleCode | undefined, count: number): Promise<NewsList> {
      const wanted = Math.min(Math.trunc(count), MAX_LISTED);
      if (!(wanted >= 1)) return { posts: [], page: 1 };
      const perPage = Math.min(wanted, MAX_PER_PAGE);
      const maxPages = Math.ceil(wanted / perPage) * PAGES_FOR_PROTECTED;
      const lists = [];
      let found = 0;
      for (let page = 1; page <= maxPages && found < wanted; page += 1) {
        const list = await api.getNewsPage(region, { page, perPage, lang });
        lists.push(list);
        found += list.posts.length;
        if (!list.hasMore) break;
      }
      const posts = lists.flatMap((list) => list.posts).slice(0, wanted);
      return { posts, page: 1, ...(lists.every((list) => list.unreachable) && { unreachable: true }) };
    },
  };
  return api;
}

export type CmsApi = ReturnType<typeof createCmsApi>;
