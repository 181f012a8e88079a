// The simulators' only source of chance: a shared link's seed must replay the same season on the
// server and in the browser, so nothing here reads Math.random or the clock.
import { mulberry32 } from '../random/mulberry32';

/** Seeds are unsigned 32-bit integers, what mulberry32 keeps as its state. */
export const MAX_SEED = 0xffffffff;

export function isSeed(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= MAX_SEED;
}

/** Each call gives a float in [0, 1) (mulberry32, the demo league's generator too). */
export const createSeededRandom: (seed: number) => () => number = mulberry32;

/** A Poisson count with the given mean (Knuth's method, fine for the single-digit means used here). */
export function drawPoisson(random: () => number, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  let product = random();
  while (product > limit) {
    count += 1;
    product *= random();
  }
  return count;
}
