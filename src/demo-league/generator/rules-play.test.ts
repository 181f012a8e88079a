import { describe, expect, it } from 'vitest';
import { rulesMomentAllowed } from '../../lib/match-state';
import { DEMO_RULES as R } from '../rules';
import { rngFor } from '../seeded-random';
import type { SquadMember } from './lineup';
import { regulationEnd, markDoubleGoals } from './rules-scoring';
import { simulateMatch } from './simulate-match';
import type { EventTuple } from './types';

const ROLES = ['goalkeeper', 'defender', 'defender', 'defender', 'midfielder', 'midfielder', 'midfielder', 'forward', 'forward', 'forward', 'midfielder', 'forward', 'goalkeeper', 'defender'] as const;
const squad = (base: number): SquadMember[] =>
  ROLES.map((role, i) => ({ id: base + i, role, category: i < 10 ? 'draft' : i < 12 ? 'wildcard' : 'reserve', rating: 60 + ((i * 7) % 25) }));

const HOME = 1;
const AWAY = 2;
const MATCHES = Array.from({ length: 300 }, (_, i) =>
  simulateMatch(rngFor(7, 'rules', i), { homeTeamId: HOME, awayTeamId: AWAY, home: squad(100), away: squad(200) }));
const codes = (e: EventTuple) => e[4].split(',');
const regulation = (events: readonly EventTuple[]) => events.filter((e) => e[1] <= 2 && e[4] !== 'MVP');

describe('the demo league plays by the season’s rules', () => {
  it('rolls the dice as the second half opens, with faces 1 to 3', () => {
    const faces = new Set<string>();
    for (const match of MATCHES) {
      const dice = match.events.filter((e) => codes(e).some((c) => c.startsWith('DADO-')));
      expect(dice).toHaveLength(1);
      expect(dice[0]![0]).toBe(R.halfSeconds);
      faces.add(dice[0]![4]);
    }
    expect([...faces].sort()).toEqual(['DADO-1', 'DADO-2', 'DADO-3']);
  });

  it('plays a named secret card, sometimes, in open play before minute 36', () => {
    const played = MATCHES.flatMap((m) => m.events.filter((e) => codes(e).includes('CARD-ACT')));
    expect(played.length).toBeGreaterThan(MATCHES.length * 0.8);
    expect(played.length).toBeLessThan(MATCHES.length * 2);
    const known = new Set(R.secretCards.map((card) => card.code));
    const seen = new Set<string>();
    for (const event of played) {
      expect(rulesMomentAllowed(R, event[0], R.secretCardLastSecond)).toBe(true);
      const cards = codes(event).filter((c) => known.has(c));
      expect(cards.length).toBeGreaterThanOrEqual(1);
      cards.forEach((c) => seen.add(c));
    }
    expect(seen).toEqual(known);
  });

  it('calls the president’s penalty in open play only, and books players before Matchball', () => {
    const calls = MATCHES.flatMap((m) => m.events.filter((e) => codes(e).includes('PP')));
    expect(calls.length).toBeGreaterThan(30);
    for (const call of calls) expect(rulesMomentAllowed(R, call[0], R.presidentPenaltyLastSecond)).toBe(true);
    const yellows = MATCHES.flatMap((m) => m.events.filter((e) => codes(e).includes('TA')));
    expect(yellows.length).toBeGreaterThan(100);
    for (const yellow of yellows) expect(yellow[0]).toBeLessThan(R.matchballFromSecond);
  });

  it('counts a goal twice only in the double-goal window, under a double-goals card or for a star’s first goal', () => {
    let windowDoubles = 0;
    for (const match of MATCHES) {
      for (const goal of match.events.filter((e) => codes(e).includes('GOL-D'))) {
        const inWindow = goal[0] >= R.doubleGoalFromSecond && goal[0] < R.halfSeconds;
        if (inWindow) windowDoubles++;
        const card = match.events.find((e) => e[2] === goal[2] && codes(e).includes('CARD-ACT') && e[0] <= goal[0]);
        const byCard = card && (codes(card).includes('CARD-X2') ? goal[0] < card[0] + 240 : codes(card).includes('CARD-STAR') && card[3] === goal[3]);
        expect(inWindow || byCard, `${goal}`).toBeTruthy();
      }
      for (const goal of regulation(match.events).filter((e) => codes(e).includes('GOL') && !codes(e).includes('GOL-PP'))) {
        if (goal[0] >= R.doubleGoalFromSecond && goal[0] < R.halfSeconds) expect(codes(goal)).toContain('GOL-D');
      }
    }
    expect(windowDoubles).toBeGreaterThan(20);
  });

  it('ends some matches at a Matchball goal, sends those level at 36:00 to the shootout, plays the rest to 40:00', () => {
    const ends = MATCHES.map((m) => ({ m, end: regulationEnd(R, regulation(m.events), HOME) }));
    const early = ends.filter((x) => x.end.by === 'matchballGoal');
    const level = ends.filter((x) => x.end.by === 'levelAtMatchball');
    expect(early.length).toBeGreaterThan(5);
    expect(level.length).toBeGreaterThan(5);
    for (const { m, end } of early) {
      expect(regulation(m.events).every((e) => e[0] <= end.second)).toBe(true);
      expect(m.homeScoreP).toBeNull();
    }
    for (const { m } of level) {
      expect(regulation(m.events).every((e) => e[0] < R.matchballFromSecond)).toBe(true);
      expect(m.homeScoreP).not.toBeNull();
    }
  });

  it('takes five shootout kicks each unless decided sooner, then sudden death', () => {
    for (const match of MATCHES.filter((m) => m.homeScoreP !== null)) {
      const kicks = match.events.filter((e) => e[1] === 5);
      const each = (teamId: number) => kicks.filter((e) => e[2] === teamId).length;
      expect(match.homeScoreP).not.toBe(match.awayScoreP);
      if (kicks.length > 2 * R.shootoutKicksEach) expect(each(HOME)).toBe(each(AWAY));
    }
    expect(MATCHES.some((m) => m.events.filter((e) => e[1] === 5).length > 2 * R.shootoutKicksEach)).toBe(true);
  });
});

describe('markDoubleGoals', () => {
  it('doubles the window’s goals and a double-goals card’s four minutes, not a president’s penalty', () => {
    const events: EventTuple[] = [
      [1019, 1, HOME, 5, 'GOL'], [1020, 1, HOME, 5, 'GOL'], [1199, 1, AWAY, 6, 'GOL,GOL-PP'],
      [1500, 2, AWAY, 6, 'GOL'], [1739, 2, AWAY, 6, 'GOL'], [1740, 2, AWAY, 6, 'GOL'],
    ];
    const marked = markDoubleGoals(R, events, [{ teamId: AWAY, second: 1500, card: 'doubleGoals' }]);
    expect(marked.map((e) => e[4])).toEqual(['GOL', 'GOL,GOL-D', 'GOL,GOL-PP', 'GOL,GOL-D', 'GOL,GOL-D', 'GOL']);
  });
});
