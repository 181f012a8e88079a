import { describe, expect, it } from 'vitest';
import { formatKickoff, utcOffsetMinutes } from './format-date';

describe('formatKickoff', () => {
  it('shows the time in the region’s zone, naming the zone', () => {
    const madrid = formatKickoff('2026-11-21T17:00:00.000Z', 'en', 'Europe/Madrid');
    expect(madrid).toContain('18:00');
    const mexico = formatKickoff('2026-11-21T17:00:00.000Z', 'es', 'America/Mexico_City');
    expect(mexico).toContain('11:00');
  });
});

describe('utcOffsetMinutes', () => {
  it('gives the region’s offset from UTC at that instant, summer time included', () => {
    expect(utcOffsetMinutes('2026-11-21T17:00:00.000Z', 'Europe/Madrid')).toBe(60);
    expect(utcOffsetMinutes('2026-07-21T17:00:00.000Z', 'Europe/Madrid')).toBe(120);
    expect(utcOffsetMinutes('2026-11-21T17:00:00.000Z', 'America/Mexico_City')).toBe(-360);
    expect(utcOffsetMinutes('2026-11-21T17:00:00.000Z', 'Asia/Kolkata')).toBe(330);
    expect(utcOffsetMinutes('2026-11-21T17:00:00.000Z', 'UTC')).toBe(0);
  });

  it('gives nothing for an instant or a zone it cannot read', () => {
    expect(utcOffsetMinutes('not a date', 'Europe/Madrid')).toBeUndefined();
    expect(utcOffsetMinutes('2026-11-21T17:00:00.000Z', 'Mars/Olympus')).toBeUndefined();
  });
});
