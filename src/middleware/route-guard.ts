import type { MiddlewareHandler } from 'hono';
import type { Region } from '../config/regions';
import { ERROR_RENDER_PATH, MAX_QUERY_LENGTH, QUERY_PARAMETER_PATTERNS, isPagePath } from '../config/pipeline';
import { createPageData } from '../lib/page/page-data';
import { createRequestContext, setRequestContext } from '../lib/request-context';
import { decodePathSegments, resolvePage, type ErrorResolution, type PageResolution, type Resolution } from '../lib/routing/resolve-page';
import { DATA_CHECKS } from '../lib/page-checks';
import type { DataCheck } from '../lib/page-checks/types';
import { ROUTES, getRouteDefinition } from '../config/routes';
import type { AppEnv } from '../env';
import { assertKnownChecks, type RouteCheck } from '../lib/routing/route-checks';
import { DEFAULT_LOCALE, isLocaleCode } from '../config/locales';
import type { PipelineEnv } from './types';

const MARKUP = /[<>"'`]/;

/** The first query parameter that is markup or not of its known shape, if any. */
function findMalformedQuery(params: URLSearchParams): string | undefined {
  for (const [name, value] of params) {
    if (MARKUP.test(name) || MARKUP.test(value)) return name;
    const pattern = QUERY_PARAMETER_PATTERNS[name];
    if (pattern && !pattern.test(value)) return name;
  }
  return undefined;
}

/** The first failing data check of the page's route, as an error or a redirect; none when all pass. */
async function runDataChecks(
  resolution: PageResolution,
  pathname: string,
  env: AppEnv,
  bindings: Record<string, unknown>,
  checks: Readonly<Record<string, DataCheck>>,
): Promise<ErrorResolution | { redirect: string } | undefined> {
  const { routeId, lang, params, region } = resolution;
  for (const name of getRouteDefinition(routeId).dataChecks ?? []) {
    const check = checks[name];
    if (!check) throw new Error(`Unknown route middleware: ${name}`);
    const result = await check({ routeId, lang, params, region, edition: env.EDITION, env, bindings });
    if (result === true) continue;
    // A redirect stays on this site: only paths this site builds are followed.
    if ('redirect' in result) return result.redirect.startsWith('/') && !result.redirect.startsWith('//') ? result : undefined;
    return { kind: 'error', status: result.status ?? 404, message: result.message ?? `Page Not Found: ${pathname}`, lang };
  }
  return undefined;
}

export type RouteGuardOptions = {
  /** Overrides the edition's regions (tests use an empty list). */
  regions?: readonly Region[];
  checks?: Readonly<Record<string, RouteCheck>>;
  dataChecks?: Readonly<Record<string, DataCheck>>;
};

assertKnownChecks(ROUTES, DATA_CHECKS, 'dataChecks');

/**
 * Resolves every page request before rendering and gives the response its real status:
 * an excluded route, an unknown region or a bad parameter is a 404, not a 200 that says so.
 */
export function routeGuard(options: RouteGuardOptions = {}): MiddlewareHandler<PipelineEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (!isPagePath(url.pathname)) return next();
    if (url.search.length > MAX_QUERY_LENGTH) return c.text('Bad Request: query too long', 400);
    const badQuery = findMalformedQuery(url.searchParams);
    if (badQuery) return c.text(`Bad Request: malformed query parameter ${encodeURIComponent(badQuery)}`, 400);

    // One spelling per page: no trailing or doubled slashes.
    const segments = decodePathSegments(url.pathname);
    if (segments && isLocaleCode(segments[0] ?? '') && /\/{2,}|.\/$/.test(url.pathname)) {
      return c.redirect('/' + segments.map((segment) => encodeURIComponent(segment)).join('/') + url.search, 301);
    }

    const appEnv = c.get('appEnv');
    let resolution: Resolution = resolvePage(url.pathname, {
      edition: appEnv.EDITION,
      regions: options.regions,
      checks: options.checks,
    });
    if (resolution.kind === 'page') {
      const outcome = await runDataChecks(resolution, url.pathname, appEnv, c.env ?? {}, options.dataChecks ?? DATA_CHECKS);
      if (outcome && 'redirect' in outcome) return c.redirect(outcome.redirect + url.search, 301);
      if (outcome) resolution = outcome;
    }
    const detected = c.get('language');
    const lang = resolution.lang ?? (detected && isLocaleCode(detected) ? detected : DEFAULT_LOCALE);
    c.set('resolution', resolution);
    const facts = { env: appEnv, resolution, lang, pathname: url.pathname, search: url.search };
    setRequestContext(createRequestContext(facts, createPageData(appEnv, c.env ?? {})));
    if (resolution.kind === 'error') {
      // The renderer echoes its path into the page payload; an error page gets a fixed one.
      c.req.raw = new Request(new URL(ERROR_RENDER_PATH, url), c.req.raw);
    }
    await next();
    if (resolution.kind === 'error' && c.res.status < 300) {
      c.res = new Response(c.res.body, { status: resolution.status, headers: c.res.headers });
    }
  };
}
