import { describe, expect, it } from 'vitest';
import { POOL_PAGE_SIZE, foldForSearch, readPoolFilters, readShownCount, toPoolMatcher } from './pool-filter';
import { buildPoolPlayer } from './testing/pool';
import { readAddressQuery } from './address-query';

const inigo = buildPoolPlayer(1, 'defender', { firstName: 'Íñigo', lastName: 'Ferrán', teamId: 2, category: 'wildcard' });
const alvaro = buildPoolPlayer(2, 'forward', { firstName: 'Álvaro', lastName: 'Carmona', teamId: 3 });

describe('readPoolFilters', () => {
  it('reads the name, position, club and category a form without script sends', () => {
    expect(readPoolFilters(readAddressQuery('q=%20inigo%20&role=defender&team=2&cat=wildcard'))).toEqual({
      query: 'inigo', role: 'defender', teamId: 2, category: 'wildcard',
    });
  });

  it('leaves out empty and unknown values', () => {
    expect(readPoolFilters(readAddressQuery('q=&role=striker&team=0&cat=legend'))).toEqual({ query: '' });
  });
});

describe('readShownCount', () => {
  it('shows a first page, and whole pages of more when asked', () => {
    expect(readShownCount(readAddressQuery(''))).toBe(POOL_PAGE_SIZE);
    expect(readShownCount(readAddressQuery(`show=${POOL_PAGE_SIZE * 2}`))).toBe(POOL_PAGE_SIZE * 2);
    expect(readShownCount(readAddressQuery('show=41'))).toBe(POOL_PAGE_SIZE * 2);
    expect(readShownCount(readAddressQuery('show=3'))).toBe(POOL_PAGE_SIZE);
    expect(readShownCount(readAddressQuery('show=-5'))).toBe(POOL_PAGE_SIZE);
  });
});

describe('toPoolMatcher', () => {
  it('finds a name whatever its accents and case', () => {
    expect(foldForSearch('Íñigo FERRÁN')).toBe('inigo ferran');
    const matches = toPoolMatcher({ query: 'INIGO ferr' });
    expect([inigo, alvaro].filter(matches)).toEqual([inigo]);
  });

  it('narrows by position, club and category together', () => {
    expect([inigo, alvaro].filter(toPoolMatcher({ query: '', role: 'forward' }))).toEqual([alvaro]);
    expect([inigo, alvaro].filter(toPoolMatcher({ query: '', teamId: 2, category: 'wildcard' }))).toEqual([inigo]);
    expect([inigo, alvaro].filter(toPoolMatcher({ query: '', teamId: 2, category: 'reserve' }))).toEqual([]);
  });
});
