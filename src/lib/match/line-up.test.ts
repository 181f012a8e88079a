import { describe, expect, it } from 'vitest';
import type { PlayerRef, PlayerRole } from '../competition';
import { toLineUp } from './line-up';

const player = (id: number, role: PlayerRole): PlayerRef => ({ id, firstName: 'P', lastName: String(id), role, jersey: id });
const squad = [
  player(1, 'goalkeeper'), player(13, 'goalkeeper'),
  player(2, 'defender'), player(3, 'defender'), player(4, 'defender'),
  player(6, 'midfielder'), player(8, 'midfielder'), player(10, 'midfielder'),
  player(9, 'forward'), player(11, 'forward'), player(17, 'forward'),
];
const played = (minutes: Record<number, number>) =>
  Object.entries(minutes).map(([id, total]) => ({ playerId: Number(id), stats: [{ code: 'GOL', total: 0 }, { code: 'MIN', total }] }));
const ids = (players: readonly PlayerRef[]) => players.map((p) => p.id);

describe('toLineUp', () => {
  it('starts the keeper and the six outfield players with the most minutes, in rows from the forwards to the keeper', () => {
    const lineUp = toLineUp(squad, played({ 1: 40, 2: 40, 3: 30, 6: 38, 8: 25, 9: 40, 11: 22, 4: 12, 10: 8, 17: 5 }));
    expect(lineUp?.rows.map(ids)).toEqual([[9, 11], [6, 8], [2, 3], [1]]);
  });

  it('lists those who came on apart, most minutes first, and leaves out who did not play', () => {
    const lineUp = toLineUp(squad, played({ 1: 40, 2: 40, 3: 30, 6: 38, 8: 25, 9: 40, 11: 22, 4: 12, 10: 8, 17: 5, 13: 0 }));
    expect(ids(lineUp!.substitutes)).toEqual([4, 10, 17]);
    expect(lineUp!.rows.flat()).toHaveLength(7);
  });

  it('knows no line-up before anyone has played', () => {
    expect(toLineUp(squad, undefined)).toBeUndefined();
    expect(toLineUp(squad, played({ 1: 0, 2: 0 }))).toBeUndefined();
  });
});
