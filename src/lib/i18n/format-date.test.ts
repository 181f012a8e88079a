import { describe, expect, it } from 'vitest';
import { formatKickoff } from './format-date';

describe('formatKickoff', () => {
  it('shows the time in the region’s zone, naming the zone', () => {
    const madrid = formatKickoff('2026-11-21T17:00:00.000Z', 'en', 'Europe/Madrid');
    expect(madrid).toContain('18:00');
    const mexico = formatKickoff('2026-11-21T17:00:00.000Z', 'es', 'America/Mexico_City');
    expect(mexico).toContain('11:00');
  });
});
