import { describe, expect, it } from 'vitest';
import { scheduleVersion } from './schedule-version';

describe('scheduleVersion', () => {
  it('is version 0 without LAST-MODIFIED when the data has no update time', () => {
    expect(scheduleVersion({})).toEqual({ sequence: 0 });
    expect(scheduleVersion({ updatedAt: 'not a date' })).toEqual({ sequence: 0 });
  });

  it('is the same for the same data and grows with every later change', () => {
    const first = scheduleVersion({ updatedAt: '2026-03-01T10:00:00Z' });
    expect(scheduleVersion({ updatedAt: '2026-03-01T10:00:00Z' })).toEqual(first);
    const later = scheduleVersion({ updatedAt: '2026-03-01T10:01:30Z' });
    expect(later.sequence).toBe(first.sequence + 1);
    expect(later.lastModifiedMs).toBe(Date.parse('2026-03-01T10:01:30Z'));
    expect(scheduleVersion({ updatedAt: '2027-01-01T00:00:00Z' }).sequence).toBeGreaterThan(later.sequence);
  });

  it('stays within a 32-bit integer for centuries', () => {
    expect(scheduleVersion({ updatedAt: '2999-12-31T23:59:00Z' }).sequence).toBeLessThan(2 ** 31);
  });
});
