import { describe, expect, it } from 'vitest';
import {
  BENCH_SIZE, DEFAULT_FORMATION_ID, FORMATIONS, FORMATION_IDS, PLAYERS_ON_PITCH, countLineSlots, isFormationId,
} from './formations';

describe('formations table', () => {
  it('offers the usual sevens, the fantasy game’s 2-3-1 first and by default', () => {
    expect(FORMATION_IDS).toEqual(['2-3-1', '3-2-1', '2-2-2', '3-1-2', '2-1-3']);
    expect(DEFAULT_FORMATION_ID).toBe('2-3-1');
    expect(BENCH_SIZE).toBe(5);
  });

  it('gives every formation one goalkeeper, first, and six outfield slots', () => {
    for (const formation of Object.values(FORMATIONS)) {
      expect(formation.slots).toHaveLength(PLAYERS_ON_PITCH);
      expect(formation.slots[0]?.line).toBe('goalkeeper');
      expect(countLineSlots(formation).goalkeeper).toBe(1);
    }
  });

  it('counts each line as its name says', () => {
    for (const id of FORMATION_IDS) {
      const { defence, midfield, attack } = countLineSlots(FORMATIONS[id]);
      expect(`${defence}-${midfield}-${attack}`).toBe(id);
    }
  });

  it('orders slots from the back, each line from the left, all inside the pitch and apart', () => {
    const order = ['goalkeeper', 'defence', 'midfield', 'attack'];
    for (const [id, { slots }] of Object.entries(FORMATIONS)) {
      const lines = slots.map((slot) => order.indexOf(slot.line));
      expect(lines, id).toEqual([...lines].sort((a, b) => a - b));
      // Every formation puts two or more players on some line, so some neighbours are compared.
      const neighbours = slots.slice(1).flatMap((slot, i) => (slots[i]!.line === slot.line ? [[slots[i]!, slot] as const] : []));
      expect(neighbours.length, id).toBeGreaterThan(0);
      for (const [before, slot] of neighbours) expect(slot.x, id).toBeGreaterThan(before.x);
      for (const { x, y } of slots) {
        expect(x).toBeGreaterThan(0);
        expect(x).toBeLessThan(100);
        expect(y).toBeGreaterThan(0);
        expect(y).toBeLessThan(100);
      }
      expect(new Set(slots.map(({ x, y }) => `${x},${y}`)).size, id).toBe(slots.length);
    }
  });

  it('recognises only its own formation ids', () => {
    expect(isFormationId('3-1-2')).toBe(true);
    expect(isFormationId('4-4-2')).toBe(false);
    expect(isFormationId('toString')).toBe(false);
  });
});
