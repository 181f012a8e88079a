import { describe, expect, it } from 'vitest';
import { buildResult } from '../testing/match-builders';
import { toMatchOutcome } from './match-outcome';

describe('toMatchOutcome', () => {
  it('gives a win to the team that scored more and a loss to the other', () => {
    const match = buildResult(1, 10, 20, { home: 4, away: 1 });
    expect(toMatchOutcome(match, 10)).toBe('win');
    expect(toMatchOutcome(match, 20)).toBe('loss');
  });

  it('decides a level score by the shootout', () => {
    const match = buildResult(1, 10, 20, { home: 3, away: 3, homeShootout: 2, awayShootout: 4 });
    expect(toMatchOutcome(match, 10)).toBe('shootoutLoss');
    expect(toMatchOutcome(match, 20)).toBe('shootoutWin');
  });

  it('calls a level score without a shootout a draw', () => {
    expect(toMatchOutcome(buildResult(1, 10, 20, { home: 2, away: 2 }), 10)).toBe('draw');
  });

  it('has no outcome before the end, without a score, or for a team not playing', () => {
    expect(toMatchOutcome(buildResult(1, 10, 20, { home: 1, away: 0 }, { status: 'inPlay2H', displayStatus: 'live' }), 10)).toBeUndefined();
    expect(toMatchOutcome(buildResult(1, 10, 20, {}), 10)).toBeUndefined();
    expect(toMatchOutcome(buildResult(1, 10, 20, { home: 1, away: 0 }), 30)).toBeUndefined();
  });
});
