import { describe, expect, it } from 'vitest';
import { canShowMatchStats, isTrackedLive, startsSoon, toDisplayStatus } from './match-status';

describe('toDisplayStatus', () => {
  it.each([
    ['notStarted', 'scheduled'],
    ['inPlay1H', 'live'],
    ['inPlay2H', 'live'],
    ['inPlay1EH', 'live'],
    ['inPlay2EH', 'live'],
    ['inPlayP', 'live'],
    ['halfTime', 'live'],
    ['breakTime', 'live'],
    ['ended', 'ended'],
    ['endedAfterExtraTime', 'ended'],
    ['endedAfterPenalties', 'ended'],
    ['empty', 'ended'],
    ['postponed', 'rescheduled'],
    ['cancelled', 'cancelled'],
    ['abandoned', 'abandoned'],
  ])('shows %s as %s', (status, shown) => {
    expect(toDisplayStatus(status)).toBe(shown);
  });

  it('passes unknown statuses through, including inherited object keys', () => {
    expect(toDisplayStatus('suspended')).toBe('suspended');
    expect(toDisplayStatus('toString')).toBe('toString');
  });
});

describe('canShowMatchStats', () => {
  it('allows stats only for live and ended matches', () => {
    expect(canShowMatchStats('live')).toBe(true);
    expect(canShowMatchStats('ended')).toBe(true);
    for (const status of ['scheduled', 'rescheduled', 'cancelled', 'abandoned']) {
      expect(canShowMatchStats(status)).toBe(false);
    }
  });
});

describe('startsSoon', () => {
  const kickoff = '2026-11-21T18:00:00.000Z';
  const at = (iso: string) => new Date(iso);

  it('includes both bounds: exactly 11 minutes before and exactly 5 minutes after', () => {
    expect(startsSoon(kickoff, at('2026-11-21T17:49:00.000Z'))).toBe(true);
    expect(startsSoon(kickoff, at('2026-11-21T18:05:00.000Z'))).toBe(true);
  });

  it('is false a millisecond outside the window', () => {
    expect(startsSoon(kickoff, at('2026-11-21T17:48:59.999Z'))).toBe(false);
    expect(startsSoon(kickoff, at('2026-11-21T18:05:00.001Z'))).toBe(false);
  });

  it('reads kick-off times with an offset', () => {
    expect(startsSoon('2026-11-21T19:00:00+01:00', at('2026-11-21T18:00:00.000Z'))).toBe(true);
  });

  it('is false for an unreadable kick-off', () => {
    expect(startsSoon('not a date', at('2026-11-21T18:00:00.000Z'))).toBe(false);
  });
});

describe('isTrackedLive', () => {
  const now = new Date('2026-11-21T18:00:00.000Z');

  it('tracks a live match long after kick-off', () => {
    expect(isTrackedLive({ date: '2026-11-21T17:00:00.000Z', displayStatus: 'live' }, now)).toBe(true);
  });

  it('tracks a scheduled match that starts soon', () => {
    expect(isTrackedLive({ date: '2026-11-21T18:10:00.000Z', displayStatus: 'scheduled' }, now)).toBe(true);
  });

  it('does not track an ended match or one starting later', () => {
    expect(isTrackedLive({ date: '2026-11-21T17:00:00.000Z', displayStatus: 'ended' }, now)).toBe(false);
    expect(isTrackedLive({ date: '2026-11-21T19:00:00.000Z', displayStatus: 'scheduled' }, now)).toBe(false);
  });
});
