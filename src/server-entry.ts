import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { API_PATHS, EDGE_CACHED_API_PREFIXES } from './config/api-paths';
import { SEARCH } from './config/search';
import { TEAM_ALERTS } from './config/team-alerts';
import { chosenDemoLeague } from './lib/chosen-demo-league';
import { apiEdgeCache } from './middleware/api-edge-cache';
import { calendarFeeds } from './middleware/calendar-feeds';
import { crawlerFiles } from './middleware/crawler-files';
import { demoLeagueApi } from './middleware/demo-league-api';
import { healthAnswer } from './middleware/health-answer';
import { inlineFiles } from './middleware/inline-files';
import { languageSwitch } from './middleware/language-switch';
import { liveDataApi } from './middleware/live-data-api';
import { liveMatchApi } from './middleware/live-match-api';
import { liveSocket } from './middleware/live-socket';
import { localeRedirect } from './middleware/locale-redirect';
import { notPageAddresses } from './middleware/not-page-addresses';
import { newsFeed } from './middleware/news-feed';
import { pageCache } from './middleware/page-cache';
import { payloadForIslands } from './middleware/payload-for-islands';
import { reportingScope } from './middleware/reporting-scope';
import { requestContext } from './middleware/request-context';
import { requestLog } from './middleware/request-log';
import { rateLimit } from './middleware/rate-limit';
import { routeGuard } from './middleware/route-guard';
import { searchApi } from './middleware/search-api';
import { scriptsAfterPaint } from './middleware/scripts-after-paint';
import { securityHeaders } from './middleware/security-headers';
import { siteFiles } from './middleware/site-files';
import { teamAlertsApi } from './middleware/team-alerts-api';

// The request pipeline, in order. The request is resolved first, once (ADR 036): everything after
// reads it. The request log wraps the rest so its times cover it all; security headers come next
// so every answer carries them.
export default adapter(fsRouter(import.meta.glob('./**/*.{tsx,ts}', { base: './pages' })), {
  middlewareFns: [
    requestContext,
    requestLog,
    () => securityHeaders(),
    // Before the edge cache, so a suggestion served from it counts against its client too.
    () => rateLimit({ paths: [API_PATHS.search], ...SEARCH.rateLimit }),
    () => rateLimit({ paths: [API_PATHS.teamAlerts], ...TEAM_ALERTS.rateLimit }),
    () => apiEdgeCache({ prefixes: EDGE_CACHED_API_PREFIXES }),
    demoLeagueApi,
    () => demoLeagueApi({ prefixes: [API_PATHS.demoCms], app: () => chosenDemoLeague()?.cms }),
    reportingScope,
    healthAnswer,
    crawlerFiles,
    () => siteFiles(),
    // Before anything that would draw a page: a probe for `/wp-login.php` is a short plain 404.
    () => notPageAddresses(),
    newsFeed,
    () => calendarFeeds(),
    () => liveSocket(),
    () => teamAlertsApi(),
    liveDataApi,
    liveMatchApi,
    searchApi,
    () => languageSwitch(),
    localeRedirect,
    pageCache,
    // Inside the page cache, so a cached page is stored already rewritten.
    scriptsAfterPaint,
    () => inlineFiles(),
    payloadForIslands,
    routeGuard,
  ],
});
