import type { Edition } from '../../../config/editions';
import type { LocaleCode } from '../../../config/locales';
import type { QueryValues } from '../../../config/query-fields';
import type { Region } from '../../../config/regions';
import type { RouteParams } from '../../../config/route-params';
import type { RouteId } from '../../../config/routes';
import type { PageEntity } from '../page-entity';
import type { PageData } from '../page-types';

export type EntityLoadContext = {
  routeId: RouteId;
  lang: LocaleCode;
  params: RouteParams;
  region: Region | undefined;
  edition: Edition;
  data: PageData;
  /** The page's own query parameters, as the resolver parsed them (a listing's `page`). */
  query: QueryValues;
};

/**
 * What the route guard learns by loading a page's entity: the entity itself (and the page
 * renders), a 404 with section 8's message, the canonical address of a misspelt path, or that
 * the league did not answer (the page renders and says so calmly: a 404 would tell crawlers a
 * real team is gone).
 */
export type EntityOutcome =
  | { kind: 'found'; entity: PageEntity }
  | { kind: 'not-found'; message?: string }
  | { kind: 'redirect'; path: string }
  | { kind: 'unreachable' };

/** Loads what a page about one thing is about, once per request, before anything renders. */
export type EntityLoader = (context: EntityLoadContext) => Promise<EntityOutcome>;
