import { describe, expect, it } from 'vitest';
import { HOME_LINE_BY_ROLE, PITCH_LINES } from '../../config/formations';
import { DEFAULT_RATING, LINE_WEIGHTS, ROLE_FIT } from './rating-tables';

const GOALKEEPER_KEYS = ['diving', 'handling', 'reflexes', 'anticipation', 'goalkeeperPassing'];

describe('line weights', () => {
  it('add up to 1 in every line', () => {
    for (const line of PITCH_LINES) {
      const total = Object.values(LINE_WEIGHTS[line]).reduce((sum: number, weight) => sum + weight, 0);
      expect(total, line).toBeCloseTo(1, 10);
    }
  });

  it('rate goalkeeping from the goalkeeper ratings and the outfield lines from the outfield ones', () => {
    expect(Object.keys(LINE_WEIGHTS.goalkeeper).sort()).toEqual([...GOALKEEPER_KEYS].sort());
    for (const line of ['defence', 'midfield', 'attack'] as const) {
      for (const key of Object.keys(LINE_WEIGHTS[line])) expect(GOALKEEPER_KEYS, `${line} ${key}`).not.toContain(key);
    }
  });

  it('lean on shooting for attack, passing for midfield and defending for defence', () => {
    expect(LINE_WEIGHTS.attack.shooting).toBe(Math.max(...Object.values(LINE_WEIGHTS.attack)));
    expect(LINE_WEIGHTS.midfield.passing).toBe(Math.max(...Object.values(LINE_WEIGHTS.midfield)));
    expect(LINE_WEIGHTS.defence.defence).toBe(Math.max(...Object.values(LINE_WEIGHTS.defence)));
  });
});

describe('fit table', () => {
  it('counts a player fully in their own line only', () => {
    for (const [role, home] of Object.entries(HOME_LINE_BY_ROLE)) {
      for (const line of PITCH_LINES) {
        const fit = ROLE_FIT[role as keyof typeof ROLE_FIT][line];
        if (line === home) expect(fit, `${role} in ${line}`).toBe(1);
        else expect(fit, `${role} in ${line}`).toBeLessThan(1);
      }
    }
  });

  it('keeps 0.4 of anyone outfield who is put in goal', () => {
    expect([ROLE_FIT.defender.goalkeeper, ROLE_FIT.midfielder.goalkeeper, ROLE_FIT.forward.goalkeeper]).toEqual([0.4, 0.4, 0.4]);
  });

  it('keeps less the further a player is from their own line', () => {
    expect(ROLE_FIT.forward.defence).toBeLessThan(ROLE_FIT.forward.midfield);
    expect(ROLE_FIT.defender.attack).toBeLessThan(ROLE_FIT.defender.midfield);
    expect(ROLE_FIT.goalkeeper.attack).toBeLessThan(ROLE_FIT.goalkeeper.defence);
  });

  it('gives a card without ratings a modest default', () => {
    expect(DEFAULT_RATING).toBe(60);
  });
});
