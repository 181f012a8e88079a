// One player's worth in one line of a seven: the card's rating for that line, times the role's fit.
import type { PitchLine } from '../../config/formations';
import type { PlayerRatings, PlayerRole } from '../competition/types';
import { DEFAULT_RATING, LINE_WEIGHTS, ROLE_FIT } from './rating-tables';

/** What the simulators need of a player; the competition API's `Player` is one. */
export type RatedPlayer = { id: number; role: PlayerRole; ratings?: PlayerRatings };

function meanOf(values: readonly number[]): number | undefined {
  return values.length === 0 ? undefined : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * The card's rating for a line before fit: the line's weighted mean over the ratings the card
 * has; a card with none of them (a goalkeeper's card in attack) gives its average, or the mean of
 * what it has, and a card with nothing at all the default.
 */
export function rateCardForLine(ratings: PlayerRatings | undefined, line: PitchLine): number {
  const weights: Readonly<Partial<Record<keyof PlayerRatings, number>>> = LINE_WEIGHTS[line];
  let total = 0;
  let weightSum = 0;
  for (const [key, weight] of Object.entries(weights)) {
    const value = ratings?.[key as keyof PlayerRatings];
    if (value === undefined || weight === undefined) continue;
    total += value * weight;
    weightSum += weight;
  }
  if (weightSum > 0) return total / weightSum;
  return ratings?.average ?? meanOf(Object.values(ratings ?? {})) ?? DEFAULT_RATING;
}

/** What a player adds in a slot of `line`: the card's line rating weighted by the fit table. */
export function rateInLine(player: RatedPlayer, line: PitchLine): number {
  return rateCardForLine(player.ratings, line) * ROLE_FIT[player.role][line];
}
