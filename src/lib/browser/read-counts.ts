/**
 * The status words a search form carries for each number of results (`data-counts`, a JSON list
 * written by the server in the page's language); none when the attribute is missing or unreadable.
 */
export function readCounts(form: HTMLElement): string[] {
  try {
    const counts: unknown = JSON.parse(form.dataset.counts ?? '[]');
    return Array.isArray(counts) ? counts.map(String) : [];
  } catch {
    return [];
  }
}
