import { describe, expect, it } from 'vitest';
import { toTableColumn } from './stat-row';
import { parseFilterNumber, readTableQuery, toTableSearch } from './table-query';

/** A query as the resolver hands it to a reader: the first value of each parameter. */
const parsed = (search: string) => Object.fromEntries([...new URLSearchParams(search)].reverse());

const COLUMNS = (['rank', 'player', 'team', 'goals', 'shotAccuracy'] as const).map(toTableColumn);

describe('readTableQuery', () => {
  it('reads page, sort and filter', () => {
    expect(readTableQuery(parsed('?page=3&sort=goals&dir=asc&col=player&op=contains&q=garc%C3%ADa'), COLUMNS)).toEqual({
      page: 3,
      sort: { column: 'goals', dir: 'asc' },
      filter: { column: 'player', mode: 'contains', value: 'garcía' },
    });
  });

  it('starts on page 1, in the ranking’s order, unfiltered', () => {
    expect(readTableQuery(parsed(''), COLUMNS)).toEqual({ page: 1 });
  });

  it('gives figures largest first and names A–Z when the direction is missing or unknown', () => {
    expect(readTableQuery(parsed('?sort=goals'), COLUMNS).sort).toEqual({ column: 'goals', dir: 'desc' });
    expect(readTableQuery(parsed('?sort=player&dir=sideways'), COLUMNS).sort).toEqual({ column: 'player', dir: 'asc' });
    expect(readTableQuery(parsed('?sort=rank'), COLUMNS).sort).toEqual({ column: 'rank', dir: 'asc' });
  });

  it('ignores columns the page does not have and pages that are not numbers', () => {
    expect(readTableQuery(parsed('?sort=saves&col=saves&op=gt&q=3&page=0'), COLUMNS)).toEqual({ page: 1 });
    expect(readTableQuery(parsed('?page=abc'), COLUMNS)).toEqual({ page: 1 });
  });

  it('drops an empty filter value: the form without script sends one', () => {
    expect(readTableQuery(parsed('?col=player&op=contains&q='), COLUMNS)).toEqual({ page: 1 });
    expect(readTableQuery(parsed('?col=player&op=contains&q=+++'), COLUMNS)).toEqual({ page: 1 });
  });

  it('sets aside a mode the column has not, or a number that is none, and says why', () => {
    expect(readTableQuery(parsed('?col=player&op=gt&q=a'), COLUMNS)).toEqual({ page: 1, filterProblem: 'mode' });
    expect(readTableQuery(parsed('?col=goals&op=contains&q=1'), COLUMNS)).toEqual({ page: 1, filterProblem: 'mode' });
    expect(readTableQuery(parsed('?col=goals&op=gt&q=many'), COLUMNS)).toEqual({ page: 1, filterProblem: 'number' });
  });

  it('accepts equals and not equals for both kinds of column', () => {
    expect(readTableQuery(parsed('?col=goals&op=eq&q=4'), COLUMNS).filter).toEqual({ column: 'goals', mode: 'eq', value: '4' });
    expect(readTableQuery(parsed('?col=team&op=ne&q=Cometa'), COLUMNS).filter).toEqual({ column: 'team', mode: 'ne', value: 'Cometa' });
  });
});

describe('toTableSearch', () => {
  it('writes the state in a fixed order, leaving page 1 out', () => {
    expect(toTableSearch({ page: 1 })).toBe('');
    expect(toTableSearch({ page: 2 })).toBe('?page=2');
    expect(
      toTableSearch({ page: 2, sort: { column: 'goals', dir: 'asc' }, filter: { column: 'player', mode: 'starts', value: 'Ik er' } }),
    ).toBe('?sort=goals&dir=asc&col=player&op=starts&q=Ik+er&page=2');
  });

  it('is read back as the same state', () => {
    const state = { page: 4, sort: { column: 'team', dir: 'desc' }, filter: { column: 'shotAccuracy', mode: 'ge', value: '50' } } as const;
    expect(readTableQuery(parsed(toTableSearch(state)), COLUMNS)).toEqual(state);
  });
});

describe('parseFilterNumber', () => {
  it.each([
    ['12', 12],
    ['4.5', 4.5],
    ['4,5', 4.5],
    [' 62 % ', 62],
    ['-1', -1],
    ['٦٢', 62],
    ['٤٫٥', 4.5],
    ['۱۲', 12],
  ])('reads %j as %d', (text, number) => {
    expect(parseFilterNumber(text)).toBe(number);
  });

  it.each(['', 'abc', '1.2.3', '12a', '--1'])('finds no number in %j', (text) => {
    expect(parseFilterNumber(text)).toBeUndefined();
  });
});
