import { describe, expect, it } from 'vitest';
import type { DraftPick } from '../competition/types';
import { groupPicksByRound, isSnakeDraft, toDraftOrder } from './draft-rounds';

const pick = (order: number, round: number, teamId: number, category = 'draft'): DraftPick => ({
  order, round, teamId, category, player: { id: order * 10, firstName: 'A', lastName: `B${order}`, role: 'forward' },
});

describe('the draft by rounds', () => {
  const snake = [pick(1, 1, 7), pick(2, 1, 8), pick(3, 1, 9), pick(4, 2, 9), pick(5, 2, 8), pick(6, 2, 7), pick(7, 3, 7, 'reserve'), pick(8, 3, 8, 'reserve'), pick(9, 3, 9, 'reserve')];

  it('groups the picks by round, in order, each round with its category', () => {
    const rounds = groupPicksByRound([...snake].reverse());
    expect(rounds.map((round) => [round.round, round.category, round.picks.map((p) => p.order)])).toEqual([
      [1, 'draft', [1, 2, 3]],
      [2, 'draft', [4, 5, 6]],
      [3, 'reserve', [7, 8, 9]],
    ]);
  });

  it('reads the draft order from the first round', () => {
    expect(toDraftOrder(snake)).toEqual([7, 8, 9]);
    expect(toDraftOrder([])).toEqual([]);
  });

  it('tells a snake draft from one with the same order every round', () => {
    expect(isSnakeDraft(groupPicksByRound(snake))).toBe(true);
    const fixed = [pick(1, 1, 7), pick(2, 1, 8), pick(3, 2, 7), pick(4, 2, 8)];
    expect(isSnakeDraft(groupPicksByRound(fixed))).toBe(false);
    expect(isSnakeDraft(groupPicksByRound([pick(1, 1, 7)]))).toBe(false);
  });
});
