import { NEWS } from '../../../config/news';
import type { QueryValues } from '../../../config/query-fields';
import type { NewsPost } from '../../cms/types';
import type { EntityLoader } from './types';

function readPage(query: QueryValues): number {
  const value = Number(query.page ?? '1');
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

/**
 * A page of a region's news in the page's language: the newest featured story leads the first
 * page, the general category follows, newest first, and stories the league links elsewhere make
 * a shelf. A page past the last is a 404, not an empty 200; a CMS that cannot be read renders
 * the page's calm empty state.
 */
export const loadNewsList: EntityLoader = async ({ region, lang, data, query }) => {
  if (!region) return { kind: 'not-found' };
  const page = readPage(query);
  const [list, featured, external] = await Promise.all([
    data.cms.getNewsPage(region, { page, lang, perPage: NEWS.listSize }),
    page === 1 ? data.cms.getNewsPage(region, { category: 'featured', lang, perPage: 1 }) : undefined,
    page === 1 ? data.cms.getNewsPage(region, { category: 'external', lang, perPage: NEWS.shelfSize }) : undefined,
  ]);
  // Unreachable, not a found page that happens to be empty: the route guard then keeps the calm
  // notice out of the page cache, so the stories are back as soon as the CMS is.
  if (list.unreachable) return { kind: 'unreachable' };
  const lastPage = list.totalPages ?? (list.posts.length > 0 ? page : 1);
  if (page > Math.max(lastPage, 1)) return { kind: 'not-found' };
  const lead: NewsPost | undefined = featured?.posts[0];
  // The lead is shown once, above the list, not again inside it.
  const posts = lead ? list.posts.filter((post) => post.id !== lead.id) : list.posts;
  return { kind: 'found', entity: { kind: 'newsList', lead, list: { ...list, posts }, external: external?.posts ?? [] } };
};
