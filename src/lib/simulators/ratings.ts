// Line ratings of a seven placed in a formation, and of a whole squad by its best seven.
import { DEFAULT_FORMATION_ID, FORMATIONS, type FormationId, type PitchLine } from '../../config/formations';
import { pickBestLineup } from './best-lineup';
import { rateInLine, type RatedPlayer } from './player-rating';
import { DEFAULT_RATING, LINE_SIZE_STEP, MAX_RATING } from './rating-tables';

/** Each line's rating and the overall one, whole numbers on the cards' 0–99 scale. */
export type LineRatings = Record<PitchLine, number> & { overall: number };

/** For a club whose squad could not be read: every line plays like a default card. */
export const DEFAULT_LINE_RATINGS: LineRatings = {
  goalkeeper: DEFAULT_RATING, defence: DEFAULT_RATING, midfield: DEFAULT_RATING, attack: DEFAULT_RATING, overall: DEFAULT_RATING,
};

const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);
const toRating = (value: number) => Math.round(Math.min(MAX_RATING, Math.max(0, value)));

/**
 * A placed seven: each line is the mean of what its slots add (an empty slot adds 0), moved by
 * the line's size for outfield lines; overall is the mean of all seven slots.
 */
export function rateLineup(formationId: FormationId, slots: readonly (RatedPlayer | null | undefined)[]): LineRatings {
  const formation = FORMATIONS[formationId];
  const byLine: Record<PitchLine, number[]> = { goalkeeper: [], defence: [], midfield: [], attack: [] };
  formation.slots.forEach((slot, i) => {
    const player = slots[i];
    byLine[slot.line].push(player ? rateInLine(player, slot.line) : 0);
  });
  const rateLine = (line: PitchLine) => {
    const values = byLine[line];
    const size = line === 'goalkeeper' ? 1 : 1 + LINE_SIZE_STEP * (values.length - 2);
    return toRating(mean(values) * size);
  };
  return {
    goalkeeper: rateLine('goalkeeper'),
    defence: rateLine('defence'),
    midfield: rateLine('midfield'),
    attack: rateLine('attack'),
    overall: toRating(mean(Object.values(byLine).flat())),
  };
}

/** A squad is rated by its best seven in the league's standard 2-3-1, so every club is measured alike. */
export function rateSquad(players: readonly RatedPlayer[]): LineRatings {
  return rateLineup(DEFAULT_FORMATION_ID, pickBestLineup(players, DEFAULT_FORMATION_ID));
}
