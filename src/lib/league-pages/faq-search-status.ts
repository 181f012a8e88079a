/** The FAQ search's status words: one per number of matches (index 0 for none), and "no question matches “{query}”". */
export type FaqSearchTexts = { counts: readonly string[]; none: string };

/** The status line for a search that matched `shown` questions. Shared by the server and the browser's filter. */
export function faqSearchStatus(query: string, shown: number, texts: FaqSearchTexts): string {
  return shown === 0 ? texts.none.replace('{query}', query.trim()) : (texts.counts[shown] ?? '');
}
