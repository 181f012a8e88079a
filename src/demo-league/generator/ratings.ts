// Card ratings (0–99) shaped by role: forwards shoot, defenders defend, goalkeepers keep.
import type { Rng } from '../seeded-random';
import type { GoalkeeperRatings, OutfieldRatings, PlayerRole, Ratings } from './types';

type OutfieldKey = Exclude<keyof OutfieldRatings, 'average'>;

const OUTFIELD_BIAS: Readonly<Record<Exclude<PlayerRole, 'goalkeeper'>, Readonly<Record<OutfieldKey, number>>>> = {
  forward: { shooting: 8, passing: 0, defence: -14, physical: 0, duels: -2, skills: 6 },
  midfielder: { shooting: -2, passing: 8, defence: -3, physical: 0, duels: 0, skills: 4 },
  defender: { shooting: -10, passing: 0, defence: 9, physical: 4, duels: 7, skills: -6 },
};

const clamp = (value: number) => Math.max(20, Math.min(99, Math.round(value)));

/** Ratings around a quality level; `average` is the rounded mean of the others. */
export function generateRatings(rng: Rng, role: PlayerRole, quality: number): Ratings {
  const around = (bias: number) => clamp(quality + bias + rng.int(-6, 6));
  if (role === 'goalkeeper') {
    const values = {
      diving: around(2), handling: around(0), reflexes: around(3), anticipation: around(-1), goalkeeperPassing: around(-8),
    };
    const average = clamp(Object.values(values).reduce((a, b) => a + b, 0) / 5);
    return { ...values, average } satisfies GoalkeeperRatings;
  }
  const bias = OUTFIELD_BIAS[role];
  const values = {
    shooting: around(bias.shooting), passing: around(bias.passing), defence: around(bias.defence),
    physical: around(bias.physical), duels: around(bias.duels), skills: around(bias.skills),
  };
  const average = clamp(Object.values(values).reduce((a, b) => a + b, 0) / 6);
  return { ...values, average } satisfies OutfieldRatings;
}

export function isGoalkeeperRatings(ratings: Ratings): ratings is GoalkeeperRatings {
  return 'diving' in ratings;
}
