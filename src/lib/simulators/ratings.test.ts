import { describe, expect, it } from 'vitest';
import type { PlayerRole } from '../competition/types';
import { DEFAULT_LINE_RATINGS, rateLineup, rateSquad } from './ratings';

let nextId = 1;
const card = (role: PlayerRole, value: number) => ({
  id: nextId++, role,
  ratings: role === 'goalkeeper'
    ? { diving: value, handling: value, reflexes: value, anticipation: value, goalkeeperPassing: value, average: value }
    : { shooting: value, passing: value, defence: value, physical: value, duels: value, skills: value, average: value },
});

describe('rateLineup', () => {
  it('rates a seven in position at their cards, in a formation with two in each line', () => {
    const seven = [card('goalkeeper', 70), card('defender', 70), card('defender', 70), card('midfielder', 70),
      card('midfielder', 70), card('forward', 70), card('forward', 70)];
    expect(rateLineup('2-2-2', seven)).toEqual({ goalkeeper: 70, defence: 70, midfield: 70, attack: 70, overall: 70 });
  });

  it('makes a back three defend better and a lone striker attack less', () => {
    const seven = [card('goalkeeper', 70), card('defender', 70), card('defender', 70), card('defender', 70),
      card('midfielder', 70), card('midfielder', 70), card('forward', 70)];
    // 70 · 1.04 = 72.8 and 70 · 0.96 = 67.2
    expect(rateLineup('3-2-1', seven)).toMatchObject({ defence: 73, midfield: 70, attack: 67, overall: 70 });
  });

  it('counts an empty slot as nothing', () => {
    const seven = [null, card('defender', 70), card('defender', 70), card('midfielder', 70),
      card('midfielder', 70), card('forward', 70), card('forward', 70)];
    // Six of seven slots at 70.
    expect(rateLineup('2-2-2', seven)).toMatchObject({ goalkeeper: 0, overall: 60 });
  });

  it('weights a player out of position by the fit table', () => {
    const seven = [card('forward', 80), card('defender', 70), card('defender', 70), card('midfielder', 70),
      card('midfielder', 70), card('forward', 70), card('forward', 70)];
    expect(rateLineup('2-2-2', seven).goalkeeper).toBe(32);
  });

  it('never rates a line above the cards’ 99', () => {
    const seven = [card('goalkeeper', 99), card('defender', 99), card('defender', 99), card('defender', 99),
      card('midfielder', 99), card('forward', 99), card('forward', 99)];
    expect(rateLineup('3-1-2', seven).defence).toBe(99);
  });
});

describe('rateSquad', () => {
  it('rates a squad by its best seven in 2-3-1', () => {
    const squad = [card('goalkeeper', 80), card('goalkeeper', 50), card('defender', 75), card('defender', 75),
      card('defender', 40), card('midfielder', 70), card('midfielder', 70), card('midfielder', 70),
      card('midfielder', 30), card('forward', 90), card('forward', 45), card('forward', 45)];
    // Attack: 90 · 0.96 = 86.4; midfield: three 70s · 1.04 = 72.8.
    expect(rateSquad(squad)).toEqual({ goalkeeper: 80, defence: 75, midfield: 73, attack: 86, overall: 76 });
  });

  it('gives an empty squad nothing and an unread squad the defaults', () => {
    expect(rateSquad([])).toEqual({ goalkeeper: 0, defence: 0, midfield: 0, attack: 0, overall: 0 });
    expect(DEFAULT_LINE_RATINGS).toEqual({ goalkeeper: 60, defence: 60, midfield: 60, attack: 60, overall: 60 });
  });
});
