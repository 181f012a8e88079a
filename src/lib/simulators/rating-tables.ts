// How card ratings become line ratings and how well each role plays each line; the team simulator's
// page prints these tables to explain its numbers.
import type { PitchLine } from '../../config/formations';
import type { PlayerRatings, PlayerRole } from '../competition/types';

type RatingKey = keyof PlayerRatings;
export type GoalkeeperRatingKey = 'diving' | 'handling' | 'reflexes' | 'anticipation' | 'goalkeeperPassing';
export type OutfieldRatingKey = Exclude<RatingKey, GoalkeeperRatingKey | 'average'>;

/** A player with no card ratings at all plays like a modest card of this value. */
export const DEFAULT_RATING = 60;

/**
 * Each line's rating as a weighted mean of the card's ratings (weights sum to 1). Goalkeeping is
 * shot-stopping first; defence is tackling and winning duels; midfield is mostly passing;
 * attack is mostly finishing. Ratings a card lacks are left out and the rest reweighted.
 */
export const LINE_WEIGHTS = {
  goalkeeper: { diving: 0.25, reflexes: 0.25, handling: 0.2, anticipation: 0.2, goalkeeperPassing: 0.1 },
  defence: { defence: 0.4, duels: 0.25, physical: 0.2, passing: 0.15 },
  midfield: { passing: 0.35, skills: 0.2, duels: 0.15, defence: 0.1, physical: 0.1, shooting: 0.1 },
  attack: { shooting: 0.45, skills: 0.25, physical: 0.15, passing: 0.15 },
} as const satisfies { goalkeeper: Partial<Record<GoalkeeperRatingKey, number>> } & Record<
  Exclude<PitchLine, 'goalkeeper'>,
  Partial<Record<OutfieldRatingKey, number>>
>;

/**
 * How much of a player's line rating counts in a slot of each line. In position is 1; a
 * neighbouring line keeps most of it, a distant one less; anyone outfield in goal keeps 0.4 and a
 * goalkeeper outfield little more, because neither has the other's card ratings to draw on.
 */
export const ROLE_FIT = {
  goalkeeper: { goalkeeper: 1, defence: 0.5, midfield: 0.4, attack: 0.35 },
  defender: { goalkeeper: 0.4, defence: 1, midfield: 0.85, attack: 0.7 },
  midfielder: { goalkeeper: 0.4, defence: 0.85, midfield: 1, attack: 0.85 },
  forward: { goalkeeper: 0.4, defence: 0.7, midfield: 0.85, attack: 1 },
} as const satisfies Record<PlayerRole, Record<PitchLine, number>>;

/**
 * A line's rating moves this share for each player above or below two in it (six outfield
 * players over three lines), so a back three defends better than a back two of the same players.
 */
export const LINE_SIZE_STEP = 0.04;

/** The highest card rating; line ratings never show more. */
export const MAX_RATING = 99;
