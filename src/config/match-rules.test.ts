import { describe, expect, it } from 'vitest';
import { DEFAULT_SEASON_RULES, SEASON_RULES, SECRET_CARD_IDS, rulesForSeason, rulesFrom, type SeasonRules } from './match-rules';

const ENTRIES: readonly SeasonRules[] = [DEFAULT_SEASON_RULES, ...SEASON_RULES];

describe('the season rules table', () => {
  it('gives a listed season its entry and any other season the default', () => {
    expect(rulesForSeason(15)).toBe(SEASON_RULES[0]);
    expect(rulesForSeason(999_999)).toBe(DEFAULT_SEASON_RULES);
    const older = { ...DEFAULT_SEASON_RULES, seasonIds: [7], suspensionSeconds: 90 };
    expect(rulesFrom([older], DEFAULT_SEASON_RULES, 7).suspensionSeconds).toBe(90);
    expect(rulesFrom([older], DEFAULT_SEASON_RULES, 8)).toBe(DEFAULT_SEASON_RULES);
  });

  it('lists a season in one entry at most, and none in the default', () => {
    expect(DEFAULT_SEASON_RULES.seasonIds).toEqual([]);
    const ids = SEASON_RULES.flatMap((entry) => entry.seasonIds);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(ENTRIES.map((rules, index) => [index, rules] as const))('entry %i keeps the phases in the order a match plays them', (_, rules) => {
    const scaleUpEnd = (rules.fullSidePlayers - rules.scaleUpStartPlayers - 1) * rules.scaleUpStepSeconds;
    expect(scaleUpEnd).toBeGreaterThan(0);
    expect(scaleUpEnd).toBeLessThan(rules.doubleGoalFromSecond);
    expect(rules.doubleGoalFromSecond).toBeLessThan(rules.halfSeconds);
    expect(rules.halfSeconds + rules.diceSeconds).toBeLessThan(rules.matchballFromSecond);
    expect(rules.matchballFromSecond).toBeLessThan(2 * rules.halfSeconds);
    expect(rules.presidentPenaltyLastSecond).toBeLessThan(rules.matchballFromSecond);
    expect(rules.secretCardLastSecond).toBeLessThanOrEqual(rules.matchballFromSecond);
  });

  it.each(ENTRIES.map((rules, index) => [index, rules] as const))('entry %i counts players the same way everywhere (goalkeepers included)', (_, rules) => {
    for (const face of rules.diceFaces) {
      expect(Number.isInteger(face)).toBe(true);
      expect(face + 1).toBeLessThan(rules.fullSidePlayers);
      expect(face).toBeGreaterThanOrEqual(1);
    }
    expect(rules.matchballStartPlayers).toBeLessThan(rules.fullSidePlayers);
    // Matchball's countdown reaches its last count before the final whistle.
    const steps = rules.matchballStartPlayers - rules.matchballEndPlayers;
    expect(rules.matchballFromSecond + steps * rules.matchballStepSeconds).toBeLessThan(2 * rules.halfSeconds);
    expect(rules.matchballEndPlayers).toBe(rules.scaleUpStartPlayers + 1);
  });

  it.each(ENTRIES.map((rules, index) => [index, rules] as const))('entry %i has each card once, with a code of its own, timed when its effect lasts', (_, rules) => {
    const ids = rules.secretCards.map((card) => card.id);
    const codes = rules.secretCards.map((card) => card.code);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(codes).size).toBe(codes.length);
    for (const card of rules.secretCards) {
      expect(card.code).toMatch(/^CARD-[A-Z0-9]+$/);
      expect(card.code).not.toBe('CARD-ACT');
      const timed = card.effect === 'rivalOut' || card.effect === 'doubleGoals';
      expect(card.durationSeconds !== undefined, card.id).toBe(timed);
    }
  });

  it('plays the 2025 set: the dice 1 to 3 twice each, four-minute cards, two minutes off, five kicks each', () => {
    const rules = rulesForSeason(15);
    expect([...rules.diceFaces].sort()).toEqual([1, 1, 2, 2, 3, 3]);
    expect(rules.secretCards.map((card) => card.id).sort()).toEqual([...SECRET_CARD_IDS].sort());
    expect(rules.secretCards.find((card) => card.id === 'rivalOut')?.durationSeconds).toBe(240);
    expect(rules.secretCards.find((card) => card.id === 'doubleGoals')?.durationSeconds).toBe(240);
    expect(rules.suspensionSeconds).toBe(120);
    expect(rules.doubleGoalFromSecond).toBe(17 * 60);
    expect(rules.doubleGoalHalves).toEqual([1]);
    expect(rules.matchballFromSecond).toBe(36 * 60);
    expect([rules.shootoutKicksEach, rules.shootoutKickSeconds]).toEqual([5, 5]);
  });
});
