import type { AppEnv } from '../../env';
import { DEMO_LEAGUE_ORIGIN } from '../../config/upstream';
import { createDemoCmsApp } from '../../demo-league/cms';
import { getDemoNow } from '../../demo-league';
import { createUpstreamClient } from '../upstream/json-client';
import { reportUpstreamFailure, sharedAnswerCache } from '../upstream/shared-cache';
import { createNewsApi } from './api';
import { demoCmsBase } from './demo-base';

export type NewsApi = ReturnType<typeof createNewsApi>;
export type { NewsImage, NewsList, NewsPost, PostLookup } from './types';

const demoCms = createDemoCmsApp({ now: getDemoNow });

/**
 * Each region's own CMS over the network (its cmsKey), one CMS address for every region
 * (NEWS_CMS_URL), or the built-in demo CMS in-process.
 */
export function newsApiFor(env: AppEnv): NewsApi {
  const shared = env.NEWS_CMS_URL?.replace(/\/+$/, '');
  const remote = env.NEWS_CMS === 'remote' || shared !== undefined;
  const client = createUpstreamClient({
    baseUrl: DEMO_LEAGUE_ORIGIN,
    fetcher: remote ? undefined : async (request) => demoCms.fetch(request),
    cache: sharedAnswerCache,
    onFailure: reportUpstreamFailure,
  });
  if (shared) return createNewsApi({ client, baseFor: (region) => `${shared}/${env.EDITION}/${encodeURIComponent(region.slug)}` });
  return remote ? createNewsApi({ client }) : createNewsApi({ client, baseFor: (region) => demoCmsBase(env.EDITION, region.slug) });
}
