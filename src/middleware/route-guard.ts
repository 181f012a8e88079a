import type { MiddlewareHandler } from 'hono';
import { ERROR_RENDER_PATH } from '../config/path-rules';
import { SURFACES } from '../config/surfaces';
import { refineRequestContext } from '../lib/request-context';
import { reportingTags } from '../lib/reporting/reporting-tags';
import { tagThisRequest } from '../lib/reporting/request-scope';
import { loadRequestEntity, type EntityLoaders } from '../lib/request/load-request-entity';
import type { PipelineEnv } from './types';

export type RouteGuardOptions = { entityLoaders?: EntityLoaders };

/**
 * Last before rendering: answers a page request's refused query, loads the entity its route is about, and
 * gives the response the status the request resolved to: an excluded route, an unknown region,
 * team or player, or a bad parameter is a 404 (or 400), not a 200 that says so.
 */
export function routeGuard(options: RouteGuardOptions = {}): MiddlewareHandler<PipelineEnv> {
  return async (c, next) => {
    const request = c.get('request');
    const { search } = request;
    // The resolver parsed the query by the route's record; a refused one is answered before anything else.
    if (request.queryRefusal) {
      if (SURFACES[request.surface].refusal === 'plain') return c.text(request.queryRefusal, 400);
      // A widget's refusal is drawn inside its frame, where the partner who wrote the snippet sees it.
      const { queryRefusal: message, lang, region } = request;
      c.set('request', refineRequestContext(request, { resolution: { kind: 'error', status: 400, message, lang, region } }));
      c.req.raw = new Request(new URL(ERROR_RENDER_PATH, c.req.url), c.req.raw);
      await next();
      c.res = new Response(c.res.body, { status: 400, headers: c.res.headers });
      return;
    }

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
