import { describe, expect, it } from 'vitest';
import { GOAL_MODEL, kickChance, meanGoals, playShootout } from './goal-model';
import type { LineRatings } from './ratings';
import { createSeededRandom } from './seeded-random';

const team = (value: number, overrides: Partial<LineRatings> = {}): LineRatings => ({
  goalkeeper: value, defence: value, midfield: value, attack: value, overall: value, ...overrides,
});

describe('meanGoals', () => {
  it('expects four goals a side between level teams, whatever their level', () => {
    expect(meanGoals(team(70), team(70))).toBeCloseTo(4, 10);
    expect(meanGoals(team(90), team(90))).toBeCloseTo(4, 10);
  });

  it('grows by e^(edge / 40) with the attack’s edge over the defence', () => {
    expect(meanGoals(team(80), team(70))).toBeCloseTo(4 * Math.exp(10 / 40), 10);
    expect(meanGoals(team(70), team(80))).toBeCloseTo(4 * Math.exp(-10 / 40), 10);
  });

  it('gives a better goalkeeper fewer goals against', () => {
    expect(meanGoals(team(70), team(70, { goalkeeper: 90 }))).toBeLessThan(meanGoals(team(70), team(70)));
  });

  it('stays between one and nine goals', () => {
    expect(meanGoals(team(99), team(0))).toBe(GOAL_MODEL.maxMean);
    expect(meanGoals(team(0), team(99))).toBe(GOAL_MODEL.minMean);
  });
});

describe('kickChance', () => {
  it('scores 60% between level sides, within 35–85% for any', () => {
    expect(kickChance(team(70), team(70))).toBeCloseTo(0.6, 10);
    expect(kickChance(team(99), team(0))).toBe(0.85);
    expect(kickChance(team(0), team(99))).toBe(0.35);
  });
});

describe('playShootout', () => {
  it('stops once one side cannot be caught', () => {
    // The first side scores every kick, the second misses every one: 3–0 after three rounds.
    let kick = 0;
    const random = () => (kick++ % 2 === 0 ? 0 : 0.99);
    expect(playShootout(random, team(70), team(70))).toEqual([3, 0]);
  });

  it('never ends level, and the stronger side wins more often', () => {
    const random = createSeededRandom(11);
    let strongWins = 0;
    for (let i = 0; i < 1000; i++) {
      const [strong, weak] = playShootout(random, team(90), team(50));
      expect(strong).not.toBe(weak);
      if (strong > weak) strongWins += 1;
    }
    expect(strongWins).toBeGreaterThan(650);
  });

  it('ends even when both sides always score', () => {
    expect(playShootout(() => 0, team(70), team(70))).toEqual([5 + GOAL_MODEL.suddenDeathCap + 1, 5 + GOAL_MODEL.suddenDeathCap]);
  });
});
