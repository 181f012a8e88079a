import { Hono } from 'hono';
import { LANGUAGE_SWITCH_PATH } from '../config/path-rules';
import { parseLanguageSwitch } from '../lib/navigation/language-switch';
import { rememberLocale } from '../middleware/locale-cookie';
import type { PipelineEnv } from '../middleware/types';
import { refuse } from './errors';

/**
 * The language switcher's links (`/language?to=/fr/…`): stores the language of the page asked
 * for and redirects there, so the choice is remembered without the pages setting a cookie.
 * Only a page of this edition is a target; anything else is refused, never followed.
 */
export function languageSwitch() {
  return new Hono<PipelineEnv>().get(LANGUAGE_SWITCH_PATH, (c) => {
    const { query, edition } = c.get('request');
    c.header('Cache-Control', 'no-store');
    const target = parseLanguageSwitch(query, edition.id);
    if (!target) return refuse(c, 400, 'Bad Request: not a page of this site');
    rememberLocale(c, target.lang);
    return c.redirect(target.location, 302);
  });
}
