import { Hono } from 'hono';
import { getLocale } from '../../config/locales';
import { NEWS } from '../../config/news';
import { getRouteDefinition } from '../../config/routes';
import type { AppEnv } from '../../env';
import type { CmsApi } from '../../lib/cms';
import { getIntl } from '../../lib/i18n/intl';
import { FEED_FILE, buildRssFeed, postPath } from '../../lib/news';
import type { PipelineEnv } from '../../middleware/types';

/**
 * A region's news as RSS, in each language its CMS writes in, beside the listing:
 * `/{lang}/{region}/{news}/feed.xml`. The listing's own route decides where a feed exists.
 */
export type NewsFeedOptions = {
  /** Where stories are read from; the request's own news client by default. */
  newsFor?: (env: AppEnv) => CmsApi;
};

/** Any address ending in the feed's file name; the request's resolution says whose it is. */
const FEED_ADDRESS = `/:page{.+/${FEED_FILE.replace('.', '\\.')}}`;

export function newsFeed({ newsFor }: NewsFeedOptions = {}) {
  return new Hono<PipelineEnv>().get(FEED_ADDRESS, async (c, next) => {
    const request = c.get('request');
    const { pageFile, pathname, edition, domain } = request;
    if (!pageFile) return next();
    const listing = pageFile.page;
    if (listing.kind !== 'page' || !getRouteDefinition(listing.routeId).newsFeed || !listing.region) return next();
    const { region, lang } = listing;
    const { posts, unreachable } = await (newsFor?.(request.env) ?? request.data.cms).listRecentPosts(region, lang, NEWS.feedSize);
    if (unreachable) {
      c.header('Retry-After', '300');
      return c.text('The news cannot be read right now.', 503);
    }
    const { t } = getIntl(lang, edition.id);
    const absolute = (path: string) => new URL(path, domain).toString();
    const xml = buildRssFeed(posts, {
      title: t('news.feed.title', { league: region.leagueTitle }),
      description: t('news.feed.description', { league: region.leagueTitle }),
      link: absolute(pageFile.pagePath),
      self: absolute(pathname),
      language: getLocale(lang).tag,
      // The CMS's id never changes, whatever the story is renamed to.
      guidOf: (post) => `${domain.replace(/\/$/, '')}/?p=${post.id}&region=${region.slug}`,
      linkOf: (post) => {
        const path = postPath(region, lang, post.slug);
        return path && absolute(path);
      },
      ttlMinutes: NEWS.feedMaxAge / 60,
    });
    return c.body(xml, 200, {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': `public, max-age=${NEWS.feedMaxAge}`,
    });
  });
}
