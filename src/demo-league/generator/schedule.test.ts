import { describe, expect, it } from 'vitest';
import { kickoffTimes, quarterFinalSeeds, roundRobin } from './schedule';

describe('roundRobin', () => {
  const teams = Array.from({ length: 12 }, (_, i) => i + 1);
  const turns = roundRobin(teams);

  it('plays eleven turns of six matches, every team once a turn', () => {
    expect(turns).toHaveLength(11);
    for (const turn of turns) {
      expect(turn).toHaveLength(6);
      expect(new Set(turn.flatMap((m) => [m.home, m.away])).size).toBe(12);
    }
  });

  it('pairs every two teams exactly once and shares home games out', () => {
    const pairs = turns.flat().map((m) => [m.home, m.away].sort((a, b) => a - b).join('-'));
    expect(new Set(pairs).size).toBe(66);
    for (const team of teams) {
      const home = turns.flat().filter((m) => m.home === team).length;
      expect(home).toBeGreaterThanOrEqual(5);
      expect(home).toBeLessThanOrEqual(6);
    }
  });
});

describe('quarterFinalSeeds', () => {
  it('meets 1 v 8, 4 v 5, 2 v 7, 3 v 6 with the better seed at home', () => {
    expect(quarterFinalSeeds([11, 12, 13, 14, 15, 16, 17, 18])).toEqual([
      { home: 11, away: 18 }, { home: 14, away: 15 }, { home: 12, away: 17 }, { home: 13, away: 16 },
    ]);
  });
});

describe('kickoffTimes', () => {
  it('spreads a turn over the afternoon, an hour apart', () => {
    expect(kickoffTimes(6)).toEqual(['16:00', '17:00', '18:00', '19:00', '20:00', '21:00']);
    expect(kickoffTimes(1)).toEqual(['20:00']);
  });
});
