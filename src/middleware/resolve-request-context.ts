import type { MiddlewareHandler } from 'hono';
import { detectFromCookie, detectFromHeader, type DetectorOptions } from 'hono/language';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '../config/locales';
import type { Region } from '../config/regions';
import { SURFACES } from '../config/surfaces';
import { parseEnv } from '../env';
import { setRequestContext } from '../lib/request-context';
import { tagThisRequest, tagUpstreamStateOnReports } from '../lib/reporting/request-scope';
import { resolveRequest } from '../lib/request/resolve-request';
import { upstreamCallsOfThisRequest } from '../lib/upstream/request-calls';
import { LOCALE_COOKIE } from './locale-cookie';
import type { PipelineEnv } from './types';

export type RequestContextOptions = {
  /** The languages a visitor's cookie or browser may ask for, and the one for everyone else. */
  locales?: readonly LocaleCode[];
  fallback?: LocaleCode;
  /** Overrides the edition's regions (tests use an empty list). */
  regions?: readonly Region[];
};

/**
 * First in the pipeline: parses the Worker's vars and resolves the request once (edition,
 * domain, route, language, region), for every middleware (`c.get('request')`) and, for a page,
 * for the renderer. The visitor's language (section 4: the `i18n_redirected` cookie, then
 * Accept-Language, then the fallback) is read only for a page whose path names none. Whatever
 * the request reports is tagged from here with its edition and upstream state; the route guard
 * adds the route, region and language of a page.
 */
export function requestContext(options: RequestContextOptions = {}): MiddlewareHandler<PipelineEnv> {
  const locales = options.locales ?? LOCALE_CODES;
  const fallback = options.fallback ?? DEFAULT_LOCALE;
  if (!locales.includes(fallback)) throw new Error(`Fallback locale ${fallback} is not among the locales`);
  // hono/language's own detectors, read in section 4's order; nothing is cached in a cookie here.
  const detector: DetectorOptions = {
    order: ['cookie', 'header'],
    lookupQueryString: 'lang',
    lookupCookie: LOCALE_COOKIE,
    lookupFromPathIndex: 0,
    lookupFromHeaderKey: 'accept-language',
    caches: false,
    ignoreCase: false,
    fallbackLanguage: fallback,
    supportedLanguages: [...locales],
  };

  return async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    const context = resolveRequest({
      env: parseEnv(c.env),
      bindings: c.env ?? {},
      pathname,
      search,
      regions: options.regions,
      detectLanguage: () => detectFromCookie(c, detector) ?? detectFromHeader(c, detector) ?? fallback,
    });
    c.set('request', context);
    tagThisRequest({ edition: context.edition.id });
    tagUpstreamStateOnReports(upstreamCallsOfThisRequest);
    // A framework request (`/RSC/…`) is resolved by the page it renders, from the path Waku gives it.
    if (SURFACES[context.surface].rendered) setRequestContext(() => c.get('request'));
    await next();
  };
}
