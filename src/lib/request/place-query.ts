// The language and region an API call names in its query (`?lang=&region=`), one rule for both:
// the resolver reads the values every handler uses from it, and each endpoint's query schema is
// built on it, so no endpoint can take a language the resolver would not.
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '../../config/locales';

export const PLACE_QUERY = {
  lang: z.enum(LOCALE_CODES as [LocaleCode, ...LocaleCode[]]).default(DEFAULT_LOCALE),
  region: z.string().regex(/^[a-z0-9-]{1,40}$/),
} as const;

/** The query's language when it names one of ours (or none); undefined for any other. */
export function placeLanguage(query: URLSearchParams): LocaleCode | undefined {
  return PLACE_QUERY.lang.safeParse(query.get('lang') ?? undefined).data;
}
