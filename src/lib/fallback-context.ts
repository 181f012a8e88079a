import { getEnv } from 'waku';
import { parseEnv } from '../env';
import { getRequestContext, type RequestContext } from './request-context';
import { reportingTags, resolutionTags } from './reporting/reporting-tags';
import { tagThisRequest } from './reporting/request-scope';
import { resolveRequest } from './request/resolve-request';

/**
 * The request's context as the route guard resolved it. Framework requests that skip the
 * pipeline (a refetch of a page's data) are resolved here by the same resolver, from the Worker's
 * vars, with the same entity; where the guard would have redirected, the page it redirects to.
 */
export async function readRequestContext(path: string, query = ''): Promise<RequestContext> {
  const fromPipeline = getRequestContext();
  if (fromPipeline) return fromPipeline;
  const env = parseEnv({ EDITION: getEnv('EDITION'), SITE_DOMAIN: getEnv('SITE_DOMAIN') || undefined });
  const search = query ? `?${query}` : '';
  const resolved = await resolveRequest({ env, bindings: {}, pathname: path, search, onResolution: (resolution) => tagThisRequest(resolutionTags(resolution)) });
  if (resolved.kind === 'context') {
    tagThisRequest(reportingTags(resolved.context));
    return resolved.context;
  }
  const target = new URL(resolved.location, 'https://site.invalid');
  const moved = await resolveRequest({ env, bindings: {}, pathname: target.pathname, search: target.search });
  if (moved.kind !== 'context') throw new Error(`Redirect loop at ${path}`);
  return moved.context;
}
