// The transfer window as the mercato shows it.
import type { Transfer } from '../competition/types';

/** Newest first; moves of the same moment keep the order they were made in, last made first. */
export function sortNewestFirst(transfers: readonly Transfer[]): Transfer[] {
  return [...transfers].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id);
}
