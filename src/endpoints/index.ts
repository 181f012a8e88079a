// Every answer that is not a page, mounted here and nowhere else: the API below /api/ and the
// files beside the pages. An endpoint is one file of this folder and one line below (ADR 043).
import { Hono } from 'hono';
import { API_PATHS, EDGE_CACHED_API_PREFIXES } from '../config/api-paths';
import { SEARCH } from '../config/search';
import { PAGE_METHODS } from '../config/surfaces';
import { TEAM_ALERTS } from '../config/team-alerts';
import { isNotPageAddress } from '../config/not-page-addresses';
import { chosenDemoLeague } from '../lib/chosen-demo-league';
import type { PipelineEnv } from '../middleware/types';
import { apiEdgeCache } from './api-edge-cache';
import { demoLeagueApi } from './api/demo-league-api';
import { fanVoteApi } from './api/fan-vote-api';
import { healthAnswer } from './api/health-answer';
import { liveDataApi } from './api/live-data-api';
import { liveMatchApi } from './api/live-match-api';
import { liveSocket } from './api/live-socket';
import { searchApi } from './api/search-api';
import { teamAlertsApi } from './api/team-alerts-api';
import { calendarFeeds } from './files/calendar-feeds';
import { crawlerFiles } from './files/crawler-files';
import { newsFeed } from './files/news-feed';
import { shareCards } from './files/share-cards';
import { siteFiles } from './files/site-files';
import { webAppManifestFile } from './files/web-app-manifest';
import { languageSwitch } from './language-switch';
import { rateLimit } from './rate-limit';
import { serveEndpoints } from './serve-endpoints';

/** A cached prefix as a route: one ending in a slash is everything below it. */
const routeOf = (prefix: string) => (prefix.endsWith('/') ? `${prefix}*` : prefix);

/** The endpoints' app: route-level middleware first (each runs only on its routes), then the routes. */
export function endpointRoutes(): Hono<PipelineEnv> {
  const app = new Hono<PipelineEnv>();
  // The rate limit before the edge cache, so a suggestion served from the cache counts too.
  app.use(API_PATHS.search, rateLimit(SEARCH.rateLimit));
  app.use(API_PATHS.teamAlerts, rateLimit(TEAM_ALERTS.rateLimit));
  const edgeCache = apiEdgeCache({ prefixes: EDGE_CACHED_API_PREFIXES });
  for (const prefix of EDGE_CACHED_API_PREFIXES) app.use(routeOf(prefix), edgeCache);

  app.route('/', demoLeagueApi());
  app.route('/', demoLeagueApi({ prefixes: [API_PATHS.demoCms], app: () => chosenDemoLeague()?.cms }));
  app.route('/', healthAnswer());
  app.route('/', liveSocket());
  app.route('/', teamAlertsApi());
  app.route('/', liveDataApi());
  app.route('/', liveMatchApi());
  app.route('/', searchApi());
  app.route('/', fanVoteApi());

  app.route('/', crawlerFiles());
  app.route('/', siteFiles());
  app.route('/', webAppManifestFile());
  app.route('/', newsFeed());
  app.route('/', calendarFeeds());
  app.route('/', shareCards());
  app.route('/', languageSwitch());
  return app;
}

/**
 * The pipeline's one step for them: below /api/, what no route answers is a JSON 404, never a
 * page; a method the pages do not take is a 405; an address that can never be a page
 * (src/config/not-page-addresses.ts) is a plain 404.
 */
export const endpoints = () => serveEndpoints(endpointRoutes(), { neverAPage: isNotPageAddress, pageMethods: PAGE_METHODS });
