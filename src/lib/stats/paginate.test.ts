import { describe, expect, it } from 'vitest';
import { listPageLinks, paginate } from './paginate';

const ROWS = Array.from({ length: 45 }, (_, index) => index + 1);

describe('paginate', () => {
  it('cuts pages of the given size and says which rows they hold', () => {
    expect(paginate(ROWS, 1, 20)).toMatchObject({ rows: ROWS.slice(0, 20), page: 1, pageCount: 3, total: 45, first: 1, last: 20 });
    expect(paginate(ROWS, 3, 20)).toMatchObject({ rows: [41, 42, 43, 44, 45], first: 41, last: 45, outOfRange: false });
  });

  it('shows nothing past the last page, and says so', () => {
    expect(paginate(ROWS, 4, 20)).toMatchObject({ rows: [], pageCount: 3, first: 0, last: 0, outOfRange: true });
  });

  it('has one empty page for no rows, which is not out of range', () => {
    expect(paginate([], 1, 20)).toMatchObject({ rows: [], pageCount: 1, total: 0, outOfRange: false });
  });
});

describe('listPageLinks', () => {
  const numbers = (page: number, count: number) =>
    listPageLinks(page, count).map((link) => (link.kind === 'page' ? link.page : '…'));

  it('lists every page when there are few', () => {
    expect(numbers(1, 1)).toEqual([1]);
    expect(numbers(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps first, last and neighbours, with gaps between', () => {
    expect(numbers(6, 12)).toEqual([1, '…', 5, 6, 7, '…', 12]);
    expect(numbers(1, 12)).toEqual([1, 2, '…', 12]);
    // A gap of one page is shown as that page, not as an ellipsis.
    expect(numbers(4, 8)).toEqual([1, 2, 3, 4, 5, '…', 8]);
  });
});
