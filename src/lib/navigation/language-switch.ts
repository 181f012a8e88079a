import { z } from 'zod';
import type { EditionId } from '../../config/editions';
import { isLocaleCode, type LocaleCode } from '../../config/locales';
import { LANGUAGE_SWITCH_PATH } from '../../config/path-rules';
import { MAX_PATH_LENGTH, decodePathSegments, encodePathSegments, resolvePage } from '../routing/resolve-page';

// The language switcher's links go through a redirect that stores the choice, so the pages
// themselves never set a cookie and can be shared (ADR 021).

/** The switcher's link to a page in another language. */
export function languageSwitchHref(target: string): string {
  return `${LANGUAGE_SWITCH_PATH}?${new URLSearchParams({ to: target })}`;
}

export type LanguageSwitch = { lang: LocaleCode; location: string };

// A path of this site only: one leading slash, non-empty segments, no query, fragment, backslash
// or white space. What survives is then checked against the route table.
const SamePagePathSchema = z
  .string()
  .max(MAX_PATH_LENGTH)
  .regex(/^(\/[^/?#\\\s]+)+$/);

const LanguageSwitchQuerySchema = z.object({ to: SamePagePathSchema });

/**
 * The page a switch link asks for and the language it is in, or undefined: the target must be a
 * page of the edition, and the redirect's location is rebuilt from its decoded segments, never
 * echoed back.
 */
export function parseLanguageSwitch(search: URLSearchParams, edition: EditionId): LanguageSwitch | undefined {
  if (search.getAll('to').length !== 1) return undefined;
  const query = LanguageSwitchQuerySchema.safeParse({ to: search.get('to') });
  if (!query.success) return undefined;
  const segments = decodePathSegments(query.data.to);
  const lang = segments?.[0];
  if (!segments || !lang || !isLocaleCode(lang)) return undefined;
  const location = encodePathSegments(segments);
  return resolvePage(location, { edition }).kind === 'page' ? { lang, location } : undefined;
}
