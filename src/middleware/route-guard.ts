import type { MiddlewareHandler } from 'hono';
import { getRouteDefinition } from '../config/routes';
import { ERROR_RENDER_PATH, MAX_QUERY_LENGTH, QUERY_PARAMETER_PATTERNS, isPagePath } from '../config/pipeline';
import { reportingTags } from '../lib/reporting/reporting-tags';
import { tagThisRequest } from '../lib/reporting/request-scope';
import { loadRequestEntity, type EntityLoaders } from '../lib/request/load-request-entity';
import type { Resolution } from '../lib/routing/resolve-page';
import type { PipelineEnv } from './types';

const MARKUP = /[<>"'`]/;

/** The query parameters a page takes as free text (its route's `freeTextQuery`), which its view checks. */
function freeTextParameters(resolution: Resolution): readonly string[] {
  return (resolution.kind === 'page' && getRouteDefinition(resolution.routeId).freeTextQuery) || [];
}
/** The first query parameter that is markup or not of its known shape, if any. */
function findMalformedQuery(params: URLSearchParams, freeText: readonly string[]): string | undefined {
  for (const [name, value] of params) {
    if (freeText.includes(name)) continue;
    if (MARKUP.test(name) || MARKUP.test(value)) return name;
    const pattern = QUERY_PARAMETER_PATTERNS[name];
    if (pattern && !pattern.test(value)) return name;
  }
  return undefined;
}

export type RouteGuardOptions = { entityLoaders?: EntityLoaders };

/**
 * Last before rendering: checks a page request's query, loads the entity its route is about, and
 * gives the response the status the request resolved to: an excluded route, an unknown region,
 * team or player, or a bad parameter is a 404 (or 400), not a 200 that says so.
 */
export function routeGuard(options: RouteGuardOptions = {}): MiddlewareHandler<PipelineEnv> {
  return async (c, next) => {
    const request = c.get('request');
    const { pathname, search, query } = request;
    if (!isPagePath(pathname)) return next();
    if (search.length > MAX_QUERY_LENGTH) return c.text('Bad Request: query too long', 400);
    const badQuery = findMalformedQuery(query, freeTextParameters(request.resolution));
    if (badQuery) return c.text(`Bad Request: malformed query parameter ${encodeURIComponent(badQuery)}`, 400);

    // One spelling per page: no trailing or doubled slashes.
    if (request.respelt) return c.redirect(request.respelt + search, 301);

    // Errors while the entity loads are reported with the route they happened on.
    tagThisRequest(reportingTags(request));
    const loaded = await loadRequestEntity(request, options.entityLoaders);
    if (loaded.kind === 'redirect') return c.redirect(loaded.location, 301);
    const { context } = loaded;
    const { resolution } = context;
    if (loaded.degraded) c.set('degraded', true);
    // The renderer reads it from here too (requestContext put a reader of it in its store).
    c.set('request', context);
    tagThisRequest(reportingTags(context));
    if (resolution.kind === 'error') {
      // The renderer echoes its path into the page payload; an error page gets a fixed one.
      c.req.raw = new Request(new URL(ERROR_RENDER_PATH, c.req.url), c.req.raw);
    }
    await next();
    if (resolution.kind === 'error' && c.res.status < 300) {
      c.res = new Response(c.res.body, { status: resolution.status, headers: c.res.headers });
    }
  };
}
