import { Hono } from 'hono';
import { CALENDAR_FEEDS } from '../../config/calendar-feeds';
import { getLocale } from '../../config/locales';
import {
  eventTexts, feedName, findFeedSubject, loadFeedMatches, matchEvent, SPOILER_FREE_QUERY, SPOILER_FREE_VALUE, writeFeed,
} from '../../lib/calendar';
import { getIntl } from '../../lib/i18n/intl';
import { matchPath } from '../../lib/match';
import { defaultEdgeCache, type EdgeCache } from '../../lib/upstream/edge-cache';
import { keepAtTheEdge } from '../keep-at-the-edge';
import type { PipelineEnv } from '../../middleware/types';

export type CalendarFeedsOptions = { cache?: () => EdgeCache | undefined };

/**
 * iCalendar feeds beside the pages they follow (ADR 020): the edition's (`/{lang}/{file}`), a
 * region's fixtures (`…/{matches}/{file}`), a team's (`…/{teams}/{team}/{file}`) and one match
 * (`…/{matches}/{match}/{file}`). Anything the page's own route would refuse falls through to
 * the route guard's 404. Kept in the data centre's cache for their max-age, one copy per address.
 */
/** Any address ending in a calendar file; the request's resolution says whose it is. */
const CALENDAR_ADDRESS = '/:page{.+\\.ics}';

export function calendarFeeds(options: CalendarFeedsOptions = {}) {
  const getCache = options.cache ?? defaultEdgeCache;
  // A GET route answers HEAD too: calendar apps check a subscription with HEAD before they fetch it.
  return new Hono<PipelineEnv>().get(CALENDAR_ADDRESS, async (c, next) => {
    const request = c.get('request');
    const { pageFile, edition, domain } = request;
    if (!pageFile) return next();
    const { page, name: fileName } = pageFile;
    if (page.kind !== 'page') return next();

    const cache = getCache();
    const key = new Request(c.req.url);
    const hit = c.req.method === 'GET' ? await cache?.match(key) : undefined;
    if (hit) return new Response(hit.body, hit);

    const { data } = request;
    const outcome = await findFeedSubject(page, fileName, { edition, data });
    if (outcome.kind === 'not-found') return next();
    if (outcome.kind === 'redirect') return c.redirect(outcome.path + request.search, 301);
    const matches = outcome.kind === 'found' ? await loadFeedMatches(outcome.subject, { api: data.competition, edition, lang: page.lang }) : undefined;
    if (outcome.kind === 'unreachable' || !matches) {
      c.header('Retry-After', '300');
      return c.text('The fixtures cannot be read right now.', 503);
    }

    const { t } = getIntl(page.lang, edition.id);
    const texts = eventTexts(t);
    const hideScores = request.query.get(SPOILER_FREE_QUERY) === SPOILER_FREE_VALUE;
    const stampMs = Date.now();
    const body = writeFeed({
      name: feedName(outcome.subject, t, edition),
      language: getLocale(page.lang).tag,
      siteTitle: edition.siteTitle,
      events: matches.map(({ match, pageRegion }) => matchEvent(match, {
        host: new URL(domain).host,
        url: pageRegion && new URL(matchPath(match, pageRegion.slug, page.lang), domain).toString(),
        texts,
        hideScores,
        stampMs,
      })),
    });
    const response = new Response(body, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Cache-Control': `public, max-age=${CALENDAR_FEEDS.maxAgeSeconds}`,
        'Content-Disposition': `inline; filename="${fileName}"`,
      },
    });
    if (cache && c.req.method === 'GET') await keepAtTheEdge(c, cache, key, response);
    return response;
  });
}
