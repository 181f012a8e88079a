import { describe, expect, it } from 'vitest';
import { formatClockMinute } from './clock-minute';

describe('formatClockMinute', () => {
  it('reads minutes inside a half as they are', () => {
    expect(formatClockMinute('inPlay1H', 7)).toBe('7');
    expect(formatClockMinute('inPlay1H', 20)).toBe('20');
    expect(formatClockMinute('inPlay2H', 31)).toBe('31');
    expect(formatClockMinute('inPlay2H', 40)).toBe('40');
  });

  it('writes stoppage time past each half’s end with a plus', () => {
    expect(formatClockMinute('inPlay1H', 22)).toBe('20+2');
    expect(formatClockMinute('inPlay2H', 41)).toBe('40+1');
    expect(formatClockMinute('inPlay1EH', 47)).toBe('45+2');
    expect(formatClockMinute('inPlay2EH', 52)).toBe('50+2');
  });

  it('counts a second-half clock that restarted from zero on top of the first half', () => {
    expect(formatClockMinute('inPlay2H', 3)).toBe('23');
  });

  it('gives nothing while the clock is stopped', () => {
    for (const status of ['notStarted', 'halfTime', 'breakTime', 'inPlayP', 'ended', 'postponed']) {
      expect(formatClockMinute(status, 20), status).toBeUndefined();
    }
    expect(formatClockMinute('inPlay1H', undefined)).toBeUndefined();
    expect(formatClockMinute('inPlay1H', Number.NaN)).toBeUndefined();
  });
});
