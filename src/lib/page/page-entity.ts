// What a page about one thing is about, as the route guard loaded it before rendering.
import type { FoundMatch } from '../competition/find-match';
import type { Team } from '../competition/types';
import type { PlayerSearch } from '../people/find-player';

export type PageEntity =
  | { kind: 'team'; team: Team }
  | { kind: 'player'; found: Extract<PlayerSearch, { kind: 'found' }> }
  | { kind: 'match'; found: FoundMatch };
