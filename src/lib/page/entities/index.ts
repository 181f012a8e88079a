// One loader per kind of page about one thing. A route's entity segment or its `entity`
// (src/config/routes.ts) names the kind; the loader is found here by its name, `load{Kind}` or
// `load{Kind}Entity` (loadTeamEntity, loadNewsList), in any file of this folder, so a new kind
// touches no list (ADR 045). The type system cannot see the glob: loadersByKind refuses, as this
// module loads (before any page) and in the unit tests, a kind no loader answers and a loader no
// route asks for.
import { ENTITY_PATTERNS, ROUTE_IDS, routeEntity, type EntityKind } from '../../../config/routes';
import { loadersByKind } from './loaders-by-kind';
import type { EntityLoader } from './types';

const LOADER_MODULES = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./index.ts', '!./types.ts', '!./loaders-by-kind.ts', '!./*.test.ts'], {
  eager: true,
});

/** Every kind a route can load: each id pattern's, and each one a record names with `entity`. */
const KINDS = new Set<EntityKind>([...(Object.keys(ENTITY_PATTERNS) as EntityKind[]), ...ROUTE_IDS.flatMap((id) => routeEntity(id) ?? [])]);

export const ENTITY_LOADERS: { readonly [K in EntityKind]: EntityLoader } = loadersByKind(LOADER_MODULES, [...KINDS]);

export type { EntityLoadContext, EntityLoader, EntityOutcome } from './types';
