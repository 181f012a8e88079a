// What the site accepts as a search before the index is asked: words of a name, not too many of
// them. Anything else (nothing, 200+ characters, control characters, no letter or digit at all)
// is answered with the empty state, never an error.
import { SEARCH } from '../../config/search';
import { normalizeSearchText } from '../text/search-text';

// C0 and C1 controls, and the invisible format characters that could hide in a pasted name.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u;

/** The query to search for, trimmed, or undefined when there is nothing to search. */
export function readSearchQuery(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const query = raw.trim();
  if (query.length === 0 || query.length > SEARCH.maxQueryLength || CONTROL.test(query)) return undefined;
  return normalizeSearchText(query) ? query : undefined;
}
