import type { MiddlewareHandler } from 'hono';
import { tagThisRequest, tagUpstreamStateOnReports } from '../lib/reporting/request-scope';
import { upstreamCallsOfThisRequest } from '../lib/upstream/request-calls';
import type { PipelineEnv } from './types';

/**
 * Tags what the request reports with its edition and upstream state from the start; the route
 * guard adds the route, region and language once it has resolved them.
 */
export function reportingScope(): MiddlewareHandler<PipelineEnv> {
  return async (c, next) => {
    tagThisRequest({ edition: c.get('request').edition.id });
    tagUpstreamStateOnReports(upstreamCallsOfThisRequest);
    await next();
  };
}
