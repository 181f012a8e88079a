import type { MiddlewareHandler } from 'hono';
import { languageDetector } from 'hono/language';
import { DEFAULT_LOCALE, LOCALE_CODES, isLocaleCode, type LocaleCode } from '../config/locales';
import { isPagePath } from '../config/pipeline';
import { decodePathSegments, encodePathSegments, resolvePage } from '../lib/routing/resolve-page';
import { LOCALE_COOKIE, rememberLocale } from './locale-cookie';
import type { PipelineEnv } from './types';

export type LocaleRedirectOptions = {
  locales?: readonly LocaleCode[];
  fallback?: LocaleCode;
};

/**
 * Section 4: the URL prefix names the language. A path without one is sent to the visitor's
 * language (cookie, then Accept-Language, then the fallback) when that path exists there.
 */
export function localeRedirect(options: LocaleRedirectOptions = {}): MiddlewareHandler<PipelineEnv> {
  const locales = options.locales ?? LOCALE_CODES;
  const fallback = options.fallback ?? DEFAULT_LOCALE;
  if (!locales.includes(fallback)) throw new Error(`Fallback locale ${fallback} is not among the locales`);
  const detect = languageDetector({
    supportedLanguages: [...locales],
    fallbackLanguage: fallback,
    order: ['path', 'cookie', 'header'],
    lookupCookie: LOCALE_COOKIE,
    lookupFromPathIndex: 0,
    caches: false,
    ignoreCase: false,
  });

  return async (c, next) => {
    const url = new URL(c.req.url);
    if (!isPagePath(url.pathname)) return next();
    const segments = decodePathSegments(url.pathname);
    const [first] = segments ?? [];
    // The path names the language (the detector's first source): every page the cache answers
    // goes on without reading cookies or headers. A page carries no cookie, so it can be shared
    // (ADR 021): the choice is stored on the redirect below and by the language switcher.
    if (first && (locales as readonly string[]).includes(first)) {
      c.set('language', first);
      return next();
    }
    await detect(c, async () => {});
    // A path that cannot be decoded is the route guard's to refuse, not ours to redirect.
    if (!segments) return next();
    const detected = c.get('language');
    const lang = isLocaleCode(detected) ? detected : fallback;
    // Only a real page in the detected language is worth a redirect; the rest falls through to a 404.
    const target = encodePathSegments([lang, ...segments]);
    const edition = c.get('appEnv')?.EDITION ?? 'kings';
    if (segments.length === 0 || resolvePage(target, { edition }).kind === 'page') {
      rememberLocale(c, lang);
      c.header('Vary', 'Cookie, Accept-Language');
      return c.redirect(target + url.search, 302);
    }
    return next();
  };
}
