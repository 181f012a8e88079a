// The strongest seven a squad can put into a formation: each player used once, each slot worth
// what the player adds in its line. Exact, by dynamic programming over how many places each line
// has left (at most 2 × 4 × 4 × 4 states), so it stays cheap for a whole region's players.
import { FORMATIONS, PITCH_LINES, countLineSlots, type FormationId, type PitchLine } from '../../config/formations';
import { rateInLine, type RatedPlayer } from './player-rating';

/** The chosen players in the formation's slot order; a slot stays empty when the squad runs out. */
export function pickBestLineup<T extends RatedPlayer>(players: readonly T[], formationId: FormationId): (T | null)[] {
  const formation = FORMATIONS[formationId];
  const capacity = countLineSlots(formation);
  const sizes = PITCH_LINES.map((line) => capacity[line] + 1);
  const strides: number[] = [];
  let stateCount = 1;
  for (const size of sizes) {
    strides.push(stateCount);
    stateCount *= size;
  }
  const placesLeft = (state: number, l: number) => Math.floor(state / (strides[l] ?? 1)) % (sizes[l] ?? 1);
  const values = players.map((player) => PITCH_LINES.map((line) => rateInLine(player, line)));

  // choices[i][state]: the line player i goes to (or -1, left out) in the best lineup from
  // player i on, with `state` places left.
  const choices: Int8Array[] = [];
  let after = new Float64Array(stateCount);
  for (let i = players.length - 1; i >= 0; i--) {
    const best = new Float64Array(stateCount);
    const choice = new Int8Array(stateCount).fill(-1);
    for (let state = 0; state < stateCount; state++) {
      let top = after[state] ?? 0;
      for (let l = 0; l < PITCH_LINES.length; l++) {
        if (placesLeft(state, l) === 0) continue;
        const total = (values[i]?.[l] ?? 0) + (after[state - (strides[l] ?? 0)] ?? 0);
        if (total > top) {
          top = total;
          choice[state] = l;
        }
      }
      best[state] = top;
    }
    choices[i] = choice;
    after = best;
  }

  const byLine: Record<PitchLine, T[]> = { goalkeeper: [], defence: [], midfield: [], attack: [] };
  let state = stateCount - 1;
  players.forEach((player, i) => {
    const l = choices[i]?.[state] ?? -1;
    const line = PITCH_LINES[l];
    if (!line) return;
    byLine[line].push(player);
    state -= strides[l] ?? 0;
  });
  return formation.slots.map((slot) => byLine[slot.line].shift() ?? null);
}
