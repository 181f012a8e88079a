// A page request resolved once, the same way whoever asks: the route guard before rendering, and
// the framework's own refetches, which do not pass through the pipeline.
import { getEdition } from '../../config/editions';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import type { EntityKind } from '../../config/route-params';
import { routeEntity } from '../../config/routes';
import type { AppEnv } from '../../env';
import { ENTITY_LOADERS, type EntityLoader } from '../page/entities';
import { createPageData } from '../page/page-data';
import type { PageEntity } from '../page/page-entity';
import { createRequestContext, type RequestContext } from '../request-context';
import { resolvePage, type ErrorResolution, type PageResolution, type Resolution } from '../routing/resolve-page';

export type EntityLoaders = { readonly [K in EntityKind]?: EntityLoader };

export type RequestToResolve = {
  env: AppEnv;
  bindings: Record<string, unknown>;
  pathname: string;
  search: string;
  /** The visitor's language as detected (cookie, browser), for pages outside any language. */
  detectedLanguage?: string;
  /** Overrides the edition's regions (tests use an empty list). */
  regions?: readonly Region[];
  /** Overrides entity loaders by kind (tests). */
  entityLoaders?: EntityLoaders;
  /** Told what the path resolved to before the entity is loaded (the error reporter's tags). */
  onResolution?: (resolution: Resolution) => void;
};

export type ResolvedRequest =
  | { kind: 'redirect'; location: string }
  | { kind: 'context'; context: RequestContext; /** The page renders without the data it is about. */ degraded: boolean };

type EntityResult = { entity?: PageEntity; error?: ErrorResolution; redirect?: string; unreachable?: boolean };

/**
 * Loads the entity of a page about one thing: a failure becomes the 404 it stands for, a
 * misspelt address a redirect that stays on this site.
 */
async function loadEntity(resolution: PageResolution, request: RequestToResolve, data: RequestContext['data']): Promise<EntityResult> {
  const kind = routeEntity(resolution.routeId);
  const load = kind && (request.entityLoaders?.[kind] ?? ENTITY_LOADERS[kind]);
  if (!load) return {};
  const { routeId, lang, params, region } = resolution;
  const edition = getEdition(request.env.EDITION);
  const outcome = await load({ routeId, lang, params, region, edition, data, query: new URLSearchParams(request.search) });
  switch (outcome.kind) {
    case 'found':
      return { entity: outcome.entity };
    case 'unreachable':
      return { unreachable: true };
    case 'redirect':
      // Only paths this site builds are followed.
      return outcome.path.startsWith('/') && !outcome.path.startsWith('//') ? { redirect: outcome.path } : {};
    case 'not-found':
      return { error: { kind: 'error', status: 404, message: outcome.message ?? `Page Not Found: ${request.pathname}`, lang } };
  }
}

export async function resolveRequest(request: RequestToResolve): Promise<ResolvedRequest> {
  const { env, pathname, search } = request;
  const data = createPageData(env, request.bindings);
  let resolution: Resolution = resolvePage(pathname, { edition: env.EDITION, regions: request.regions });
  request.onResolution?.(resolution);
  let loaded: EntityResult = {};
  if (resolution.kind === 'page') {
    loaded = await loadEntity(resolution, request, data);
    if (loaded.redirect) return { kind: 'redirect', location: loaded.redirect + search };
    if (loaded.error) resolution = loaded.error;
  }
  const detected = request.detectedLanguage;
  const lang: LocaleCode = resolution.lang ?? (detected && isLocaleCode(detected) ? detected : DEFAULT_LOCALE);
  const context = createRequestContext({ env, resolution, lang, pathname, search, entity: loaded.entity }, data);
  return { kind: 'context', context, degraded: Boolean(loaded.unreachable) };
}
