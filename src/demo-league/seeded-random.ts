// The demo league's only source of chance, for the generator, the live replays and the news CMS:
// one seed must always give the same league and the same posts, in every isolate and on every run.
// Never Math.random or the wall clock: a seed must reproduce byte-identical SQL.
import { mulberry32 } from '../lib/random/mulberry32';

/** FNV-1a: 32 bits from a text. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** FNV-1a with a final avalanche, so labels differing only in their last characters still seed far apart. */
export function hashString(text: string): number {
  let h = fnv1a(text);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

export type Rng = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An item chosen with probability proportional to its weight (weights ≥ 0, not all 0). */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T;
  shuffle<T>(items: readonly T[]): T[];
  /** A Poisson-distributed count with mean lambda (Knuth's method; lambda stays small here). */
  poisson(lambda: number): number;
};

/** Drawn from mulberry32, the site's one generator: the same seed gives the same league. */
export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted(items, weightOf) {
      const total = items.reduce((sum, item) => sum + Math.max(0, weightOf(item)), 0);
      if (total <= 0) return pick(items);
      let r = next() * total;
      for (const item of items) {
        r -= Math.max(0, weightOf(item));
        if (r < 0) return item;
      }
      return items[items.length - 1] as (typeof items)[number];
    },
    shuffle(items) {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j] as (typeof out)[number], out[i] as (typeof out)[number]];
      }
      return out;
    },
    poisson(lambda) {
      const limit = Math.exp(-lambda);
      let k = 0;
      let p = next();
      while (p > limit) {
        k++;
        p *= next();
      }
      return k;
    },
  };
}

/** A generator for one named part of the league, independent of the order other parts draw in. */
export function rngFor(seed: number, ...labels: readonly (string | number)[]): Rng {
  return createRng(hashString(`${seed}|${labels.join('|')}`));
}
