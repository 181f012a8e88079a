// Shirt numbers for a squad, unique within it: 1 for the first goalkeeper, 13 for the second.
import type { Rng } from '../seeded-random';
import type { Roster } from './transfers';

const OUTFIELD_NUMBERS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 27, 30, 33, 77, 99];

export function assignJerseys(rng: Rng, roster: readonly Roster[]): Map<number, number> {
  const numbers = new Map<number, number>();
  const keepers = roster.filter((e) => e.player.role === 'goalkeeper').sort((a, b) => (a.category === 'reserve' ? 1 : 0) - (b.category === 'reserve' ? 1 : 0) || a.player.id - b.player.id);
  const free = rng.shuffle(OUTFIELD_NUMBERS);
  keepers.forEach((e, i) => numbers.set(e.player.id, i === 0 ? 1 : i === 1 ? 13 : free.pop()!));
  for (const e of roster) if (!numbers.has(e.player.id)) numbers.set(e.player.id, free.pop()!);
  return numbers;
}
