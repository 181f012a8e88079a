// Who plays a match and for how long: a goalkeeper for the whole forty minutes, six outfield
// starters and three rolling substitutes, chosen with a preference for the better rated.

import { MATCH_MINUTES } from '../match-clock';
import type { Rng } from '../seeded-random';
import type { PlayerRole } from './types';

export type SquadMember = { id: number; role: PlayerRole; category: string; rating: number };
export type Appearance = { player: SquadMember; minutes: number };

const STARTERS = 6;
const SUBSTITUTES = 3;

function pickWeighted(rng: Rng, pool: SquadMember[], count: number): SquadMember[] {
  const chosen: SquadMember[] = [];
  const left = [...pool];
  while (chosen.length < count && left.length > 0) {
    const player = rng.weighted(left, (p) => (p.rating - 40) ** 2 * (p.category === 'reserve' ? 0.15 : 1));
    left.splice(left.indexOf(player), 1);
    chosen.push(player);
  }
  return chosen;
}

export function chooseLineup(squad: readonly SquadMember[], rng: Rng): Appearance[] {
  const sorted = [...squad].sort((a, b) => a.id - b.id);
  const keepers = sorted.filter((p) => p.role === 'goalkeeper').sort((a, b) => b.rating - a.rating || a.id - b.id);
  // Now and then the second goalkeeper gets a game.
  const keeper = keepers.length > 1 && rng.chance(0.06) ? keepers[1]! : keepers[0];
  const outfield = sorted.filter((p) => p.role !== 'goalkeeper');
  const starters = pickWeighted(rng, outfield, STARTERS);
  const substitutes = pickWeighted(rng, outfield.filter((p) => !starters.includes(p)), SUBSTITUTES);
  return [
    ...(keeper ? [{ player: keeper, minutes: MATCH_MINUTES }] : []),
    ...starters.map((player) => ({ player, minutes: rng.chance(0.35) ? MATCH_MINUTES : rng.int(22, 38) })),
    ...substitutes.map((player) => ({ player, minutes: rng.int(5, 18) })),
  ];
}
