// One loader per kind of page about one thing. A route's entity segment (src/config/routes.ts)
// both reads the id from the path and names its loader here, so a route cannot name a loader
// that does not exist.
import type { EntityKind } from '../../../config/route-params';
import { loadMatchEntity } from './match';
import { loadNewsList } from './news-list';
import { loadPost } from './post';
import { loadPlayerEntity } from './player';
import { loadSquadSimulator, loadTeamSimulator } from './simulator';
import { loadTeamEntity } from './team';
import type { EntityLoader } from './types';

export const ENTITY_LOADERS: { readonly [K in EntityKind]: EntityLoader } = {
  team: loadTeamEntity,
  player: loadPlayerEntity,
  match: loadMatchEntity,
  post: loadPost,
  newsList: loadNewsList,
  squadSimulator: loadSquadSimulator,
  teamSimulator: loadTeamSimulator,
};

export type { EntityLoadContext, EntityLoader, EntityOutcome } from './types';
