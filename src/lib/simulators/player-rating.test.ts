import { describe, expect, it } from 'vitest';
import { rateCardForLine, rateInLine } from './player-rating';

const keeperCard = { diving: 80, reflexes: 80, handling: 70, anticipation: 70, goalkeeperPassing: 50, average: 72 };
const strikerCard = { shooting: 90, skills: 80, physical: 70, passing: 60, defence: 30, duels: 50, average: 63 };

describe('rateCardForLine', () => {
  it('weights the goalkeeper ratings for goalkeeping', () => {
    // 0.25·80 + 0.25·80 + 0.2·70 + 0.2·70 + 0.1·50
    expect(rateCardForLine(keeperCard, 'goalkeeper')).toBeCloseTo(73, 10);
  });

  it('weights the outfield ratings for attack', () => {
    // 0.45·90 + 0.25·80 + 0.15·70 + 0.15·60
    expect(rateCardForLine(strikerCard, 'attack')).toBeCloseTo(80, 10);
  });

  it('reweights over the ratings a card has', () => {
    expect(rateCardForLine({ diving: 80, reflexes: 60 }, 'goalkeeper')).toBeCloseTo(70, 10);
  });

  it('falls back to the card’s average where it has none of the line’s ratings', () => {
    expect(rateCardForLine(keeperCard, 'attack')).toBe(72);
    expect(rateCardForLine(strikerCard, 'goalkeeper')).toBe(63);
  });

  it('falls back to the mean of what the card has when it has no average either', () => {
    expect(rateCardForLine({ diving: 90, reflexes: 70 }, 'attack')).toBe(80);
  });

  it('uses the default for a player without card ratings', () => {
    expect(rateCardForLine({}, 'midfield')).toBe(60);
    expect(rateCardForLine(undefined, 'goalkeeper')).toBe(60);
  });
});

describe('rateInLine', () => {
  it('counts a player fully in position and by the fit table elsewhere', () => {
    const striker = { id: 9, role: 'forward' as const, ratings: strikerCard };
    expect(rateInLine(striker, 'attack')).toBeCloseTo(80, 10);
    expect(rateInLine(striker, 'goalkeeper')).toBeCloseTo(63 * 0.4, 10);
    expect(rateInLine(striker, 'defence')).toBeCloseTo(rateCardForLine(strikerCard, 'defence') * 0.7, 10);
  });
});
