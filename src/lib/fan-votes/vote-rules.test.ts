import { describe, expect, it } from 'vitest';
import type { Match } from '../competition';
import { leagueMvpOf, playersWhoPlayed } from './mvp-players';
import { isBeforeKickOff, mvpVote, winnerVote } from './vote-rules';

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

describe("the fans' MVP", () => {
  const player = (id: number, jersey: number) => ({ id, firstName: 'P', lastName: String(id), role: 'forward' as const, jersey });
  const ended = {
    date: KICK_OFF, displayStatus: 'ended' as const, halfMinutes: 20, halfs: 2,
    homeTeam: { id: 1, name: 'A', shortName: 'A', players: [player(11, 2), player(12, 1), player(13, 3)] },
    awayTeam: { id: 2, name: 'B', shortName: 'B', players: [player(21, 1), player(22, 2)] },
    stats: { home: { teamStats: [], players: [{ playerId: 11, stats: [{ code: 'MIN', total: 30 }] }, { playerId: 13, stats: [{ code: 'MIN', total: 0 }] }] }, away: { teamStats: [], players: [] } },
    events: [{ half: 2 as const, matchSecond: 2400, teamId: 2, playerId: 22, codes: ['MVP'] }],
  } as unknown as Match;

  it('offers the players with minutes or an event, not the rest of the squad', () => {
    expect(playersWhoPlayed(ended).map((entry) => entry.id)).toEqual([11, 22]);
    expect(leagueMvpOf(ended)?.id).toBe(22);
  });

  it('is open from the end until 24 hours after full time (kick-off, 40 minutes, 30 more)', () => {
    const closes = Date.parse(KICK_OFF) + 70 * 60_000 + 24 * 3600_000;
    expect(mvpVote(ended, new Date(closes - 1))).toMatchObject({ question: 'mvp', options: ['11', '22'], open: true });
    expect(mvpVote(ended, new Date(closes))?.open).toBe(false);
    expect(mvpVote({ ...ended, displayStatus: 'live' } as Match, new Date(closes - 1))).toBeUndefined();
  });
});
