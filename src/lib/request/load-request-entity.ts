// The second half of a page request's resolution, which only the route guard (and a framework
// refetch) pays for: the entity a page about one thing is about, loaded through the data clients.
import { ENTITY_PATTERNS } from '../../config/route-params';
import { routeEntity, type EntityKind } from '../../config/routes';
import { ENTITY_LOADERS, type EntityLoader } from '../page/entities';
import type { PageEntity } from '../page/page-entity';
import { refineRequestContext, type RequestContext } from '../request-context';
import type { ErrorResolution, PageResolution } from '../routing/resolve-page';

export type EntityLoaders = { readonly [K in EntityKind]?: EntityLoader };

export type LoadedRequest =
  | { kind: 'redirect'; location: string }
  | { kind: 'context'; context: RequestContext; /** The page renders without the data it is about. */ degraded: boolean };

type EntityResult = { entity?: PageEntity; error?: ErrorResolution; redirect?: string; unreachable?: boolean };

/**
 * Loads the entity of a page about one thing: a failure becomes the 404 it stands for, a
 * misspelt address a redirect that stays on this site.
 */
async function loadEntity(resolution: PageResolution, context: RequestContext, loaders: EntityLoaders | undefined): Promise<EntityResult> {
  const kind = routeEntity(resolution.routeId);
  const load = kind && (loaders?.[kind] ?? ENTITY_LOADERS[kind]);
  if (!load) return {};
  const { routeId, lang, params, region } = resolution;
  const { edition, data } = context;
  const outcome = await load({ routeId, lang, params, region, edition, data, query: context.routeQuery });
  switch (outcome.kind) {
    case 'found':
      return { entity: outcome.entity };
    case 'unreachable':
      // A page is drawn without its data only at its own address: an id alone (`/teams/2`), whose
      // full address is not known until the league answers, says it cannot be read right now.
      if (kind in ENTITY_PATTERNS && !ENTITY_PATTERNS[kind as keyof typeof ENTITY_PATTERNS].params.every((name) => params[name])) {
        return { error: { kind: 'error', status: 503, message: `Service Unavailable: ${context.pathname}`, lang } };
      }
      return { unreachable: true };
    case 'redirect':
      // Only paths this site builds are followed.
      return outcome.path.startsWith('/') && !outcome.path.startsWith('//') ? { redirect: outcome.path } : {};
    case 'not-found':
      return { error: { kind: 'error', status: 404, message: outcome.message ?? `Page Not Found: ${context.pathname}`, lang } };
  }
}

/** The request with its page's entity, or where the page has moved to. */
export async function loadRequestEntity(context: RequestContext, loaders?: EntityLoaders): Promise<LoadedRequest> {
  const { resolution } = context;
  if (resolution.kind !== 'page') return { kind: 'context', context, degraded: false };
  const loaded = await loadEntity(resolution, context, loaders);
  if (loaded.redirect) return { kind: 'redirect', location: loaded.redirect + context.search };
  const refined = loaded.error || loaded.entity ? refineRequestContext(context, { resolution: loaded.error ?? resolution, entity: loaded.entity }) : context;
  return { kind: 'context', context: refined, degraded: Boolean(loaded.unreachable) };
}
