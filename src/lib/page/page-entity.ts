// What a page about one thing is about, as the route guard loaded it before rendering.
import type { FoundMatch } from '../competition/find-match';
import type { Team } from '../competition/types';
import type { NewsList, NewsPost } from '../cms/types';
import type { PlayerSearch } from '../people';
import type { Season } from '../competition/types';
import type { SharedDescription, SimulatorPool } from '../simulators';

export type PageEntity =
  | { kind: 'team'; team: Team }
  | { kind: 'player'; found: Extract<PlayerSearch, { kind: 'found' }> }
  | { kind: 'match'; found: FoundMatch }
  /** A page of a region's news: its lead story on the first page, the page's stories, the shelf of stories elsewhere. */
  | { kind: 'newsList'; lead?: NewsPost; list: NewsList; external: readonly NewsPost[] }
  | { kind: 'post'; post: NewsPost }
  /** A simulator's season and pool; `shared` describes the squad or team a shared link opens on. */
  | { kind: 'simulator'; season: Season; pool: SimulatorPool; shared?: SharedDescription };
