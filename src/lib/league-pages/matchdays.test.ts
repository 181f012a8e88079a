import { describe, expect, it } from 'vitest';
import { buildResult } from '../competition/testing/match-builders';
import type { Match, MatchCenterTurn } from '../competition/types';
import { listAccreditationDeadlines, listUpcomingMatchdays } from './matchdays';

const match = (id: number, date: string, displayStatus: Match['displayStatus'] = 'scheduled', stadium = 'Arena Levante'): Match =>
  buildResult(id, 1, 2, {}, { date, status: displayStatus === 'scheduled' ? 'notStarted' : 'ended', displayStatus, stadium: { name: stadium } });

const turn = (id: number, matches: Match[], ended = false): MatchCenterTurn => ({
  id, name: `Matchday ${id}`, ended, start: matches[0]?.date ?? '', finish: matches.at(-1)?.date ?? '', matches,
});

describe('listUpcomingMatchdays', () => {
  const turns = [
    turn(8, [match(1, '2026-11-25T16:00:00.000Z', 'ended'), match(2, '2026-11-25T17:00:00.000Z', 'live')]),
    turn(10, [match(5, '2026-12-09T17:00:00.000Z', 'scheduled', 'Palau'), match(6, '2026-12-09T16:00:00.000Z')]),
    turn(9, [match(4, '2026-12-02T17:00:00.000Z'), match(3, '2026-12-02T16:00:00.000Z')]),
    turn(11, [match(7, '2026-12-16T16:00:00.000Z', 'rescheduled')]),
    turn(12, []),
  ];

  it('keeps the matchdays none of whose matches has started, soonest first, matches by kick-off', () => {
    const upcoming = listUpcomingMatchdays(turns, 5);
    expect(upcoming.map((day) => day.id)).toEqual([9, 10, 11]);
    expect(upcoming[0]?.matches.map((game) => game.id)).toEqual([3, 4]);
    expect(upcoming[0]?.firstKickoff).toBe('2026-12-02T16:00:00.000Z');
  });

  it('names each venue once, in order of first use', () => {
    expect(listUpcomingMatchdays(turns, 5)[1]?.venues).toEqual(['Arena Levante', 'Palau']);
  });

  it('lists no more than asked', () => {
    expect(listUpcomingMatchdays(turns, 2).map((day) => day.id)).toEqual([9, 10]);
  });
});

describe('listAccreditationDeadlines', () => {
  it('closes each matchday the given hours before its first kick-off, open until then', () => {
    const upcoming = listUpcomingMatchdays([turn(9, [match(3, '2026-12-02T16:00:00.000Z')]), turn(10, [match(6, '2026-12-09T16:00:00.000Z')])], 4);
    const deadlines = listAccreditationDeadlines(upcoming, 72, new Date('2026-11-30T10:00:00.000Z'));
    expect(deadlines.map(({ closes, open }) => [closes, open])).toEqual([
      ['2026-11-29T16:00:00.000Z', false],
      ['2026-12-06T16:00:00.000Z', true],
    ]);
  });
});
