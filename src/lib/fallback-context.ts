import { getEnv } from 'waku';
import { parseEnv } from '../env';
import { DEFAULT_LOCALE } from '../config/locales';
import { createPageData } from './page/page-data';
import { createRequestContext, getRequestContext, type RequestContext } from './request-context';
import { resolvePage } from './routing/resolve-page';

/**
 * The pipeline's context of the request; framework requests that skip the pipeline (RSC
 * refetches) are resolved here by the same resolver, with the Worker's vars as the pipeline reads them.
 */
export function readRequestContext(path: string, query = ''): RequestContext {
  const fromPipeline = getRequestContext();
  if (fromPipeline) return fromPipeline;
  const env = parseEnv({ EDITION: getEnv('EDITION'), SITE_DOMAIN: getEnv('SITE_DOMAIN') || undefined });
  const resolution = resolvePage(path, { edition: env.EDITION });
  const facts = { env, resolution, lang: resolution.lang ?? DEFAULT_LOCALE, pathname: path, search: query ? `?${query}` : '' };
  return createRequestContext(facts, createPageData(env, {}));
}
