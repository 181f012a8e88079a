import type { EditionId } from '../../config/editions';
import { isLocaleCode, type LocaleCode } from '../../config/locales';
import { type Region, getRegions } from '../../config/regions';
import { ROUTES, getRouteDefinition, routeHasRegion, type RouteId } from '../../config/routes';
import type { RouteCheck } from '../../config/route-checks';
import { isExcluded } from '../../config/exclusions';
import { EMBED_ROOT } from '../../config/embed';
import { matchRoute, type RouteParams, type RouteScope } from './match-route';
import { assertRouteChecks } from './assert-route-checks';

assertRouteChecks(ROUTES);

export const MAX_PATH_LENGTH = 1024;

export type PageResolution = {
  kind: 'page';
  routeId: RouteId;
  lang: LocaleCode;
  params: RouteParams;
  region: Region | undefined;
};
export type ErrorResolution = {
  kind: 'error'; status: number; message: string; lang: LocaleCode | undefined;
  /** A 404 under a region the edition has keeps that region's menus and a way back to its home. */
  region?: Region;
};
export type Resolution = PageResolution | ErrorResolution;

const notFound = (path: string, lang?: LocaleCode): ErrorResolution => ({
  kind: 'error',
  status: 404,
  message: `Page not found: ${path}`,
  lang,
});
const failedValidation = (path: string, lang: LocaleCode, status = 404, message?: string): ErrorResolution => ({
  kind: 'error',
  status,
  message: message ?? `Page Not Found: ${path}`,
  lang,
});

// Control characters and separators have no business inside one decoded segment.
const FORBIDDEN_IN_SEGMENT = /[\u0000-\u001f\u007f/\\<>"'`]/;

/** Splits and decodes a raw path; undefined when its percent-encoding is malformed. */
export function decodePathSegments(pathname: string): string[] | undefined {
  const raw = pathname.split('/').filter((segment) => segment !== '');
  try {
    return raw.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/** Joins decoded segments back into a path of this site: each one encoded, so none can add a slash. */
export function encodePathSegments(segments: readonly string[]): string {
  return '/' + segments.map((segment) => encodeURIComponent(segment)).join('/');
}

export type ResolveOptions = {
  edition: EditionId;
  regions?: readonly Region[];
  /** Replaces the checks of the routes named (tests). */
  routeChecks?: Partial<Record<RouteId, readonly RouteCheck[]>>;
};

/**
 * Decides what a path shows, in the order of section 4: the route match and its parameter
 * validation, then the region check, then the route's exclusions and named checks.
 */
export function resolvePage(pathname: string, options: ResolveOptions): Resolution {
  // Menus, switchers and head tags ask about the same few paths on every render; with the
  // edition's own tables the answer never changes, so it is kept.
  if (options.regions || options.routeChecks) return resolveUncached(pathname, options);
  const key = `${options.edition}|${pathname}`;
  let resolution = memo.get(key);
  if (!resolution) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    resolution = resolveUncached(pathname, options);
    memo.set(key, resolution);
  }
  return resolution;
}

const MEMO_LIMIT = 10_000;
const memo = new Map<string, Resolution>();

function resolveUncached(pathname: string, options: ResolveOptions): Resolution {
  const { edition, regions = getRegions(edition) } = options;
  if (pathname.length > MAX_PATH_LENGTH) return notFound(pathname.slice(0, 64) + '…');
  const segments = decodePathSegments(pathname);
  if (!segments) return { kind: 'error', status: 400, message: 'Bad Request: malformed path', lang: undefined };
  // A partner's widget is one segment further down: `/embed/{lang}/…` (ADR 050).
  const scope: RouteScope = segments[0] === EMBED_ROOT ? 'embed' : 'site';
  const [first, ...rest] = scope === 'embed' ? segments.slice(1) : segments;
  if (!first || !isLocaleCode(first)) return notFound(pathname);
  const lang = first;
  if (rest.some((segment) => FORBIDDEN_IN_SEGMENT.test(segment))) return notFound(pathname, lang);

  const withRegion = (resolution: ErrorResolution): ErrorResolution => {
    const region = resolution.status === 404 ? regions.find((candidate) => candidate.slug === rest[0]) : undefined;
    return region ? { ...resolution, region } : resolution;
  };
  const match = matchRoute(lang, rest, scope);
  if (!match) return withRegion(notFound(pathname, lang));
  const { routeId, params } = match;

  let region: Region | undefined;
  if (routeHasRegion(routeId)) {
    if (regions.length === 0) return failedValidation(pathname, lang, 500, `Regions unavailable: ${pathname}`);
    region = regions.find((candidate) => candidate.slug === params.region);
    if (!region) return failedValidation(pathname, lang);
  }

  const definition = getRouteDefinition(routeId);
  if (definition.exclusions?.some((key) => isExcluded(key, edition, region?.slug))) {
    return withRegion(failedValidation(pathname, lang));
  }
  for (const check of options.routeChecks?.[routeId] ?? definition.checks ?? []) {
    const result = check({ routeId, lang, params, edition, region });
    if (result !== true) return withRegion(failedValidation(pathname, lang, result.status, result.message));
  }
  return { kind: 'page', routeId, lang, params, region };
}
