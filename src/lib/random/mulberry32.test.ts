import { describe, expect, it } from 'vitest';
import { mulberry32 } from './mulberry32';

describe('mulberry32', () => {
  // The numbers the demo league and every shared simulator link were made from: a change here
  // would change the demo league's data and every season a shared link replays.
  it('gives the numbers it always gave for a seed', () => {
    const random = mulberry32(42);
    expect([random(), random(), random()]).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099]);
    expect(mulberry32(0xffffffff)()).toBe(0.8964226141106337);
  });

  it('keeps each generator to itself', () => {
    const first = mulberry32(7);
    const second = mulberry32(7);
    first();
    expect(second()).toBe(mulberry32(7)());
  });
});
