import { describe, expect, it } from 'vitest';
import { createRng, fnv1a, hashString, rngFor } from './seeded-random';

const draw = (seed: number, count = 8) => {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => rng.next());
};

describe('createRng', () => {
  it('gives the same sequence for the same seed', () => {
    expect(draw(42)).toEqual(draw(42));
    expect(rngFor(7, 'match', 3).shuffle([1, 2, 3, 4, 5, 6])).toEqual(rngFor(7, 'match', 3).shuffle([1, 2, 3, 4, 5, 6]));
  });

  it('gives different sequences for different seeds', () => {
    expect(draw(42)).not.toEqual(draw(43));
    expect(draw(fnv1a('demo-cms/kings/espana'))).not.toEqual(draw(fnv1a('demo-cms/kings/italia')));
    expect(draw(hashString('1|live|1'))).not.toEqual(draw(hashString('1|live|2')));
  });

  it('draws only floats in [0, 1) and integers within their bounds', () => {
    const rng = createRng(1);
    for (let i = 0; i < 1000; i++) {
      const value = rng.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      expect([3, 4, 5]).toContain(rng.int(3, 5));
    }
  });

  // The demo league's data is generated from these sequences: changing them changes every page.
  it('keeps the sequences the demo league was generated from', () => {
    const news = createRng(fnv1a('demo-cms/kings/espana'));
    expect([news.next(), news.int(1, 9), news.pick(['a', 'b', 'c']), news.next()]).toEqual([0.48334848042577505, 1, 'c', 0.03956922236829996]);
    const live = rngFor(0x4b696e67, 'live', 7, 3);
    expect([live.next(), live.int(1, 9), live.chance(0.3), live.pick(['a', 'b', 'c'])]).toEqual([0.9426686032675207, 4, true, 'c']);
    expect([live.weighted([1, 2, 3], (x) => x), live.shuffle([1, 2, 3, 4, 5, 6]), live.poisson(2.5)]).toEqual([3, [1, 4, 5, 2, 3, 6], 2]);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRng(1).pick([])).toThrow();
  });
});
