import { describe, expect, it } from 'vitest';
import { readMatchesQuery, toMatchesSearch } from './matches-query';

/** A query as the resolver hands it to a reader: the first value of each parameter. */
const parsed = (search: string) => Object.fromEntries([...new URLSearchParams(search)].reverse());

describe('the matches query', () => {
  it('reads a turn and a team id', () => {
    expect(readMatchesQuery(parsed('?turn=22&team=4'))).toEqual({ turnId: 22, teamId: 4 });
  });

  it('leaves out what is not an id', () => {
    expect(readMatchesQuery(parsed('?turn=abc&team='))).toEqual({ turnId: undefined, teamId: undefined });
    expect(readMatchesQuery(parsed('?turn=0&team=1234567890'))).toEqual({ turnId: undefined, teamId: undefined });
    expect(readMatchesQuery(parsed(''))).toEqual({ turnId: undefined, teamId: undefined });
  });

  it('writes only what is set', () => {
    expect(toMatchesSearch({ turnId: 22, teamId: 4 })).toBe('?turn=22&team=4');
    expect(toMatchesSearch({ teamId: 4 })).toBe('?team=4');
    expect(toMatchesSearch({})).toBe('');
  });
});
