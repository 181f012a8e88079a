// How two teams' line ratings become goals and shootout kicks in the season simulation.
import type { LineRatings } from './ratings';

type Mix = Partial<Record<keyof LineRatings, number>>;

/**
 * Mean goals for A against B = baseGoals × e^((threat(A) − resistance(B)) / scale), held within
 * [minMean, maxMean]. Level teams expect 4 goals each, as in the league's high-scoring 40-minute
 * matches; every 10 points of edge multiplies the mean by e^(10/40) ≈ 1.28.
 * A shootout kick is a one-on-one run at the goalkeeper: it scores with kick.base +
 * (threat(kicker) − goalkeeper(keeper)) / kick.scale, held within [kick.min, kick.max].
 */
export const GOAL_MODEL = {
  baseGoals: 4,
  scale: 40,
  minMean: 1,
  maxMean: 9,
  threat: { attack: 0.75, midfield: 0.25 },
  resistance: { defence: 0.5, goalkeeper: 0.3, midfield: 0.2 },
  kick: { base: 0.6, scale: 200, min: 0.35, max: 0.85 },
  shootoutRounds: 5,
  /** Sudden-death rounds before the first kicker's side is given the shootout; never reached in practice. */
  suddenDeathCap: 100,
} as const satisfies {
  baseGoals: number; scale: number; minMean: number; maxMean: number; threat: Mix; resistance: Mix;
  kick: { base: number; scale: number; min: number; max: number }; shootoutRounds: number; suddenDeathCap: number;
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function mix(ratings: LineRatings, weights: Mix): number {
  return Object.entries(weights).reduce((sum, [line, weight]) => sum + ratings[line as keyof LineRatings] * (weight ?? 0), 0);
}

export function meanGoals(team: LineRatings, opponent: LineRatings): number {
  const edge = mix(team, GOAL_MODEL.threat) - mix(opponent, GOAL_MODEL.resistance);
  return clamp(GOAL_MODEL.baseGoals * Math.exp(edge / GOAL_MODEL.scale), GOAL_MODEL.minMean, GOAL_MODEL.maxMean);
}

export function kickChance(kicker: LineRatings, keeper: LineRatings): number {
  const { base, scale, min, max } = GOAL_MODEL.kick;
  return clamp(base + (mix(kicker, GOAL_MODEL.threat) - keeper.goalkeeper) / scale, min, max);
}

/** Five kicks each, stopping once one side cannot be caught, then sudden death; never level. */
export function playShootout(random: () => number, first: LineRatings, second: LineRatings): [number, number] {
  const firstChance = kickChance(first, second);
  const secondChance = kickChance(second, first);
  const rounds = GOAL_MODEL.shootoutRounds;
  let firstGoals = 0;
  let secondGoals = 0;
  const settled = (firstLeft: number, secondLeft: number) =>
    firstGoals > secondGoals + secondLeft || secondGoals > firstGoals + firstLeft;
  for (let round = 1; round <= rounds; round++) {
    if (random() < firstChance) firstGoals += 1;
    if (settled(rounds - round, rounds - round + 1)) break;
    if (random() < secondChance) secondGoals += 1;
    if (settled(rounds - round, rounds - round)) break;
  }
  for (let round = 0; firstGoals === secondGoals && round < GOAL_MODEL.suddenDeathCap; round++) {
    if (random() < firstChance) firstGoals += 1;
    if (random() < secondChance) secondGoals += 1;
  }
  if (firstGoals === secondGoals) firstGoals += 1;
  return [firstGoals, secondGoals];
}
