import { Hono, type Context } from 'hono';
import { API_PATHS } from '../../config/api-paths';
import { LOCALE_CODES } from '../../config/locales';
import { getRouteDefinition, ROUTE_IDS } from '../../config/routes';
import { BUILD_VERSION } from '../../lib/build-version';
import { alertQueueHealth, type AlertQueueHealth } from '../../lib/team-alerts';
import { buildPath, routeExistsIn } from '../../lib/routing/build-path';
import { upstreamHealth, type UpstreamHealth } from '../../lib/upstream/upstream-health';
import type { PipelineEnv } from '../../middleware/types';

export type HealthAnswerOptions = {
  health?: UpstreamHealth;
  version?: string;
  now?: () => number;
  /** The alerts' Queue: backlog and dead letters (ADR 053); read from the Worker's bindings by default. */
  alertQueue?: (bindings: Record<string, unknown> | undefined) => Promise<AlertQueueHealth | undefined>;
};

/** The addresses of the pages that answer JSON there too (their record's `answersJson`), in each of their languages. */
const pagesAnsweringJson = () =>
  ROUTE_IDS.filter((id) => getRouteDefinition(id).answersJson).flatMap((id) => LOCALE_CODES.filter((lang) => routeExistsIn(id, lang)).map((lang) => buildPath(id, lang)));

const wantsJson = (accept: string | undefined) => Boolean(accept && accept.includes('application/json') && !accept.includes('text/html'));

/**
 * The health check as JSON for monitors, at `/api/health` or at the health page asked for with
 * `Accept: application/json`: the build version, the edition, and what this isolate has seen of
 * each upstream. Upstreams are named, never addressed, and no var's value is echoed.
 */
export function healthAnswer(options: HealthAnswerOptions = {}) {
  const { health = upstreamHealth, version = BUILD_VERSION, now = Date.now, alertQueue = alertQueueHealth } = options;
  const answer = async (c: Context<PipelineEnv>) => {
    const request = c.get('request');
    const upstreams = health.view();
    const degraded = Object.values(upstreams).some((upstream) => upstream.state === 'failing');
    // A database that cannot answer leaves the counts out; the health check itself still answers.
    const alerts = await alertQueue(c.env as Record<string, unknown> | undefined).catch(() => undefined);
    return c.json(
      { status: degraded ? 'degraded' : 'ok', version, edition: request.edition.id, checkedAt: new Date(now()).toISOString(), upstreams, ...(alerts ? { alertQueue: alerts } : {}) },
      200,
      { 'Cache-Control': 'no-store', Vary: 'Accept' },
    );
  };
  return new Hono<PipelineEnv>().get(API_PATHS.health, answer).on('GET', pagesAnsweringJson(), async (c, next) => {
    if (wantsJson(c.req.header('accept'))) return answer(c);
    await next();
    // The health page answers in two formats at one address.
    const page = new Response(c.res.body, c.res);
    page.headers.append('Vary', 'Accept');
    c.res = page;
  });
}
