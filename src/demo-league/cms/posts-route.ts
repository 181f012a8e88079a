// GET {demoCms}/:edition/:region/wp-json/wp/v2/posts: WordPress's posts route, with its paging
// headers, its category and slug filters and Polylang's lang filter.
import type { Hono } from 'hono';
import { API_PATHS } from '../../config/api-paths';
import { readTarget } from './cms-target';
import { listDemoCircularPosts } from './circulars/wordpress-circular';
import { createDemoPosts } from './posts';
import { readPostsQuery } from './query';
import { NO_ROUTE, wpError } from './wp-error';
import { toWordPressJson } from './wordpress-json';

export function registerPostsRoute(app: Hono, now: () => number): void {
  app.get(`${API_PATHS.demoCms}/:edition/:region/wp-json/wp/v2/posts`, (c) => {
    const target = readTarget(c);
    if (!target) return c.json(NO_ROUTE, 404);
    const read = readPostsQuery((name) => c.req.query(name), (name) => c.req.queries(name));
    if (!read.ok) {
      return c.json(wpError('rest_invalid_param', `Invalid parameter(s): ${read.param}`, 400, { [read.param]: read.message }), 400);
    }
    const { perPage, page, categories, slugs, lang } = read.query;
    const wanted = (post: { lang: string; categories: readonly number[]; slug: string }) =>
      (!lang || post.lang === lang) &&
      (!categories || post.categories.some((category) => categories.includes(category))) &&
      (!slugs || slugs.includes(post.slug));
    const at = now();
    // News and circulars are posts of one CMS, told apart by their categories; newest first.
    const stories = createDemoPosts(target.edition, target.region, at)
      .filter(wanted)
      .map((post) => toWordPressJson(post, { timeZone: target.region.timeZone, cmsBase: target.cmsBase }));
    const circulars = listDemoCircularPosts(target.edition, target.region, at, target.cmsBase).filter(wanted);
    const matching = [...stories, ...circulars].sort((a, b) => b.date_gmt.localeCompare(a.date_gmt));
    const totalPages = Math.ceil(matching.length / perPage);
    if (matching.length > 0 && page > totalPages) {
      return c.json(wpError('rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.', 400), 400);
    }
    const body = matching.slice((page - 1) * perPage, page * perPage);
    c.header('X-WP-Total', String(matching.length));
    c.header('X-WP-TotalPages', String(totalPages));
    return c.json(body);
  });
}
