// A season's draft: a snake draft where each team fills one goalkeeper and three of each outfield
// line with the best of what is left (with a little taste), then names its two reserves.
import type { Rng } from '../seeded-random';
import type { SquadPlayer } from './squads';
import type { DraftPick, PlayerRole } from './types';

const NEEDS: Readonly<Record<PlayerRole, number>> = { goalkeeper: 1, defender: 3, midfielder: 3, forward: 3 };
export const DRAFT_ROUNDS = Object.values(NEEDS).reduce((a, b) => a + b, 0);

/** Team order of a round: even rounds run backwards (snake). */
function roundOrder(order: readonly number[], round: number): readonly number[] {
  return round % 2 === 1 ? order : [...order].reverse();
}

export type DraftResult = { picks: DraftPick[]; rosters: Map<number, SquadPlayer[]> };

/**
 * @param order     team ids, first pick first
 * @param pool      every draft-category player of the league
 * @param reserves  each team's own reserves, named after the main rounds
 */
export function runDraft(seasonId: number, order: readonly number[], pool: readonly SquadPlayer[], reserves: ReadonlyMap<number, readonly SquadPlayer[]>, rng: Rng): DraftResult {
  const available = [...pool].sort((a, b) => b.ratings.average - a.ratings.average || a.id - b.id);
  const needs = new Map(order.map((teamId) => [teamId, { ...NEEDS }]));
  const rosters = new Map<number, SquadPlayer[]>(order.map((teamId) => [teamId, []]));
  const picks: DraftPick[] = [];
  for (let round = 1; round <= DRAFT_ROUNDS; round++) {
    for (const teamId of roundOrder(order, round)) {
      const need = needs.get(teamId)!;
      const wanted = available.filter((player) => need[player.role] > 0).slice(0, 3);
      // Scouts disagree: the best available goes first most of the time, not always.
      const choice = rng.weighted(wanted, (player) => 3 - wanted.indexOf(player));
      available.splice(available.indexOf(choice), 1);
      need[choice.role]--;
      rosters.get(teamId)!.push(choice);
      picks.push({ seasonId, order: picks.length + 1, round, teamId, playerId: choice.id, category: 'draft' });
    }
  }
  for (let extra = 0; extra < 2; extra++) {
    const round = DRAFT_ROUNDS + extra + 1;
    for (const teamId of roundOrder(order, round)) {
      const reserve = reserves.get(teamId)?.[extra];
      if (!reserve) continue;
      rosters.get(teamId)!.push(reserve);
      picks.push({ seasonId, order: picks.length + 1, round, teamId, playerId: reserve.id, category: 'reserve' });
    }
  }
  return { picks, rosters };
}
