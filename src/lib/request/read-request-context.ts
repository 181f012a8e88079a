import { getEnv } from 'waku';
import { getEdition, type Edition } from '../../config/editions';
import { parseEnv, type AppEnv } from '../../env';
import { getRequestContext, type RequestContext } from '../request-context';
import { reportingTags } from '../reporting/reporting-tags';
import { tagThisRequest } from '../reporting/request-scope';
import { loadRequestEntity } from './load-request-entity';
import { resolveRequest } from './resolve-request';

/** The Worker's vars as the renderer reads them, for what the pipeline did not resolve. */
function renderersEnv(): AppEnv {
  return parseEnv({ EDITION: getEnv('EDITION'), SITE_DOMAIN: getEnv('SITE_DOMAIN') || undefined });
}

/**
 * A request the pipeline did not resolve: a framework refetch of a page's data skips it. The
 * Worker's vars come from the renderer, and the page from the path Waku hands it, through the
 * same resolver; where the route guard would have redirected, the page it redirects to.
 */
async function resolveOutsideThePipeline(path: string, query: string): Promise<RequestContext> {
  const env = renderersEnv();
  const request = resolveRequest({ env, bindings: {}, pathname: path, search: query ? `?${query}` : '' });
  tagThisRequest(reportingTags(request));
  const loaded = await loadRequestEntity(request);
  if (loaded.kind === 'context') {
    tagThisRequest(reportingTags(loaded.context));
    return loaded.context;
  }
  const target = new URL(loaded.location, 'https://site.invalid');
  const moved = await loadRequestEntity(resolveRequest({ env, bindings: {}, pathname: target.pathname, search: target.search }));
  if (moved.kind !== 'context') throw new Error(`Redirect loop at ${path}`);
  return moved.context;
}

/** The request a page renders: as the pipeline resolved it, else resolved here from its path. */
export async function readRequestContext(path: string, query = ''): Promise<RequestContext> {
  return getRequestContext() ?? resolveOutsideThePipeline(path, query);
}

/** The edition a document frame is drawn for: the request's, else the Worker's. */
export function readEdition(): Edition {
  return getRequestContext()?.edition ?? getEdition(renderersEnv().EDITION);
}
