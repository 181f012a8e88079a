// How the FAQ search compares what a visitor types with a question and its answer (the site's one
// normalisation, src/lib/text/search-text.ts). Shared by the browser's filter, so it stays small.

import { normalizeSearchText } from '../text/search-text';

export { normalizeSearchText };

/** The words of a search, normalised; none for an empty one. */
export function toSearchWords(query: string): string[] {
  const normalized = normalizeSearchText(query);
  return normalized ? normalized.split(' ') : [];
}

/** Whether every word of the search appears in the (normalised) text. */
export function matchesSearch(normalizedText: string, words: readonly string[]): boolean {
  return words.every((word) => normalizedText.includes(word));
}
