import type { MiddlewareHandler } from 'hono';
import { getEdition } from '../config/editions';
import { DEFAULT_LOCALE, isLocaleCode } from '../config/locales';
import { ERROR_RENDER_PATH, MAX_QUERY_LENGTH, QUERY_PARAMETER_PATTERNS, isPagePath } from '../config/pipeline';
import type { Region } from '../config/regions';
import type { EntityKind } from '../config/route-params';
import { routeEntity } from '../config/routes';
import { ENTITY_LOADERS, type EntityLoadContext, type EntityLoader } from '../lib/page/entities';
import { createPageData } from '../lib/page/page-data';
import type { PageEntity } from '../lib/page/page-entity';
import { createRequestContext, setRequestContext } from '../lib/request-context';
import { decodePathSegments, resolvePage, type ErrorResolution, type PageResolution, type Resolution } from '../lib/routing/resolve-page';
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

/**
 * Loads the entity of a page about one thing: a failure becomes the 404 it stands for, a
 * misspelt address a redirect that stays on this site.
 */
async function loadEntity(
  resolution: PageResolution,
  pathname: string,
  context: Omit<EntityLoadContext, 'routeId' | 'lang' | 'params' | 'region'>,
  loaders: EntityLoaders,
): Promise<{ entity?: PageEntity; error?: ErrorResolution; redirect?: string }> {
  const kind = routeEntity(resolution.routeId);
  const load = kind && loaders[kind];
  if (!load) return {};
  const { routeId, lang, params, region } = resolution;
  const outcome = await load({ ...context, routeId, lang, params, region });
  switch (outcome.kind) {
    case 'found':
      return { entity: outcome.entity };
    case 'unreachable':
      return {};
    case 'redirect':
      // Only paths this site builds are followed.
      return outcome.path.startsWith('/') && !outcome.path.startsWith('//') ? { redirect: outcome.path } : {};
    case 'not-found':
      return { error: { kind: 'error', status: 404, message: outcome.message ?? `Page Not Found: ${pathname}`, lang } };
  }
}

type EntityLoaders = { readonly [K in EntityKind]?: EntityLoader };

export type RouteGuardOptions = {
  /** Overrides the edition's regions (tests use an empty list). */
  regions?: readonly Region[];
  /** Overrides entity loaders by kind (tests). */
  entityLoaders?: EntityLoaders;
};

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
    const data = createPageData(appEnv, c.env ?? {});
    let resolution: Resolution = resolvePage(url.pathname, { edition: appEnv.EDITION, regions: options.regions });
    let entity: PageEntity | undefined;
    if (resolution.kind === 'page') {
      const edition = getEdition(appEnv.EDITION);
      const loaded = await loadEntity(resolution, url.pathname, { edition, data, query: url.searchParams }, { ...ENTITY_LOADERS, ...options.entityLoaders });
      if (loaded.redirect) return c.redirect(loaded.redirect + url.search, 301);
      if (loaded.error) resolution = loaded.error;
      entity = loaded.entity;
    }
    // Outside any language (a 404), the page speaks the visitor's detected language.
    const detected = c.get('language');
    const lang = resolution.lang ?? (detected && isLocaleCode(detected) ? detected : DEFAULT_LOCALE);
    c.set('resolution', resolution);
    const facts = { env: appEnv, resolution, lang, pathname: url.pathname, search: url.search, entity };
    setRequestContext(createRequestContext(facts, data));
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
