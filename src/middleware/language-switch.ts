import type { MiddlewareHandler } from 'hono';
import { LANGUAGE_SWITCH_PATH } from '../config/pipeline';
import { parseLanguageSwitch } from '../lib/navigation/language-switch';
import { rememberLocale } from './locale-cookie';
import type { PipelineEnv } from './types';

/**
 * The language switcher's links (`/language?to=/fr/…`): stores the language of the page asked
 * for and redirects there, so the choice is remembered without the pages setting a cookie.
 * Only a page of this edition is a target; anything else is refused, never followed.
 */
export function languageSwitch(): MiddlewareHandler<PipelineEnv> {
  return async (c, next) => {
    const { pathname, search, edition } = c.get('request');
    if (pathname !== LANGUAGE_SWITCH_PATH || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    c.header('Cache-Control', 'no-store');
    const target = parseLanguageSwitch(new URLSearchParams(search), edition.id);
    if (!target) return c.text('Bad Request: not a page of this site', 400);
    rememberLocale(c, target.lang);
    return c.redirect(target.location, 302);
  };
}
