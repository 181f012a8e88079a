// One loader per kind of page about one thing. A route's entity segment (src/config/routes.ts)
// both reads the id from the path and names its loader here, so a route cannot name a loader
// that does not exist.
import type { EntityPattern } from '../../../config/route-params';
import { loadMatchEntity } from './match';
import { loadPlayerEntity } from './player';
import { loadTeamEntity } from './team';
import type { EntityLoader } from './types';

export const ENTITY_LOADERS: { readonly [K in EntityPattern]: EntityLoader | undefined } = {
  team: loadTeamEntity,
  player: loadPlayerEntity,
  match: loadMatchEntity,
  // Stories are read by their page; the news pages have their own link-tag rule and no check here yet.
  post: undefined,
};

export type { EntityLoadContext, EntityLoader, EntityOutcome } from './types';
