import { getEnv } from 'waku';
import { parseEnv } from '../env';
import { DEFAULT_LOCALE } from '../config/locales';
import { getRequestContext, type RequestContext } from './request-context';
import { resolvePage } from './routing/resolve-page';

/**
 * The pipeline's view of the request; framework requests that skip the pipeline
 * (RSC refetches) resolve their path here the same way.
 */
export function readRequestContext(path: string, query = ''): RequestContext {
  const fromPipeline = getRequestContext();
  if (fromPipeline) return fromPipeline;
  const env = parseEnv({ EDITION: getEnv('EDITION'), SITE_DOMAIN: getEnv('SITE_DOMAIN') || undefined });
  const resolution = resolvePage(path, { edition: env.EDITION });
  return {
    env,
    bindings: {},
    resolution,
    lang: resolution.lang ?? DEFAULT_LOCALE,
    pathname: path,
    search: query ? `?${query}` : '',
  };
}
