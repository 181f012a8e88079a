import type { AppEnv } from '../env';
import type { Edition } from '../config/editions';
import type { LocaleCode } from '../config/locales';
import type { QueryValues } from '../config/query-fields';
import type { Region } from '../config/regions';
import type { EmbedWidgetId } from '../config/embed';
import type { Surface } from '../config/surfaces';
import type { PageEntity } from './page/page-entity';
import type { PageData } from './page/page-types';
import { getContextData } from './request-data';
import type { Resolution } from './routing/resolve-page';

/** A file that hangs from a page (`…/feed.xml`, `…/calendario.ics`): its name, the page's path and what that resolves to. */
export type PageFile = { name: string; pagePath: string; page: Resolution };

/**
 * A request as the pipeline resolved it, once, first of all: every middleware and page reads
 * this instead of working the edition, the language, the region or the route out again. The
 * route guard adds the entity of a page about one thing (and the 404 or redirect it may lead to).
 */
export type RequestContext = {
  readonly env: AppEnv;
  /** What kind of answer this is (a page, a widget, an API call, a framework request, a file): each step reads it, none asks the path. */
  readonly surface: Surface;
  /** A widget's kind, from its route's record (ADR 050). */
  readonly widget?: EmbedWidgetId;
  readonly edition: Edition;
  /** The site's own origin, for canonical and absolute links. */
  readonly domain: string;
  /** Path and query as the visitor asked for them. */
  readonly pathname: string;
  readonly search: string;
  /**
   * The whole query, parsed once here: nothing after the resolver parses the URL again. Not to
   * be changed. A page reads `routeQuery` instead; this is for the API calls and the files.
   */
  readonly query: URLSearchParams;
  /** A page's own parameters (its route record's `query`), each of its field's shape; empty for anything else. */
  readonly routeQuery: QueryValues;
  /** Why the page's query is a 400 (too long, markup, a value of the wrong shape): the route guard answers it. */
  readonly queryRefusal?: string;
  /** A page path in a language spelt with a trailing or doubled slash: its one spelling, to be sent to. */
  readonly respelt?: string;
  /**
   * A page's: its path's language, else (outside any language) the visitor's detected one. An
   * API call's: its `lang` parameter when it names a language, else the default.
   */
  readonly lang: LocaleCode;
  /** A page's region, or an API call's `region` parameter when the edition has it. */
  readonly region: Region | undefined;
  /** What the path shows; an error resolution for anything that is not a page. */
  readonly resolution: Resolution;
  /** Set when the path's last segment is a file beside a page (feeds). */
  readonly pageFile?: PageFile;
  /** The request's data clients, made when first read: a cached answer never makes them. */
  readonly data: PageData;
  /** What a page about one thing is about, once the route guard has loaded it. */
  readonly entity?: PageEntity;
};

export type RequestFacts = Omit<RequestContext, 'data'>;

/** The context of the facts given, its data clients made by `makeData` on first use and then kept. */
export function createRequestContext(facts: RequestFacts, makeData: () => PageData): RequestContext {
  let data: PageData | undefined;
  return {
    ...facts,
    get data() {
      return (data ??= makeData());
    },
  };
}

/** The same request with what the route guard learnt; its data clients are the same ones. */
export function refineRequestContext(context: RequestContext, changes: Partial<Pick<RequestFacts, 'resolution' | 'lang' | 'entity'>>): RequestContext {
  // Named one by one: spreading the context would read `data` and make the clients.
  const { env, surface, widget, edition, domain, pathname, search, query, routeQuery, queryRefusal, respelt, lang, region, resolution, pageFile, entity } = context;
  const facts = { env, surface, widget, edition, domain, pathname, search, query, routeQuery, queryRefusal, respelt, lang, region, resolution, pageFile, entity };
  return createRequestContext({ ...facts, ...changes }, () => context.data);
}

const KEY = 'kl.request';

/**
 * Put once, first, for the renderer: a reader of the request as the pipeline holds it, so the
 * route guard's refinement (the entity) is what the page reads without being put again.
 */
export function setRequestContext(read: () => RequestContext): void {
  getContextData()[KEY] = read;
}

export function getRequestContext(): RequestContext | undefined {
  return (getContextData()[KEY] as (() => RequestContext) | undefined)?.();
}
