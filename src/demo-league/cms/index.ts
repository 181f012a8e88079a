// The built-in demo CMS: answers WordPress's posts route for every region of both editions, in process.
import { Hono } from 'hono';
import { isEditionId, type EditionId } from '../../config/editions';
import { findRegion, type Region } from '../../config/regions';
import { createDemoPosts, type DemoPost } from './posts';
import { readPostsQuery } from './query';
import { toWordPressJson } from './wordpress-json';

/** The fixed moment the demo posts are written against; requests move it to "now". */
export const DEMO_CMS_EPOCH = Date.UTC(2026, 10, 1, 12, 0, 0);

export type DemoCmsOptions = {
  epoch?: number;
  /** The clock that dates the posts at request time (the newest is a few hours old). */
  now?: () => number;
};

const wpError = (code: string, message: string, status: number, params?: Record<string, string>) => ({
  code,
  message,
  data: params ? { status, params } : { status },
});

export function createDemoCmsApp(options: DemoCmsOptions = {}) {
  const { epoch = DEMO_CMS_EPOCH, now = () => Date.now() } = options;
  const postsByRegion = new Map<string, readonly DemoPost[]>();
  const postsOf = (edition: EditionId, region: Region) => {
    const key = `${edition}/${region.slug}`;
    const posts = postsByRegion.get(key) ?? createDemoPosts(edition, region, epoch);
    postsByRegion.set(key, posts);
    return posts;
  };

  const app = new Hono();

  app.get('/api/demo-cms/:edition/:region/wp-json/wp/v2/posts', (c) => {
    const edition = c.req.param('edition');
    const region = isEditionId(edition) ? findRegion(edition, c.req.param('region')) : undefined;
    if (!isEditionId(edition) || !region) {
      return c.json(wpError('rest_no_route', 'No route was found matching the URL and request method.', 404), 404);
    }
    const read = readPostsQuery((name) => c.req.query(name), (name) => c.req.queries(name));
    if (!read.ok) {
      return c.json(wpError('rest_invalid_param', `Invalid parameter(s): ${read.param}`, 400, { [read.param]: read.message }), 400);
    }
    const { perPage, page, categories, slugs } = read.query;
    const matching = postsOf(edition, region).filter(
      (post) =>
        (!categories || post.categories.some((category) => categories.includes(category))) &&
        (!slugs || slugs.includes(post.slug)),
    );
    const totalPages = Math.ceil(matching.length / perPage);
    if (matching.length > 0 && page > totalPages) {
      return c.json(wpError('rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.', 400), 400);
    }
    const cmsBase = new URL(c.req.url).origin + `/api/demo-cms/${edition}/${region.slug}`;
    const shift = now() - epoch;
    const body = matching
      .slice((page - 1) * perPage, page * perPage)
      .map((post) => toWordPressJson(post, { shift, timeZone: region.timeZone, cmsBase }));
    c.header('X-WP-Total', String(matching.length));
    c.header('X-WP-TotalPages', String(totalPages));
    return c.json(body);
  });

  app.notFound((c) => c.json(wpError('rest_no_route', 'No route was found matching the URL and request method.', 404), 404));
  // The demo must never answer 500; an unforeseen fault reads as a passing outage to the site.
  app.onError((_error, c) => c.json(wpError('demo_cms_unavailable', 'The demo CMS could not answer.', 503), 503));
  return app;
}

export type DemoCmsApp = ReturnType<typeof createDemoCmsApp>;
