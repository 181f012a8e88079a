import { describe, expect, it } from 'vitest';
import { FORMATIONS, PITCH_LINES, countLineSlots, type FormationId } from '../../config/formations';
import type { PlayerRole } from '../competition/types';
import { pickBestLineup } from './best-lineup';
import { rateInLine, type RatedPlayer } from './player-rating';
import { createSeededRandom } from './seeded-random';

const ROLES: readonly PlayerRole[] = ['goalkeeper', 'defender', 'midfielder', 'forward'];
const player = (id: number, role: PlayerRole, average: number): RatedPlayer => ({ id, role, ratings: { average } });

const total = (formationId: FormationId, lineup: readonly (RatedPlayer | null)[]) =>
  FORMATIONS[formationId].slots.reduce((sum, slot, i) => {
    const placed = lineup[i];
    return sum + (placed ? rateInLine(placed, slot.line) : 0);
  }, 0);

/** Every way of sending each player to a line with room, or leaving them out. */
function bruteForceBest(players: readonly RatedPlayer[], formationId: FormationId): number {
  const values = players.map((current) => PITCH_LINES.map((line) => rateInLine(current, line)));
  const left = PITCH_LINES.map((line) => countLineSlots(FORMATIONS[formationId])[line]);
  const search = (i: number): number => {
    const own = values[i];
    if (!own) return 0;
    let best = search(i + 1);
    left.forEach((room, l) => {
      if (room === 0) return;
      left[l] = room - 1;
      best = Math.max(best, (own[l] ?? 0) + search(i + 1));
      left[l] = room;
    });
    return best;
  };
  return search(0);
}

describe('pickBestLineup', () => {
  it('puts a balanced squad in position, the better goalkeeper in goal', () => {
    const squad = [player(1, 'goalkeeper', 60), player(2, 'goalkeeper', 80), player(3, 'defender', 70), player(4, 'defender', 70),
      player(5, 'midfielder', 70), player(6, 'midfielder', 70), player(7, 'midfielder', 70), player(8, 'forward', 75)];
    expect(pickBestLineup(squad, '2-3-1').map((placed) => placed?.id)).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });

  it('uses each player once and leaves slots empty when the squad runs out', () => {
    const lineup = pickBestLineup([player(1, 'goalkeeper', 70), player(2, 'forward', 80)], '2-2-2');
    expect(lineup.filter((placed) => placed !== null).map((placed) => placed.id).sort()).toEqual([1, 2]);
    expect(lineup[0]?.id).toBe(1);
    expect(lineup.filter((placed) => placed === null)).toHaveLength(5);
  });

  it('plays a strong forward out of position rather than leave a line to a weak one', () => {
    const squad = [player(1, 'goalkeeper', 70), player(2, 'defender', 70), player(3, 'defender', 70),
      player(4, 'midfielder', 30), player(5, 'forward', 90), player(6, 'forward', 88), player(7, 'forward', 86)];
    const lineup = pickBestLineup(squad, '2-1-3');
    expect(lineup.map((placed) => placed?.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pickBestLineup(squad, '2-2-2').slice(3, 5).map((placed) => placed?.id)).toContain(7);
  });

  it('finds the best total an exhaustive search finds', () => {
    const random = createSeededRandom(2024);
    for (let round = 0; round < 25; round++) {
      const squad = Array.from({ length: 9 }, (_, i) =>
        player(i + 1, ROLES[Math.floor(random() * 4)] ?? 'forward', 30 + Math.floor(random() * 70)));
      for (const formationId of ['2-3-1', '3-1-2'] as const) {
        expect(total(formationId, pickBestLineup(squad, formationId))).toBeCloseTo(bruteForceBest(squad, formationId), 8);
      }
    }
  });
});
