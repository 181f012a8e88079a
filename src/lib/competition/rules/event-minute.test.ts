import { describe, expect, it } from 'vitest';
import { formatEventMinute } from './event-minute';

describe('formatEventMinute', () => {
  it('counts like football: seconds 0–59 are minute 1', () => {
    expect(formatEventMinute(0, 1)).toBe("1'");
    expect(formatEventMinute(59, 1)).toBe("1'");
    expect(formatEventMinute(60, 1)).toBe("2'");
  });

  it('runs the first half to 20 and shows stoppage beyond it as 20+n', () => {
    expect(formatEventMinute(1199, 1)).toBe("20'");
    expect(formatEventMinute(1200, 1)).toBe("20+1'");
    expect(formatEventMinute(1300, 1)).toBe("20+2'");
  });

  it('runs the second half from 21 to 40 and shows stoppage beyond it as 40+n', () => {
    expect(formatEventMinute(1200, 2)).toBe("21'");
    expect(formatEventMinute(2399, 2)).toBe("40'");
    expect(formatEventMinute(2519, 2)).toBe("40+2'");
    expect(formatEventMinute(2520, 2)).toBe("40+3'");
  });

  it('reads a second-half clock counted from the start of the half', () => {
    expect(formatEventMinute(30, 2)).toBe("21'");
  });

  it('treats extra time as two 5-minute halves', () => {
    expect(formatEventMinute(2400, 3)).toBe("41'");
    expect(formatEventMinute(2700, 3)).toBe("45+1'");
    expect(formatEventMinute(2700, 4)).toBe("46'");
    expect(formatEventMinute(3000, 4)).toBe("50+1'");
  });

  it('gives no minute for shootout kicks', () => {
    expect(formatEventMinute(2400, 5)).toBeUndefined();
  });

  it('reads a broken clock as the start of its half', () => {
    expect(formatEventMinute(Number.NaN, 1)).toBe("1'");
    expect(formatEventMinute(-5, 2)).toBe("21'");
  });
});
