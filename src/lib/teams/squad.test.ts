import { describe, expect, it } from 'vitest';
import type { Player } from '../competition/types';
import { groupSquadByRole } from './squad';

const player = (id: number, role: Player['role'], jersey?: number): Player => ({
  id, firstName: 'P', lastName: `L${id}`, gender: 'male', role, jersey, ratings: {},
});

describe('groupSquadByRole', () => {
  it('lists goalkeepers, defenders, midfielders and forwards, each by shirt number', () => {
    const groups = groupSquadByRole([
      player(1, 'forward', 9), player(2, 'goalkeeper', 13), player(3, 'midfielder', 8),
      player(4, 'goalkeeper', 1), player(5, 'forward', 7), player(6, 'defender', 4),
    ]);
    expect(groups.map(({ role, players }) => [role, players.map((p) => p.jersey)])).toEqual([
      ['goalkeeper', [1, 13]], ['defender', [4]], ['midfielder', [8]], ['forward', [7, 9]],
    ]);
  });

  it('puts players without a number last and leaves out empty roles and repeats', () => {
    const groups = groupSquadByRole([player(1, 'forward'), player(2, 'forward', 11), player(2, 'forward', 11)]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.players.map((p) => p.id)).toEqual([2, 1]);
  });
});
