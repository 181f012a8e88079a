import { describe, expect, it } from 'vitest';
import { MAX_SHARED_ID, decodeId, decodeIdTokens, encodeId, encodeIds, readShareQuery, type LinkProblem } from './share-link';

describe('ids', () => {
  it('round-trip as base36', () => {
    for (const id of [1, 35, 36, 1295, 987654, MAX_SHARED_ID]) expect(decodeId(encodeId(id))).toBe(id);
    expect(encodeIds([1, 36, 1295])).toBe('1.10.zz');
  });

  it('are refused when zero, negative, padded, upper case, fractional or past 31 bits', () => {
    const past = (MAX_SHARED_ID + 1).toString(36);
    for (const token of ['', '0', '-1', '01', 'A', '1.5', ' 1', past, 'zzzzzzz', '1e3x!']) {
      expect(decodeId(token), token).toBeUndefined();
    }
  });

  it('that could not be read back are left out of a link', () => {
    expect(encodeIds([0, -3, 2.5, MAX_SHARED_ID + 1, 7])).toBe('7');
  });
});

describe('decodeIdTokens', () => {
  it('keeps places, reading empty ones as vacancies where allowed', () => {
    const problems = new Set<LinkProblem>();
    expect(decodeIdTokens('1..3', 7, problems, new Set(), true)).toEqual([1, null, 3]);
    expect([...problems]).toEqual([]);
  });

  it('names bad ids, repeats and overflow, once each', () => {
    const problems = new Set<LinkProblem>();
    expect(decodeIdTokens('1..x!.1.2.-4.3', 5, problems, new Set())).toEqual([1, null, null, null, 2]);
    expect([...problems]).toEqual(['too-many-players', 'bad-id', 'duplicate']);
  });
});

describe('readShareQuery', () => {
  const read = (query: string) => {
    const problems = new Set<LinkProblem>();
    return { params: readShareQuery(query, ['p'], problems)?.toString(), problems: [...problems] };
  };

  it('reads a query of this version, with or without its question mark', () => {
    expect(read('?v=1&p=a')).toEqual({ params: 'v=1&p=a', problems: [] });
    expect(read('v=1')).toEqual({ params: 'v=1', problems: [] });
  });

  it('treats a query without the link’s keys as no link at all', () => {
    expect(read('')).toEqual({ params: undefined, problems: [] });
    expect(read('utm_source=x')).toEqual({ params: undefined, problems: [] });
  });

  it('refuses another version and a link without one', () => {
    expect(read('v=2&p=a')).toEqual({ params: undefined, problems: ['unsupported-version'] });
    expect(read('p=a')).toEqual({ params: undefined, problems: ['unsupported-version'] });
  });

  it('refuses a query over 512 characters without reading it', () => {
    expect(read(`v=1&p=${'a.'.repeat(300)}`)).toEqual({ params: undefined, problems: ['too-long'] });
  });
});
