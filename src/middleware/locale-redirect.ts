import type { MiddlewareHandler } from 'hono';
import { decodePathSegments, encodePathSegments, resolvePage } from '../lib/routing/resolve-page';
import { rememberLocale } from './locale-cookie';
import type { PipelineEnv } from './types';

/**
 * Section 4: the URL prefix names the language. A path without one is sent to the visitor's
 * language (as the request context detected it: cookie, then Accept-Language, then the
 * fallback) when that path exists there.
 */
export function localeRedirect(): MiddlewareHandler<PipelineEnv> {
  return async (c, next) => {
    const request = c.get('request');
    // The path names the language: every page the cache answers goes on without reading cookies
    // or headers. A page carries no cookie, so it can be shared (ADR 021): the choice is stored on
    // the redirect below and by the language switcher.
    if (request.resolution.lang) return next();
    const segments = decodePathSegments(request.pathname);
    // A path that cannot be decoded is the route guard's to refuse, not ours to redirect.
    if (!segments) return next();
    // Only a real page in the detected language is worth a redirect; the rest falls through to a 404.
    const target = encodePathSegments([request.lang, ...segments]);
    if (segments.length === 0 || resolvePage(target, { edition: request.edition.id }).kind === 'page') {
      rememberLocale(c, request.lang);
      c.header('Vary', 'Cookie, Accept-Language');
      return c.redirect(target + request.search, 302);
    }
    return next();
  };
}
