import type { AppEnv } from '../env';
import { getEdition, type Edition } from '../config/editions';
import type { LocaleCode } from '../config/locales';
import type { Region } from '../config/regions';
import type { PageEntity } from './page/page-entity';
import type { PageData } from './page/page-types';
import { getContextData } from './request-data';
import type { Resolution } from './routing/resolve-page';

/**
 * A request as the pipeline resolved it, once: everything after the route guard reads this
 * instead of working the edition, the language or the data clients out again.
 */
export type RequestContext = {
  env: AppEnv;
  edition: Edition;
  /** The path's language; outside any language (a 404), the visitor's detected one. */
  lang: LocaleCode;
  region: Region | undefined;
  resolution: Resolution;
  /** Path and query as the visitor asked for them. */
  pathname: string;
  search: string;
  /** The site's own origin, for canonical and absolute links. */
  domain: string;
  data: PageData;
  /** What a page about one thing is about, when the route has one. */
  entity?: PageEntity;
};

export type RequestFacts = {
  env: AppEnv;
  resolution: Resolution;
  lang: LocaleCode;
  pathname: string;
  search: string;
  entity?: PageEntity;
};

export function createRequestContext(facts: RequestFacts, data: PageData): RequestContext {
  const { env, resolution } = facts;
  const edition = getEdition(env.EDITION);
  return {
    env,
    edition,
    lang: facts.lang,
    region: resolution.region,
    resolution,
    pathname: facts.pathname,
    search: facts.search,
    domain: env.SITE_DOMAIN ?? edition.domain,
    data,
    entity: facts.entity,
  };
}

const KEY = 'kl.request';

export function setRequestContext(context: RequestContext): void {
  getContextData()[KEY] = context;
}

export function getRequestContext(): RequestContext | undefined {
  return getContextData()[KEY] as RequestContext | undefined;
}
