import { describe, expect, it } from 'vitest';
import { scheduleRoundRobin } from './round-robin';

function pairsOf(matchdays: [number, number][][]): string[] {
  return matchdays.flat().map(([a, b]) => [a, b].sort((x, y) => x - y).join('-')).sort();
}

describe('scheduleRoundRobin', () => {
  it('gives twelve teams eleven matchdays of six matches, every pair once', () => {
    const matchdays = scheduleRoundRobin(12);
    expect(matchdays).toHaveLength(11);
    for (const day of matchdays) {
      expect(day).toHaveLength(6);
      expect(new Set(day.flat()).size).toBe(12);
    }
    expect(new Set(pairsOf(matchdays)).size).toBe(66);
    expect(pairsOf(matchdays)).toHaveLength(66);
  });

  it('rests one of an odd number of teams each matchday, each team once', () => {
    const matchdays = scheduleRoundRobin(5);
    expect(matchdays).toHaveLength(5);
    const resting = matchdays.map((day) => [0, 1, 2, 3, 4].find((team) => !day.flat().includes(team)));
    expect([...resting].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(pairsOf(matchdays)).size).toBe(10);
  });

  it('has nothing to play with fewer than two teams', () => {
    expect(scheduleRoundRobin(0)).toEqual([]);
    expect(scheduleRoundRobin(1)).toEqual([]);
  });
});
