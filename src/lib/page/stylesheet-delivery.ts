import { getContextData } from '../request-data';

const KEY = 'kl.stylesheetsAtTheEdge';

/**
 * Said by the edge before a page renders: it will write each stylesheet the page names into the
 * HTML (docs/decisions/022-stylesheets-once.md). Framework refetches of a page's data (a history
 * step, a client navigation) are never said to, and carry their stylesheets' text themselves.
 */
export function promiseStylesheetsAtTheEdge(): void {
  getContextData()[KEY] = true;
}

export function areStylesheetsWrittenAtTheEdge(): boolean {
  return getContextData()[KEY] === true;
}
