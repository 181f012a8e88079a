import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { LocaleCode } from '../config/locales';
import type { PipelineEnv } from './types';

/** Section 4: the visitor's language choice, 365 days, the whole site, same-site lax. */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Stores the choice on a redirect (the locale redirect, the language switch), never on a page:
 * pages are shared between visitors, and a cookie would keep them from it (ADR 021).
 */
export function rememberLocale(c: Context<PipelineEnv>, lang: LocaleCode): void {
  setCookie(c, LOCALE_COOKIE, lang, {
    maxAge: LOCALE_COOKIE_MAX_AGE,
    path: '/',
    sameSite: 'Lax',
    secure: c.get('request').env.COOKIE_SECURE,
  });
}
