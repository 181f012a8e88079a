import { describe, expect, it } from 'vitest';
import type { TierListEntry } from '../competition/types';
import { buildTeamRef } from './testing';
import { groupByTier } from './tiers';

const entry = (tier: TierListEntry['tier'], position: number, teamId: number): TierListEntry => ({ tier, position, team: buildTeamRef(teamId) });

describe('groupByTier', () => {
  it('lists S, A, B, C in order, each by position', () => {
    const groups = groupByTier([entry('B', 1, 5), entry('S', 2, 2), entry('A', 1, 3), entry('S', 1, 1), entry('C', 1, 6)]);
    expect(groups.map((group) => group.tier)).toEqual(['S', 'A', 'B', 'C']);
    expect(groups[0]?.entries.map((item) => item.team.id)).toEqual([1, 2]);
  });

  it('leaves out empty tiers', () => {
    expect(groupByTier([entry('A', 1, 1)]).map((group) => group.tier)).toEqual(['A']);
    expect(groupByTier([])).toEqual([]);
  });
});
