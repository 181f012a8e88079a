import type { MiddlewareHandler } from 'hono';
import { API_PATHS } from '../config/api-paths';
import { getRouteDefinition } from '../config/routes';
import { BUILD_VERSION } from '../lib/build-version';
import type { Resolution } from '../lib/routing/resolve-page';
import { upstreamHealth, type UpstreamHealth } from '../lib/upstream/upstream-health';
import type { PipelineEnv } from './types';

export type HealthAnswerOptions = {
  health?: UpstreamHealth;
  version?: string;
  now?: () => number;
};

/** A page that answers JSON at its own address (its record's `answersJson`). */
const answersJson = (resolution: Resolution) => resolution.kind === 'page' && getRouteDefinition(resolution.routeId).answersJson === true;

const wantsJson = (accept: string | undefined) => Boolean(accept && accept.includes('application/json') && !accept.includes('text/html'));

/**
 * The health check as JSON for monitors, at `/api/health` or at the health page asked for with
 * `Accept: application/json`: the build version, the edition, and what this isolate has seen of
 * each upstream. Upstreams are named, never addressed, and no var's value is echoed.
 */
export function healthAnswer(options: HealthAnswerOptions = {}): MiddlewareHandler<PipelineEnv> {
  const { health = upstreamHealth, version = BUILD_VERSION, now = Date.now } = options;
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const request = c.get('request');
    const asked = request.pathname === API_PATHS.health || (wantsJson(c.req.header('accept')) && answersJson(request.resolution));
    if (!asked) {
      await next();
      // The health page answers in two formats at one address.
      if (answersJson(c.get('request').resolution)) {
        const page = new Response(c.res.body, c.res);
        page.headers.append('Vary', 'Accept');
        c.res = page;
      }
      return;
    }
    const upstreams = health.view();
    const degraded = Object.values(upstreams).some((upstream) => upstream.state === 'failing');
    return c.json(
      { status: degraded ? 'degraded' : 'ok', version, edition: request.edition.id, checkedAt: new Date(now()).toISOString(), upstreams },
      200,
      { 'Cache-Control': 'no-store', Vary: 'Accept' },
    );
  };
}
