// The site search's front door: the results for a visitor's words, from the edition's index in
// the page's language, built from the data clients and kept per edition and language.
import type { Translate } from '../i18n/intl';
import { loadSearchDocuments, type SearchScope, type SearchSources } from './load-search-documents';
import { buildSearchIndex, searchIndex, type SearchHit } from './search-index';
import { createSearchIndexStore, type KeptIndex } from './search-index-store';
import { readSearchQuery } from './search-query';

export type { SearchHit } from './search-index';
export * from './browser';
export { readSearchQuery } from './search-query';

export type SearchAnswer = {
  /** The accepted query, '' when there was nothing to search (the empty state). */
  query: string;
  hits: SearchHit[];
  /** The index could not be built (its sources did not answer): say so, keep nothing. */
  unavailable?: true;
  /** What the index cost, for the bench: bytes as stored and build time (0 when it was loaded). */
  index?: Pick<KeptIndex, 'bytes' | 'buildMs'>;
};

export type SearchAsk = { query: unknown; region?: string; limit: number };

const store = createSearchIndexStore();

/** The edition's index in a language; a build that finds nothing fails, so nothing empty is kept. */
function getIndex(sources: SearchSources, scope: SearchScope, keep?: (work: Promise<unknown>) => void): Promise<KeptIndex> {
  return store.get(`${scope.edition.id}/${scope.lang}`, async () => {
    const documents = await loadSearchDocuments(sources, scope);
    if (documents.length === 0) throw new Error('The search index has no sources');
    return buildSearchIndex(documents);
  }, keep);
}

/** The results for what the visitor asked; bad input is the empty state, never an error. */
export async function runSearch(sources: SearchSources, scope: SearchScope, ask: SearchAsk, keep?: (work: Promise<unknown>) => void): Promise<SearchAnswer> {
  const query = readSearchQuery(ask.query);
  if (query === undefined) return { query: '', hits: [] };
  let kept: KeptIndex;
  try {
    kept = await getIndex(sources, scope, keep);
  } catch {
    return { query, hits: [], unavailable: true };
  }
  const hits = searchIndex(kept.index, { query, region: ask.region, limit: ask.limit });
  return { query, hits, index: { bytes: kept.bytes, buildMs: kept.buildMs } };
}

/** A result's second line: what it is, then its own details. */
export function describeHit(hit: SearchHit, t: Translate): string {
  return [t(`search.kind.${hit.kind}`), hit.detail].filter(Boolean).join(' · ');
}
export { buildWebSite } from './website-json-ld';
