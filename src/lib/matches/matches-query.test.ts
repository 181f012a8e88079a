import { describe, expect, it } from 'vitest';
import { readMatchesQuery, toMatchesSearch } from './matches-query';

describe('the matches query', () => {
  it('reads a turn and a team id', () => {
    expect(readMatchesQuery(new URLSearchParams('?turn=22&team=4'))).toEqual({ turnId: 22, teamId: 4 });
  });

  it('leaves out what is not an id', () => {
    expect(readMatchesQuery(new URLSearchParams('?turn=abc&team='))).toEqual({ turnId: undefined, teamId: undefined });
    expect(readMatchesQuery(new URLSearchParams('?turn=0&team=1234567890'))).toEqual({ turnId: undefined, teamId: undefined });
    expect(readMatchesQuery(new URLSearchParams(''))).toEqual({ turnId: undefined, teamId: undefined });
  });

  it('writes only what is set', () => {
    expect(toMatchesSearch({ turnId: 22, teamId: 4 })).toBe('?turn=22&team=4');
    expect(toMatchesSearch({ teamId: 4 })).toBe('?team=4');
    expect(toMatchesSearch({})).toBe('');
  });
});
