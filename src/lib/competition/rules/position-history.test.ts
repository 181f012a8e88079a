import { describe, expect, it } from 'vitest';
import { buildResult } from '../testing/match-builders';
import { computePositionHistory } from './position-history';

describe('computePositionHistory', () => {
  const turns = [
    { id: 1, label: 'MD1', matches: [buildResult(1, 10, 20, { home: 1, away: 0 }), buildResult(2, 30, 40, { home: 2, away: 2, homeShootout: 3, awayShootout: 2 })] },
    { id: 2, label: 'MD2', matches: [buildResult(3, 20, 30, { home: 5, away: 0 }), buildResult(4, 40, 10, { home: 3, away: 1 })] },
  ];

  it('ranks by points after each matchday: 3 a win, 2 a shootout win, 1 a shootout loss', () => {
    const { positions, turns: labels } = computePositionHistory(turns, [10, 20, 30, 40]);
    expect(labels).toEqual([{ id: 1, label: 'MD1' }, { id: 2, label: 'MD2' }]);
    // After MD1: 10 (3), 30 (2), 40 (1), 20 (0). After MD2: 40 has 4, 20 and 10 have 3 (20 better GD), 30 has 2.
    expect(positions.get(10)).toEqual([1, 3]);
    expect(positions.get(20)).toEqual([4, 2]);
    expect(positions.get(30)).toEqual([2, 4]);
    expect(positions.get(40)).toEqual([3, 1]);
  });

  it('breaks level points by goal difference, then goals scored, then the given order', () => {
    const level = [{ id: 1, label: 'MD1', matches: [buildResult(1, 10, 20, { home: 1, away: 0 }), buildResult(2, 30, 40, { home: 3, away: 2 })] }];
    const { positions } = computePositionHistory(level, [10, 20, 30, 40, 60, 50]);
    // 30 and 10 both +1, 30 scored more; 60 and 50 untouched, in the given order; 40 and 20 both -1, 40 scored more.
    expect([30, 10, 60, 50, 40, 20].map((id) => positions.get(id)?.[0])).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('counts only ended matches', () => {
    const live = [{ id: 1, label: 'MD1', matches: [buildResult(1, 10, 20, { home: 0, away: 3 }, { displayStatus: 'live' })] }];
    expect(computePositionHistory(live, [10, 20]).positions.get(10)).toEqual([1]);
  });
});
