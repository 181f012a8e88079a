// A request resolved once, the same way whoever asks: the pipeline's first middleware for every
// request, and the framework's own refetches, which do not pass through the pipeline.
import { getEdition } from '../../config/editions';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '../../config/locales';
import { EXTRA_SLASHES } from '../../config/path-rules';
import { SURFACES } from '../../config/surfaces';
import { getRegions, type Region } from '../../config/regions';
import { routeEmbed, routeQueryFields } from '../../config/routes';
import type { AppEnv } from '../../env';
import { createPageData } from '../page/page-data';
import type { PageData } from '../page/page-types';
import { createRequestContext, type PageFile, type RequestContext } from '../request-context';
import { decodePathSegments, encodePathSegments, resolvePage, type ErrorResolution } from '../routing/resolve-page';
import { splitPageFile } from './page-file';
import { surfaceOfPath } from './surface-of-path';
import { placeLanguage } from './place-query';
import { parseEmbedQuery } from './embed-query';
import { parseRouteQuery } from './route-query';

export type RequestToResolve = {
  env: AppEnv;
  bindings: Record<string, unknown>;
  pathname: string;
  search: string;
  /** The visitor's language as detected (cookie, browser), asked only for a page outside any language. */
  detectLanguage?: () => string | undefined;
  /** Overrides the edition's regions (tests use an empty list). */
  regions?: readonly Region[];
};

const NOT_A_PAGE: ErrorResolution = { kind: 'error', status: 404, message: 'Not a page', lang: undefined };

const knownLocale = (value: string | null | undefined): LocaleCode | undefined => (value && isLocaleCode(value) ? value : undefined);

/** What the Worker's vars and bindings make of any call, a request or not. */
export type WorkerFacts = Pick<RequestContext, 'env' | 'edition' | 'domain'> & {
  /** Makes the data clients, as a request's are made. */
  makeData: () => PageData;
};

/**
 * The edition, its domain and the data clients of this Worker: the part of a request's
 * resolution that needs no request, shared with the Worker's own callers (a live match's
 * watcher, the minute cron) through resolveWorkerCall.
 */
export function resolveWorker(env: AppEnv, bindings: Record<string, unknown>): WorkerFacts {
  const edition = getEdition(env.EDITION);
  return { env, edition, domain: env.SITE_DOMAIN ?? edition.domain, makeData: () => createPageData(env, bindings) };
}

/** One spelling per page: a path in a language with a trailing or doubled slash has another. */
function respelling(pathname: string): string | undefined {
  if (!EXTRA_SLASHES.test(pathname)) return undefined;
  const segments = decodePathSegments(pathname);
  return segments && knownLocale(segments[0]) ? encodePathSegments(segments) : undefined;
}

/**
 * What the request is: the edition and its domain; for a page, its route, language and region
 * (and the page a file beside it belongs to), and its query parsed by its route's record; for an API call, the language and region its query
 * names. Pure and cheap (the route table's answers are memoised): a cached page pays only this.
 */
export function resolveRequest(request: RequestToResolve): RequestContext {
  const { pathname, search } = request;
  const { makeData, ...worker } = resolveWorker(request.env, request.bindings);
  const { edition } = worker;
  const query = new URLSearchParams(search);
  const surface = surfaceOfPath(pathname);
  const facts = { ...worker, surface, pathname, search, query, routeQuery: {} };
  if (SURFACES[surface].rendered) {
    const options = { edition: edition.id, regions: request.regions };
    const resolution = resolvePage(pathname, options);
    const file = splitPageFile(pathname);
    const pageFile: PageFile | undefined = file && { ...file, page: resolvePage(file.pagePath, options) };
    const lang = resolution.lang ?? knownLocale(request.detectLanguage?.()) ?? DEFAULT_LOCALE;
    // Only the route's own parameters are read; any other is checked for markup and ignored.
    const widget = resolution.kind === 'page' ? routeEmbed(resolution.routeId) : undefined;
    const parsed = widget
      ? parseEmbedQuery(search, query, widget)
      : parseRouteQuery(search, query, resolution.kind === 'page' ? routeQueryFields(resolution.routeId) : undefined);
    const page = { respelt: respelling(pathname), resolution, lang, region: resolution.region, pageFile };
    return createRequestContext({ ...facts, ...page, widget, routeQuery: parsed.values, queryRefusal: parsed.refusal }, makeData);
  }
  // The APIs a page calls name the page's language and region in their query (place-query.ts).
  const api = surface === 'api';
  const slug = api ? query.get('region') : undefined;
  const region = slug ? (request.regions ?? getRegions(edition.id)).find((candidate) => candidate.slug === slug) : undefined;
  return createRequestContext({ ...facts, resolution: NOT_A_PAGE, lang: (api && placeLanguage(query)) || DEFAULT_LOCALE, region }, makeData);
}
