import type { AppEnv } from '../../env';
import { DEMO_LEAGUE_ORIGIN } from '../../config/upstream';
import { chosenDemoLeague, unconfiguredUpstream } from '../chosen-demo-league';
import { createUpstreamClient } from '../upstream/json-client';
import { sharedAnswerCache } from '../upstream/shared-cache';
import { monitorUpstream } from '../upstream/upstream-monitor';
import { createCmsApi } from './api';
import { demoCmsBase } from './demo-base';

export type CmsApi = ReturnType<typeof createCmsApi>;
export type { NewsImage, NewsList, NewsPost, PostLookup } from './types';

const DEMO_CMS_TIMEOUT_MS = 15_000;
const DEMO_ORIGIN_IN_ANSWERS = new RegExp(`${DEMO_LEAGUE_ORIGIN.replace(/[.]/g, '\\.')}(?=/api/demo-cms/)`, 'g');

/**
 * The in-process demo CMS is addressed at an internal origin, so its answers link there; the same
 * files are served publicly on the site's own path, so the links become root-relative.
 */
async function fetchFromDemoCms(request: Request): Promise<Response> {
  const demoCms = chosenDemoLeague()?.cms;
  if (!demoCms) return unconfiguredUpstream('NEWS_CMS');
  const response = await demoCms.fetch(request);
  const text = (await response.text()).replace(DEMO_ORIGIN_IN_ANSWERS, '');
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(text, { status: response.status, headers });
}

/**
 * Each region's own CMS over the network (its cmsKey), one CMS address for every region
 * (NEWS_CMS_URL), or the built-in demo CMS in-process when the Worker serves the demo league.
 */
export function cmsApiFor(env: AppEnv): CmsApi {
  const shared = env.NEWS_CMS_URL?.replace(/\/+$/, '');
  const remote = env.NEWS_CMS === 'remote' || shared !== undefined;
  const client = createUpstreamClient({
    baseUrl: DEMO_LEAGUE_ORIGIN,
    fetcher: remote ? undefined : fetchFromDemoCms,
    cache: sharedAnswerCache,
    ...monitorUpstream('cms'),
    // The in-process demo cannot hang on a network; its first answer in an isolate builds the
    // whole demo league (about a second), which a network time limit would cut off.
    ...(remote ? {} : { timeoutMs: DEMO_CMS_TIMEOUT_MS }),
  });
  if (shared) return createCmsApi({ client, baseFor: (region) => `${shared}/${env.EDITION}/${encodeURIComponent(region.slug)}` });
  return remote ? createCmsApi({ client }) : createCmsApi({ client, baseFor: (region) => demoCmsBase(env.EDITION, region.slug) });
}
