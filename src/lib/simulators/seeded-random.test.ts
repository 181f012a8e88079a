import { describe, expect, it } from 'vitest';
import { MAX_SEED, createSeededRandom, drawPoisson, isSeed } from './seeded-random';

const take = (random: () => number, count: number) => Array.from({ length: count }, random);

describe('createSeededRandom', () => {
  it('replays the same numbers for the same seed', () => {
    expect(take(createSeededRandom(42), 5)).toEqual(take(createSeededRandom(42), 5));
  });

  it('gives other numbers for another seed', () => {
    expect(take(createSeededRandom(42), 5)).not.toEqual(take(createSeededRandom(43), 5));
  });

  it('stays in [0, 1) at both ends of the seed range', () => {
    for (const value of [...take(createSeededRandom(0), 1000), ...take(createSeededRandom(MAX_SEED), 1000)]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe('drawPoisson', () => {
  it('averages close to its mean', () => {
    const random = createSeededRandom(7);
    const draws = Array.from({ length: 4000 }, () => drawPoisson(random, 4));
    const mean = draws.reduce((sum, value) => sum + value, 0) / draws.length;
    expect(mean).toBeGreaterThan(3.85);
    expect(mean).toBeLessThan(4.15);
    expect(Math.min(...draws)).toBe(0);
  });
});

describe('isSeed', () => {
  it('accepts unsigned 32-bit integers only', () => {
    expect([0, 1, MAX_SEED].map(isSeed)).toEqual([true, true, true]);
    expect([-1, MAX_SEED + 1, 1.5, Number.NaN].map(isSeed)).toEqual([false, false, false, false]);
  });
});
