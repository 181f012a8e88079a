import { describe, expect, it } from 'vitest';
import { resolveSharedLineup, resolveSharedPicks } from './resolve-shared-picks';

// The region's pool: a player of the other edition (id 900) is simply not in it.
const POOL = [{ id: 1, name: 'A' }, { id: 2, name: 'B' }, { id: 3, name: 'C' }];

describe('resolveSharedPicks', () => {
  it('finds the picks in the pool in their order and reports the ids it lacks', () => {
    expect(resolveSharedPicks({ picks: [3, 900, 1, 77] }, POOL)).toEqual({
      picks: [{ id: 3, name: 'C' }, { id: 1, name: 'A' }], unknownIds: [900, 77],
    });
  });
});

describe('resolveSharedLineup', () => {
  it('vacates the slot of an unknown player and drops them from the bench', () => {
    expect(resolveSharedLineup({ slots: [1, null, 900, 2], bench: [77, 3] }, POOL)).toEqual({
      slots: [{ id: 1, name: 'A' }, null, null, { id: 2, name: 'B' }], bench: [{ id: 3, name: 'C' }], unknownIds: [900, 77],
    });
  });
});
