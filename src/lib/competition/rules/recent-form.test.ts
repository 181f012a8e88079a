import { describe, expect, it } from 'vitest';
import { buildResult } from '../testing/match-builders';
import { getRecentForm } from './recent-form';

describe('getRecentForm', () => {
  const matches = [
    buildResult(7, 10, 20, { home: 1, away: 2 }),
    buildResult(1, 10, 30, { home: 5, away: 0 }),
    buildResult(3, 40, 10, { home: 2, away: 2, homeShootout: 1, awayShootout: 3 }),
    buildResult(5, 10, 40, { home: 0, away: 1 }),
    buildResult(2, 20, 30, { home: 1, away: 0 }),
    buildResult(9, 30, 10, { home: 3, away: 4 }),
    buildResult(8, 10, 30, { home: 3, away: 0 }),
    buildResult(11, 10, 20, {}, { status: 'notStarted', displayStatus: 'scheduled' }),
  ];

  it('keeps the team’s last five ended matches, oldest first', () => {
    expect(getRecentForm(matches, 10).map((entry) => entry.matchId)).toEqual([3, 5, 7, 8, 9]);
  });

  it('tells each result from the team’s side, with the shootout when there was one', () => {
    const [shootout, , , , awayWin] = getRecentForm(matches, 10);
    expect(shootout).toMatchObject({ outcome: 'shootoutWin', goals: [2, 2], shootout: [3, 1] });
    expect(awayWin).toMatchObject({ outcome: 'win', goals: [4, 3], shootout: undefined });
  });

  it('is empty for a team that has not finished a match', () => {
    expect(getRecentForm(matches, 99)).toEqual([]);
  });
});
