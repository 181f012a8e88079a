import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

const MINUTE = 60_000;

describe('formatCountdown', () => {
  it('counts minutes under an hour, rounding up', () => {
    expect(formatCountdown(12 * MINUTE, 'en-GB')).toBe('in 12 min');
    expect(formatCountdown(11 * MINUTE + 1, 'en-GB')).toBe('in 12 min');
    expect(formatCountdown(1_000, 'en-GB')).toBe('in 1 min');
  });

  it('counts hours under two days and days beyond', () => {
    expect(formatCountdown(3 * 60 * MINUTE, 'en-GB')).toBe('in 3 hr');
    expect(formatCountdown(6 * 24 * 60 * MINUTE, 'en-GB')).toBe('in 6 days');
  });

  it('speaks the visitor’s language', () => {
    expect(formatCountdown(12 * MINUTE, 'es-ES')).toBe('dentro de 12 min');
    expect(formatCountdown(12 * MINUTE, 'ar')).toMatch(/١٢|12/);
  });

  it('has nothing to say once the moment has come', () => {
    expect(formatCountdown(0, 'en-GB')).toBeUndefined();
    expect(formatCountdown(-5 * MINUTE, 'en-GB')).toBeUndefined();
    expect(formatCountdown(Number.NaN, 'en-GB')).toBeUndefined();
  });
});
