import { describe, expect, it } from 'vitest';
import type { MatchCenterTurn } from '../competition/types';
import { buildMatch } from '../tournament/testing';
import { findLiveMatches, findNextKickoff, findNextMatchOfEachTeam } from './match-picks';

const turn = (id: number, matches: MatchCenterTurn['matches']): MatchCenterTurn => ({
  id, name: `Matchday ${id}`, ended: false, start: '2026-11-21T00:00:00.000Z', finish: '2026-11-21T23:59:59.000Z', matches,
});

describe('findLiveMatches', () => {
  it('gives every match being played, earliest kick-off first', () => {
    const turns = [turn(1, [
      buildMatch(3, 'live', { date: '2026-11-21T12:15:00.000Z' }),
      buildMatch(1, 'ended', { date: '2026-11-21T11:30:00.000Z' }),
      buildMatch(2, 'live', { date: '2026-11-21T11:45:00.000Z' }),
      buildMatch(4, 'scheduled', { date: '2026-11-21T12:30:00.000Z' }),
    ])];
    expect(findLiveMatches(turns).map((match) => match.id)).toEqual([2, 3]);
  });

  it('is empty when nothing is being played', () => {
    expect(findLiveMatches([turn(1, [buildMatch(1, 'ended')])])).toEqual([]);
    expect(findLiveMatches([])).toEqual([]);
  });
});

describe('findNextKickoff', () => {
  it('is the earliest scheduled match across turns', () => {
    const turns = [
      turn(2, [buildMatch(20, 'scheduled', { date: '2026-11-28T15:00:00.000Z' })]),
      turn(1, [
        buildMatch(10, 'live', { date: '2026-11-21T12:00:00.000Z' }),
        buildMatch(12, 'scheduled', { date: '2026-11-21T12:45:00.000Z' }),
        buildMatch(11, 'scheduled', { date: '2026-11-21T12:30:00.000Z' }),
      ]),
    ];
    expect(findNextKickoff(turns)?.id).toBe(11);
  });

  it('skips postponed matches and unreadable dates, and is undefined when nothing is left', () => {
    const turns = [turn(1, [buildMatch(1, 'rescheduled'), buildMatch(2, 'scheduled', { date: 'soon' }), buildMatch(3, 'ended')])];
    expect(findNextKickoff(turns)).toBeUndefined();
  });
});

describe('findNextMatchOfEachTeam', () => {
  const ids = (next: Map<number, { id: number }>) => Object.fromEntries([...next].map(([team, match]) => [team, match.id]));

  it('gives each team the match it is playing, else its earliest one still to play', () => {
    const turns = [
      turn(1, [buildMatch(1, 'ended', { home: 1, away: 2 }), buildMatch(2, 'live', { home: 3, away: 4, date: '2026-11-21T13:00:00.000Z' })]),
      turn(2, [
        buildMatch(4, 'scheduled', { home: 3, away: 1, date: '2026-11-27T15:00:00.000Z' }),
        buildMatch(3, 'scheduled', { home: 2, away: 1, date: '2026-11-28T15:00:00.000Z' }),
      ]),
    ];
    expect(ids(findNextMatchOfEachTeam(turns))).toEqual({ 1: 4, 2: 3, 3: 2, 4: 2 });
  });

  it('leaves out the placeholder sides of undecided ties and teams with nothing left to play', () => {
    const turns = [turn(1, [buildMatch(1, 'scheduled', { home: 58, away: 63 }), buildMatch(2, 'ended', { home: 5, away: 6 })])];
    expect(findNextMatchOfEachTeam(turns).size).toBe(0);
  });
});
