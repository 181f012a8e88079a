import { describe, expect, it } from 'vitest';
import { ageOn } from './player-age';

describe('a player’s age', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageOn('2001-03-24', new Date('2026-03-24T12:00:00Z'), 'Europe/Madrid')).toBe(25);
    expect(ageOn('2001-03-24', new Date('2026-03-23T12:00:00Z'), 'Europe/Madrid')).toBe(24);
  });

  it('turns over at midnight in the region’s time zone, not the server’s', () => {
    // 23:30 UTC on the 23rd is already the 24th in Madrid, still the 23rd in Mexico City.
    const now = new Date('2026-03-23T23:30:00Z');
    expect(ageOn('2001-03-24', now, 'Europe/Madrid')).toBe(25);
    expect(ageOn('2001-03-24', now, 'America/Mexico_City')).toBe(24);
  });

  it('gives nothing for an unreadable or impossible date', () => {
    expect(ageOn('24/03/2001', new Date('2026-01-01T00:00:00Z'), 'UTC')).toBeUndefined();
    expect(ageOn('2030-01-01', new Date('2026-01-01T00:00:00Z'), 'UTC')).toBeUndefined();
  });
});
