import { describe, expect, it } from 'vitest';
import type { Match } from '../competition/types';
import { pickForm, pickHeadToHead, resultFor, tallyHeadToHead } from './team-history';
import { AWAY_ID, HOME_ID, buildMatch } from './testing';

const OTHER = 30;
const past = (id: number, day: number, homeTeamId: number, awayTeamId: number, home: number, away: number, extra: Partial<Match> = {}) =>
  buildMatch({
    id, date: `2026-10-${String(day).padStart(2, '0')}T18:00:00.000Z`, homeTeamId, awayTeamId,
    status: 'ended', displayStatus: 'ended', scores: { home, away }, ...extra,
  });

const current = buildMatch({ id: 999, date: '2026-11-21T12:00:00.000Z' });

describe('resultFor', () => {
  it('reads the result from either side, the shootout deciding a level score', () => {
    expect(resultFor(past(1, 1, HOME_ID, AWAY_ID, 3, 1), HOME_ID)).toBe('win');
    expect(resultFor(past(1, 1, HOME_ID, AWAY_ID, 3, 1), AWAY_ID)).toBe('loss');
    expect(resultFor(past(1, 1, HOME_ID, AWAY_ID, 2, 2, { scores: { home: 2, away: 2, homeShootout: 3, awayShootout: 4 } }), AWAY_ID)).toBe('win');
    expect(resultFor(past(1, 1, HOME_ID, AWAY_ID, 2, 2), HOME_ID)).toBe('draw');
  });

  it('has no result for a match not played or not of that team', () => {
    expect(resultFor(buildMatch({ displayStatus: 'live' }), HOME_ID)).toBeUndefined();
    expect(resultFor(past(1, 1, HOME_ID, AWAY_ID, 1, 0), OTHER)).toBeUndefined();
  });
});

describe('pickHeadToHead', () => {
  const matches = [
    past(1, 1, HOME_ID, AWAY_ID, 3, 1),
    past(2, 2, HOME_ID, OTHER, 1, 0),
    past(3, 9, AWAY_ID, HOME_ID, 4, 2),
    buildMatch({ id: 4, date: '2026-12-01T12:00:00.000Z', status: 'notStarted', displayStatus: 'scheduled', scores: {} }),
    current,
  ];

  it('keeps the two teams’ earlier played meetings, newest first, whoever was at home', () => {
    expect(pickHeadToHead(matches, current).map((match) => match.id)).toEqual([3, 1]);
  });

  it('tallies them from the home team’s side', () => {
    expect(tallyHeadToHead(pickHeadToHead(matches, current), HOME_ID)).toEqual({ homeWins: 1, draws: 0, awayWins: 1 });
  });

  it('leaves out meetings after the match itself', () => {
    const earlier = buildMatch({ id: 998, date: '2026-10-05T12:00:00.000Z' });
    expect(pickHeadToHead(matches, earlier).map((match) => match.id)).toEqual([1]);
  });
});

describe('pickForm', () => {
  it('gives the team’s last five results before the match, oldest first', () => {
    const matches = Array.from({ length: 8 }, (_, i) => past(i + 1, i + 1, i % 2 ? HOME_ID : OTHER, i % 2 ? OTHER : HOME_ID, i, 1));
    expect(pickForm([...matches, current], HOME_ID, current).map((match) => match.id)).toEqual([4, 5, 6, 7, 8]);
  });
});
