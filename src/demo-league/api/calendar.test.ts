import { describe, expect, it } from 'vitest';
import { addDays, localDateOf, seasonCalendar, zonedInstant } from './calendar';

describe('calendar', () => {
  it('reads today in the season’s time zone, not the server’s', () => {
    const lateEvening = Date.UTC(2026, 10, 21, 23, 30);
    expect(localDateOf(lateEvening, 'Europe/Madrid')).toEqual({ year: 2026, month: 11, day: 22 });
    expect(localDateOf(lateEvening, 'America/Mexico_City')).toEqual({ year: 2026, month: 11, day: 21 });
  });

  it('turns a local kickoff into the right instant on both sides of a daylight-saving change', () => {
    expect(new Date(zonedInstant({ year: 2026, month: 7, day: 1 }, '18:00', 'Europe/Madrid')).toISOString()).toBe('2026-07-01T16:00:00.000Z');
    expect(new Date(zonedInstant({ year: 2026, month: 12, day: 1 }, '18:00', 'Europe/Madrid')).toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(new Date(zonedInstant({ year: 2026, month: 12, day: 1 }, '18:00', 'UTC')).toISOString()).toBe('2026-12-01T18:00:00.000Z');
  });

  it('puts week offsets a week apart around today', () => {
    const now = Date.UTC(2026, 10, 21, 12);
    const calendar = seasonCalendar('Europe/Rome', now);
    expect(calendar.turnDate(0)).toEqual({ year: 2026, month: 11, day: 21 });
    expect(calendar.turnDate(-2)).toEqual(addDays({ year: 2026, month: 11, day: 21 }, -14));
    expect(calendar.dayStart(0)).toBeLessThanOrEqual(now);
    expect(calendar.dayEnd(0)).toBeGreaterThan(now);
  });
});
