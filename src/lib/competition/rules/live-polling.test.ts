import { describe, expect, it } from 'vitest';
import { LIVE_POLL_MS, NEAR_KICKOFF_POLL_MS, pollDelay } from './live-polling';

const KICKOFF = '2026-11-21T12:00:00.000Z';
const at = (minutesFromKickoff: number) => new Date(Date.parse(KICKOFF) + minutesFromKickoff * 60_000);

describe('pollDelay', () => {
  it('refreshes every 8 s while the match is live, whatever the clock says', () => {
    expect(pollDelay({ date: KICKOFF, displayStatus: 'live' }, at(30))).toBe(LIVE_POLL_MS);
    expect(pollDelay({ date: KICKOFF, displayStatus: 'live' }, at(300))).toBe(LIVE_POLL_MS);
  });

  it('refreshes every 8 s from 11 minutes before to 5 minutes after kick-off', () => {
    expect(pollDelay({ date: KICKOFF, displayStatus: 'scheduled' }, at(-11))).toBe(LIVE_POLL_MS);
    expect(pollDelay({ date: KICKOFF, displayStatus: 'scheduled' }, at(5))).toBe(LIVE_POLL_MS);
  });

  it('refreshes every 30 s near kick-off otherwise, and not at all far from it', () => {
    expect(pollDelay({ date: KICKOFF, displayStatus: 'scheduled' }, at(-40))).toBe(NEAR_KICKOFF_POLL_MS);
    expect(pollDelay({ date: KICKOFF, displayStatus: 'scheduled' }, at(20))).toBe(NEAR_KICKOFF_POLL_MS);
    expect(pollDelay({ date: KICKOFF, displayStatus: 'scheduled' }, at(-61))).toBeUndefined();
    expect(pollDelay({ date: KICKOFF, displayStatus: 'scheduled' }, at(61))).toBeUndefined();
  });

  it('stops once the match has ended, and for matches that will not be played now', () => {
    for (const displayStatus of ['ended', 'rescheduled', 'cancelled', 'abandoned']) {
      expect(pollDelay({ date: KICKOFF, displayStatus }, at(0)), displayStatus).toBeUndefined();
    }
  });

  it('does not poll for a kick-off it cannot read', () => {
    expect(pollDelay({ date: 'soon', displayStatus: 'scheduled' }, at(0))).toBeUndefined();
  });
});
