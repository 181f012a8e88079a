// A page's query, parsed once by the resolver against the parameters its route takes (ADR 043).
import { isFreeText, type QueryFields, type QueryValues } from '../../config/query-fields';
import { MAX_QUERY_LENGTH } from '../../config/path-rules';

/** Markup is refused in any parameter a route does not take as free text, named or not. */
const MARKUP = /[<>"'`]/;

export type RouteQuery = {
  /** The first value of each parameter the route takes, each of its field's shape. */
  values: QueryValues;
  /** Why the query is a 400, when it is: the answer's text. */
  refusal?: string;
};

/** The first parameter that is markup or not of its field's shape, if any (every value of it is checked). */
function findMalformed(query: URLSearchParams, fields: QueryFields): string | undefined {
  for (const [name, value] of query) {
    const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (isFreeText(field)) continue;
    if (MARKUP.test(name) || MARKUP.test(value)) return name;
    if (field && !field.safeParse(value).success) return name;
  }
  return undefined;
}

/** The route's own parameters out of the query, or the 400 it is. */
export function parseRouteQuery(search: string, query: URLSearchParams, fields: QueryFields = {}): RouteQuery {
  if (search.length > MAX_QUERY_LENGTH) return { values: {}, refusal: 'Bad Request: query too long' };
  const malformed = findMalformed(query, fields);
  if (malformed) return { values: {}, refusal: `Bad Request: malformed query parameter ${encodeURIComponent(malformed)}` };
  const values: Record<string, string> = {};
  for (const name of Object.keys(fields)) {
    const value = query.get(name);
    if (value !== null) values[name] = value;
  }
  return { values };
}
