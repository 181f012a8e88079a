import type { MiddlewareHandler } from 'hono';
import { getEdition } from '../config/editions';
import { getLocale } from '../config/locales';
import { NEWS } from '../config/news';
import type { AppEnv } from '../env';
import { cmsApiFor, type CmsApi } from '../lib/cms';
import { getIntl } from '../lib/i18n/intl';
import { FEED_FILE, buildRssFeed, postPath } from '../lib/news';
import { resolvePage } from '../lib/routing/resolve-page';
import type { PipelineEnv } from './types';

const SUFFIX = `/${FEED_FILE}`;

/**
 * A region's news as RSS, in each language its CMS writes in, beside the listing:
 * `/{lang}/{region}/{news}/feed.xml`. The listing's own route decides where a feed exists.
 */
export type NewsFeedOptions = {
  /** Where stories are read from; the configured CMS or the demo CMS by default. */
  newsFor?: (env: AppEnv) => CmsApi;
};

export function newsFeed({ newsFor = cmsApiFor }: NewsFeedOptions = {}): MiddlewareHandler<PipelineEnv> {
  return async (c, next) => {
    const { pathname } = new URL(c.req.url);
    if (!pathname.endsWith(SUFFIX)) return next();
    const appEnv = c.get('appEnv');
    const listing = resolvePage(pathname.slice(0, -SUFFIX.length), { edition: appEnv.EDITION });
    if (listing.kind !== 'page' || listing.routeId !== 'news' || !listing.region) return next();
    const { region, lang } = listing;
    const edition = getEdition(appEnv.EDITION);
    const domain = appEnv.SITE_DOMAIN ?? edition.domain;
    const { posts, unreachable } = await newsFor(appEnv).listRecentPosts(region, lang, NEWS.feedSize);
    if (unreachable) {
      c.header('Retry-After', '300');
      return c.text('The news cannot be read right now.', 503);
    }
    const { t } = getIntl(lang, edition.id);
    const absolute = (path: string) => new URL(path, domain).toString();
    const xml = buildRssFeed(posts, {
      title: t('news.feed.title', { league: region.leagueTitle }),
      description: t('news.feed.description', { league: region.leagueTitle }),
      link: absolute(pathname.slice(0, -SUFFIX.length)),
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
  };
}
