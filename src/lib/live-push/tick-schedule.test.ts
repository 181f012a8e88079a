import { describe, expect, it } from 'vitest';
import { nextTickAt } from './tick-schedule';

describe('nextTickAt', () => {
  it('keeps the interval from the tick, not from the end of its read', () => {
    expect(nextTickAt(10_000, 10_300, 750)).toBe(10_750);
    expect(nextTickAt(10_000, 10_749, 750)).toBe(10_750);
  });

  it('skips ticks a slow read overran, staying on the grid', () => {
    expect(nextTickAt(10_000, 10_750, 750)).toBe(11_500);
    expect(nextTickAt(10_000, 11_600, 750)).toBe(12_250);
  });
});
