// Splits a statistics table into pages of STAT_PAGE_SIZE and lays out the links between them.
export type PageSlice<T> = {
  rows: T[];
  page: number;
  pageCount: number;
  total: number;
  /** 1-based positions of the first and last row shown; 0 when none is. */
  first: number;
  last: number;
  /** The URL asked for a page past the last one. */
  outOfRange: boolean;
};

export function paginate<T>(rows: readonly T[], page: number, size: number): PageSlice<T> {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const outOfRange = page > pageCount;
  const start = (page - 1) * size;
  const shown = outOfRange ? [] : rows.slice(start, start + size);
  return {
    rows: shown,
    page,
    pageCount,
    total: rows.length,
    first: shown.length > 0 ? start + 1 : 0,
    last: shown.length > 0 ? start + shown.length : 0,
    outOfRange,
  };
}

export type PageLink = { kind: 'page'; page: number } | { kind: 'gap' };

/** First, last and the pages around the current one, with gaps between: 1 … 4 5 6 … 12. */
export function listPageLinks(page: number, pageCount: number, around = 1): PageLink[] {
  const wanted = new Set<number>([1, pageCount]);
  for (let near = page - around; near <= page + around; near++) if (near >= 1 && near <= pageCount) wanted.add(near);
  const pages = [...wanted].sort((a, b) => a - b);
  const links: PageLink[] = [];
  pages.forEach((number, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && number - previous === 2) links.push({ kind: 'page', page: number - 1 });
    else if (previous !== undefined && number - previous > 2) links.push({ kind: 'gap' });
    links.push({ kind: 'page', page: number });
  });
  return links;
}
