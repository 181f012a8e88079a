// The query a demo posts request may carry, read the way WordPress reads it: unknown names ignored, bad values refused.
import { isLocaleCode, LOCALE_CODES, type LocaleCode } from '../../config/locales';

export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 50;

export type PostsQuery = {
  perPage: number;
  page: number;
  categories?: readonly number[];
  slugs?: readonly string[];
  /** Polylang's filter: only the posts written in this language. */
  lang?: LocaleCode;
};
export type QueryResult = { ok: true; query: PostsQuery } | { ok: false; param: string; message: string };

const WHOLE_NUMBER = /^\d{1,6}$/;

function readNumber(value: string | undefined, fallback: number): number | undefined {
  if (value === undefined) return fallback;
  return WHOLE_NUMBER.test(value) ? Number(value) : undefined;
}

// WordPress takes lists as "1,2" as well as repeated names.
function readList(values: readonly string[]): string[] {
  return values.flatMap((value) => value.split(',')).map((item) => item.trim()).filter(Boolean);
}

export function readPostsQuery(query: (name: string) => string | undefined, queries: (name: string) => string[] | undefined): QueryResult {
  const perPage = readNumber(query('per_page'), DEFAULT_PER_PAGE);
  if (perPage === undefined || perPage < 1 || perPage > MAX_PER_PAGE) {
    return { ok: false, param: 'per_page', message: `per_page must be between 1 (inclusive) and ${MAX_PER_PAGE} (inclusive)` };
  }
  const page = readNumber(query('page'), 1);
  if (page === undefined || page < 1) return { ok: false, param: 'page', message: 'page must be greater than or equal to 1' };

  const categoryValues = queries('categories');
  let categories: number[] | undefined;
  if (categoryValues !== undefined) {
    const items = readList(categoryValues);
    if (items.length === 0 || !items.every((item) => WHOLE_NUMBER.test(item))) {
      return { ok: false, param: 'categories', message: 'categories[0] is not of type integer.' };
    }
    categories = items.map(Number);
  }
  const slugValues = queries('slug');
  const slugs = slugValues === undefined ? undefined : readList(slugValues);
  // An empty lang is ignored; one the site does not have is refused, like any bad value.
  const lang = query('lang')?.trim() || undefined;
  if (lang !== undefined && !isLocaleCode(lang)) return { ok: false, param: 'lang', message: `lang is not one of ${LOCALE_CODES.join(', ')}.` };
  return { ok: true, query: { perPage, page, ...(categories ? { categories } : {}), ...(slugs ? { slugs } : {}), ...(lang ? { lang } : {}) } };
}
