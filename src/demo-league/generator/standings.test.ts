import { describe, expect, it } from 'vitest';
import { computeStandings, type PlayedMatch } from './standings';
import type { MatchResult } from './types';

const result = (home: [number, number], away: [number, number], shootout?: [number, number]): MatchResult => ({
  homeScore1T: home[0], homeScore2T: home[1], awayScore1T: away[0], awayScore2T: away[1],
  homeScoreP: shootout?.[0] ?? null, awayScoreP: shootout?.[1] ?? null, events: [], stats: { h: { t: [], p: [] }, a: { t: [], p: [] } },
});

describe('computeStandings', () => {
  const matches: PlayedMatch[] = [
    { homeTeamId: 1, awayTeamId: 2, result: result([2, 1], [0, 1]) }, // 1 wins 3-1
    { homeTeamId: 2, awayTeamId: 3, result: result([1, 1], [2, 0], [3, 2]) }, // 2-2, 2 wins the shootout
    { homeTeamId: 3, awayTeamId: 1, result: result([0, 0], [0, 0], [1, 3]) }, // 0-0, 1 wins the shootout
  ];
  const legend = [{ color: '#16a34a', placement: '1-2', name: 'Playoff', positions: [1, 2] }];
  const table = computeStandings(7, [1, 2, 3], matches, legend);

  it('gives 3 points a win, 2 a shootout win, 1 a shootout loss', () => {
    expect(table.map((r) => [r.teamId, r.points])).toEqual([[1, 5], [3, 2], [2, 2]]);
    expect(table[0]).toMatchObject({ gameWon: 1, gamePenaltyWon: 1, gameLost: 0, gamePenaltyLost: 0, goalPro: 3, goalAgainst: 1, rank: 1 });
  });

  it('breaks ties on goal difference and marks the legend’s places', () => {
    expect(table[1]).toMatchObject({ teamId: 3, goalPro: 2, goalAgainst: 2, positionLegend: { color: '#16a34a', placement: '1-2' } });
    expect(table[2]).toMatchObject({ teamId: 2, goalPro: 3, goalAgainst: 5, positionLegend: null });
  });

  it('refuses a level match without a shootout', () => {
    expect(() => computeStandings(7, [1, 2], [{ homeTeamId: 1, awayTeamId: 2, result: result([1, 0], [0, 1]) }], [])).toThrow();
  });
});
