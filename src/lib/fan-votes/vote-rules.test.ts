import { describe, expect, it } from 'vitest';
import type { Match } from '../competition';
import { isBeforeKickOff, winnerVote } from './vote-rules';

const KICK_OFF = '2026-11-21T18:00:00.000Z';
const at = (iso: string) => new Date(iso);
const teams = { homeTeam: { id: 1 }, awayTeam: { id: 2 } } as unknown as Pick<Match, 'homeTeam' | 'awayTeam'>;

describe('when the "who wins?" vote closes', () => {
  it('is open one second before kick-off and closed at kick-off, though the league still says scheduled', () => {
    const match = { date: KICK_OFF, displayStatus: 'scheduled' as const };
    expect(isBeforeKickOff(match, at('2026-11-21T17:59:59.000Z'))).toBe(true);
    expect(isBeforeKickOff(match, at(KICK_OFF))).toBe(false);
    expect(winnerVote({ ...match, ...teams }, at('2026-11-21T17:59:59.000Z'))?.open).toBe(true);
    expect(winnerVote({ ...match, ...teams }, at(KICK_OFF))?.open).toBe(false);
  });

  it('reads the kick-off with its offset', () => {
    const match = { date: '2026-11-21T19:00:00+01:00', displayStatus: 'scheduled' as const };
    expect(isBeforeKickOff(match, at('2026-11-21T17:59:59.000Z'))).toBe(true);
    expect(isBeforeKickOff(match, at(KICK_OFF))).toBe(false);
  });

  it('is closed once the league says the match is under way or over, even before its time', () => {
    const early = at('2026-11-21T17:00:00.000Z');
    expect(isBeforeKickOff({ date: KICK_OFF, displayStatus: 'live' }, early)).toBe(false);
    expect(isBeforeKickOff({ date: KICK_OFF, displayStatus: 'ended' }, early)).toBe(false);
    expect(isBeforeKickOff({ date: KICK_OFF, displayStatus: 'rescheduled' }, early)).toBe(true);
  });

  it('is closed when the kick-off cannot be read', () => {
    expect(isBeforeKickOff({ date: 'not a date', displayStatus: 'scheduled' }, at(KICK_OFF))).toBe(false);
  });
});
