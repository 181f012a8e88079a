import { describe, expect, it } from 'vitest';
import { buildStatEntry } from '../testing/builders';
import { isGoalkeeperOnlyCode, keepEligiblePlayers, topSlice } from './stats';

describe('topSlice', () => {
  it('keeps the first three by default', () => {
    expect(topSlice([1, 2, 3, 4, 5])).toEqual([1, 2, 3]);
    expect(topSlice([1, 2, 3, 4, 5], 3)).toEqual([1, 2, 3]);
  });

  it('keeps what there is when the list is short', () => {
    expect(topSlice([1], 3)).toEqual([1]);
  });
});

describe('goalkeeper-only codes', () => {
  it('are goals conceded and saves', () => {
    expect(isGoalkeeperOnlyCode('GOL-S')).toBe(true);
    expect(isGoalkeeperOnlyCode('PRT')).toBe(true);
    expect(isGoalkeeperOnlyCode('GOL')).toBe(false);
  });

  it('rank goalkeepers only', () => {
    const entries = [buildStatEntry(1, 'forward'), buildStatEntry(2, 'goalkeeper'), buildStatEntry(3, 'defender')];
    expect(keepEligiblePlayers('PRT', entries).map((entry) => entry.player.id)).toEqual([2]);
    expect(keepEligiblePlayers('GOL', entries).map((entry) => entry.player.id)).toEqual([1, 2, 3]);
  });
});
