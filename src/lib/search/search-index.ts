// The search index: MiniSearch over the search documents, with the site's normalisation as its
// tokenizer, prefix and small-typo matching, and the order (exact name, current season,
// the visitor's own region) laid over the library's own relevance score as boosts.
import MiniSearch, { type Options, type SearchResult as MiniSearchResult } from 'minisearch';
import { SEARCH, type SearchKind } from '../../config/search';
import { normalizeSearchText } from '../text/search-text';
import type { SearchDocument } from './search-documents';

export type SearchIndex = MiniSearch<SearchDocument>;
/** One result as a page or the suggest endpoint shows it. */
export type SearchHit = { kind: SearchKind; name: string; detail: string; href: string; image?: string; colours?: string };

const STORED_FIELDS = ['kind', 'name', 'detail', 'href', 'image', 'colours', 'region', 'current'] as const;
type Stored = Pick<SearchDocument, (typeof STORED_FIELDS)[number]>;

const tokenize = (text: string) => {
  const normalized = normalizeSearchText(text);
  return normalized ? normalized.split(' ') : [];
};

/** Loading a stored index needs the same options it was built with. */
const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: ['name', 'aliases', 'context'],
  storeFields: [...STORED_FIELDS],
  tokenize,
  processTerm: (term) => term || null,
  searchOptions: {
    boost: { name: SEARCH.boosts.nameField, aliases: SEARCH.boosts.aliasField, context: SEARCH.boosts.contextField },
    combineWith: 'AND',
    prefix: true,
    fuzzy: (term) => (term.length >= SEARCH.fuzzyFromLength ? SEARCH.fuzzyShare : false),
  },
};

export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(documents);
  return index;
}

export const serializeSearchIndex = (index: SearchIndex): string => JSON.stringify(index);
export const loadSearchIndex = (json: string): SearchIndex => MiniSearch.loadJSON<SearchDocument>(json, INDEX_OPTIONS);

export type SearchRequest = {
  /** The visitor's words, already accepted by readSearchQuery. */
  query: string;
  /** The region the visitor came from: its results rank above other regions'. */
  region?: string;
  limit: number;
};

/** The index's results for a query, best first; none when nothing matches. */
export function searchIndex(index: SearchIndex, { query, region, limit }: SearchRequest): SearchHit[] {
  const wanted = normalizeSearchText(query);
  const { boosts } = SEARCH;
  const results = index.search(query, {
    boostDocument: (_id, _term, stored) => {
      const fields = stored as Stored | undefined;
      if (!fields) return 1;
      return (normalizeSearchText(fields.name) === wanted ? boosts.exactName : 1)
        * (fields.current ? boosts.currentSeason : 1)
        * (region && fields.region === region ? boosts.ownRegion : 1);
    },
  });
  return results.slice(0, limit).map(toHit);
}

function toHit(result: MiniSearchResult): SearchHit {
  // The stored fields come back on each result, beside the library's own.
  const { kind, name, detail, href, image, colours } = result as MiniSearchResult & Stored;
  return { kind, name, detail, href, ...(image ? { image } : colours ? { colours } : {}) };
}
