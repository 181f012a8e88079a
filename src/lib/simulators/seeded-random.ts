// The simulators' only source of chance: a shared link's seed must replay the same season on the
// server and in the browser, so nothing here reads Math.random or the clock.

/** Seeds are unsigned 32-bit integers, what mulberry32 keeps as its state. */
export const MAX_SEED = 0xffffffff;

export function isSeed(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= MAX_SEED;
}

/** mulberry32: each call gives a float in [0, 1); tiny and plenty for made-up seasons. */
export function createSeededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
