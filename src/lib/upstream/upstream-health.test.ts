import { describe, expect, it } from 'vitest';
import { createUpstreamHealth } from './upstream-health';

function withClock() {
  const clock = { now: Date.UTC(2026, 10, 25, 12, 0, 0) };
  return { clock, health: createUpstreamHealth(() => clock.now, 600_000) };
}

describe('createUpstreamHealth', () => {
  it('knows nothing of an upstream before its first call', () => {
    const { health } = withClock();
    expect(health.view().competition).toEqual({
      state: 'unknown', lastSuccess: null, lastFailure: null, lastFailureReason: null, failingSince: null, cachedAnswerAgeSeconds: null,
    });
  });

  it('records the last success, the last failure and the age of the last answer served', () => {
    const { clock, health } = withClock();
    health.answered('cms', { freshness: 'fetched', ageMs: 0 });
    clock.now += 30_000;
    health.failed('cms', { reason: 'http', status: 503 });
    health.answered('cms', { freshness: 'stale', ageMs: 30_400 });
    expect(health.view().cms).toEqual({
      state: 'failing',
      lastSuccess: '2026-11-25T12:00:00.000Z',
      lastFailure: '2026-11-25T12:00:30.000Z',
      lastFailureReason: 'http 503',
      failingSince: '2026-11-25T12:00:30.000Z',
      cachedAnswerAgeSeconds: 30,
    });
    expect(health.view().competition.state).toBe('unknown');
  });

  it('reports a failure when its window opens, not again within the interval, and again after it', () => {
    const { clock, health } = withClock();
    expect(health.failed('competition', { reason: 'timeout' })).toBe(true);
    clock.now += 1_000;
    expect(health.failed('competition', { reason: 'timeout' })).toBe(false);
    health.answered('competition', { freshness: 'fresh', ageMs: 4_000 });
    clock.now += 598_999;
    expect(health.failed('competition', { reason: 'network' })).toBe(false);
    clock.now += 1;
    expect(health.failed('competition', { reason: 'network' })).toBe(true);
  });

  it('closes the window when the upstream answers again, so the next failure is reported at once', () => {
    const { clock, health } = withClock();
    health.failed('competition', { reason: 'timeout' });
    clock.now += 5_000;
    health.answered('competition', { freshness: 'fetched', ageMs: 0 });
    expect(health.view().competition.state).toBe('ok');
    clock.now += 5_000;
    expect(health.failed('competition', { reason: 'timeout' })).toBe(true);
  });
});
