import { describe, expect, it } from 'vitest';
import type { TeamRef } from '../competition/types';
import { alertEventsOf } from './alert-events';
import { buildAlertPayload } from './alert-message';

const team = (id: number, name: string): TeamRef => ({ id, name, shortName: name.slice(0, 3).toUpperCase(), players: [] });
const match = { id: 42, scores: { home: 3, away: 1 }, homeTeam: team(1, 'Brasa'), awayTeam: team(2, 'Búhos') };
const goal = { kind: 'goal', key: 'goal:3-1' } as const;
const url = '/es/espana/partidos/42';

describe('alertEventsOf', () => {
  it('has nothing before kick-off, then kick-off, the score each goal made, and full time', () => {
    expect(alertEventsOf({ displayStatus: 'scheduled', scores: {} })).toEqual([]);
    expect(alertEventsOf({ displayStatus: 'live', scores: { home: 0, away: 0 } }).map((event) => event.key)).toEqual(['kick-off']);
    expect(alertEventsOf({ displayStatus: 'live', scores: { home: 2, away: 1 } }).map((event) => event.key)).toEqual(['kick-off', 'goal:2-1']);
    expect(alertEventsOf({ displayStatus: 'ended', scores: { home: 2, away: 1 } }).map((event) => event.key)).toEqual(['kick-off', 'goal:2-1', 'full-time']);
  });
});

describe('buildAlertPayload', () => {
  it('tells a goal with the score, in the subscriber’s language, linking to the match', () => {
    const payload = buildAlertPayload({ edition: 'kings', lang: 'es', spoilerFree: false, match, event: goal, url });
    expect(payload).toEqual({ title: 'Brasa 3-1 Búhos', body: '¡Gol!', url, tag: 'match-42', lang: 'es-ES', dir: 'ltr' });
  });

  it('in spoiler-free mode says the match changed, without the score', () => {
    const payload = buildAlertPayload({ edition: 'kings', lang: 'en', spoilerFree: true, match, event: goal, url });
    expect(payload.title).toBe('Brasa v Búhos');
    expect(payload.body).toBe('Something happened in the match. Open it to see.');
    expect(JSON.stringify(payload)).not.toMatch(/3\D+1/);
  });

  it('is right to left in Arabic', () => {
    const payload = buildAlertPayload({ edition: 'queens', lang: 'ar', spoilerFree: false, match, event: { kind: 'full-time', key: 'full-time' }, url });
    expect(payload).toMatchObject({ body: 'نهاية المباراة', lang: 'ar', dir: 'rtl' });
  });
});
