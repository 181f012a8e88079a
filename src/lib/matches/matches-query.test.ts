import { describe, expect, it } from 'vitest';
import { readScheduleQuery, toScheduleSearch } from './matches-query';

describe('the schedule query', () => {
  it('reads a turn and a team id', () => {
    expect(readScheduleQuery('?turn=22&team=4')).toEqual({ turnId: 22, teamId: 4 });
  });

  it('leaves out what is not an id', () => {
    expect(readScheduleQuery('?turn=abc&team=')).toEqual({ turnId: undefined, teamId: undefined });
    expect(readScheduleQuery('?turn=0&team=1234567890')).toEqual({ turnId: undefined, teamId: undefined });
    expect(readScheduleQuery('')).toEqual({ turnId: undefined, teamId: undefined });
  });

  it('writes only what is set', () => {
    expect(toScheduleSearch({ turnId: 22, teamId: 4 })).toBe('?turn=22&team=4');
    expect(toScheduleSearch({ teamId: 4 })).toBe('?team=4');
    expect(toScheduleSearch({})).toBe('');
  });
});
