import { getContextData } from '../request-data';

const KEY = 'kl.inlineFilesAtTheEdge';

/**
 * Said by the edge before a page renders: it will write the text of each inline file the page
 * names (stylesheets, the head's scripts) into the HTML (docs/decisions/022-stylesheets-once.md).
 * Framework refetches of a page's data (a history step, a client navigation) are never said to,
 * and carry the text themselves.
 */
export function promiseInlineFilesAtTheEdge(): void {
  getContextData()[KEY] = true;
}

export function areInlineFilesWrittenAtTheEdge(): boolean {
  return getContextData()[KEY] === true;
}
