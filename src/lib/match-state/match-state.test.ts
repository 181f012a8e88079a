import { describe, expect, it } from 'vitest';
import { rulesForSeason } from '../../config/match-rules';
import type { Match, MatchEvent } from '../competition/types';
import { AWAY_ID, HOME_ID, buildEvent, buildMatch } from '../match/testing';
import { matchState, nextChange, phaseMessageId, rulesMomentAllowed } from './index';

const rules = rulesForSeason(15);
const T0 = Date.parse('2026-11-21T12:30:00.000Z');
const mmss = (text: string) => {
  const [m, s] = text.split(':').map(Number);
  return m! * 60 + s!;
};

/** A running match whose clock read `second` at T0, seen at T0. */
function at(time: string, overrides: Partial<Match> = {}, events: MatchEvent[] = []) {
  const second = mmss(time);
  const match = buildMatch({
    status: second < 1200 ? 'inPlay1H' : 'inPlay2H',
    clock: { matchSecond: second, at: new Date(T0).toISOString() },
    scores: { home: 2, away: 1 },
    events,
    ...overrides,
  });
  return matchState(match, rules, T0);
}
const ev = (time: string, teamId: number, codes: string, playerId?: number) => {
  const second = mmss(time);
  return buildEvent(second < 1200 ? 1 : 2, second, teamId, codes, playerId);
};
const pitch = (state: { onPitch: { home: number; away: number } }) => `${state.onPitch.home}-${state.onPitch.away}`;

describe('the clock', () => {
  it('runs from the data’s anchor to now while a half is played', () => {
    const match = buildMatch({ status: 'inPlay1H', clock: { matchSecond: 100, at: new Date(T0).toISOString() } });
    expect(matchState(match, rules, T0 + 30_500).matchSecond).toBe(130);
    expect(matchState(match, rules, T0 - 5_000).matchSecond).toBe(100);
  });

  it('stops at half-time, and the first half’s whistle comes at 20:00 whatever the clock says', () => {
    const running = buildMatch({ status: 'inPlay1H', clock: { matchSecond: 1190, at: new Date(T0).toISOString() } });
    expect(matchState(running, rules, T0 + 9_000)).toMatchObject({ phase: 'doubleGoal', matchSecond: 1199, phaseSecondsLeft: 1 });
    expect(matchState(running, rules, T0 + 60_000)).toMatchObject({ phase: 'halfTime', matchSecond: 1200 });
    const halfTime = buildMatch({ status: 'halfTime', clock: { matchSecond: 1200, at: new Date(T0).toISOString() } });
    expect(matchState(halfTime, rules, T0 + 200_000)).toMatchObject({ phase: 'halfTime', matchSecond: 1200, onPitch: { home: 7, away: 7 } });
  });

  it('falls back to the minute’s start, run from when the data was read, or still when that is unknown', () => {
    const match = buildMatch({ status: 'inPlay1H', currentMinute: 3, clock: undefined });
    expect(matchState(match, rules, T0 + 30_000).matchSecond).toBe(120);
    expect(matchState(match, rules, T0 + 30_000, { dataAt: T0 }).matchSecond).toBe(150);
    // A second-half minute counted from the half's start (section 4) is past the first half.
    expect(matchState(buildMatch({ status: 'inPlay2H', currentMinute: 4, clock: undefined }), rules, T0).matchSecond).toBe(1380);
  });
});

describe('the phases, to the second', () => {
  it('scales up from 1 v 1 plus goalkeepers, one more a side each minute, to 7 v 7 at 5:00', () => {
    expect(at('0:00')).toMatchObject({ phase: 'scaleUp', phaseSecondsLeft: 300, onPitch: { home: 2, away: 2 } });
    expect(pitch(at('0:59'))).toBe('2-2');
    expect(pitch(at('1:00'))).toBe('3-3');
    expect(at('2:30')).toMatchObject({ phase: 'scaleUp', phaseSecondsLeft: 150, onPitch: { home: 4, away: 4 } });
    expect(at('4:59')).toMatchObject({ phase: 'scaleUp', phaseSecondsLeft: 1, onPitch: { home: 6, away: 6 } });
    expect(at('5:00')).toMatchObject({ phase: 'play', phaseSecondsLeft: 720, onPitch: { home: 7, away: 7 } });
  });

  it('opens the double goal at 17:00 of the first half only', () => {
    expect(at('16:59')).toMatchObject({ phase: 'play', phaseSecondsLeft: 1, effects: [] });
    const window = at('17:00');
    expect(window).toMatchObject({ phase: 'doubleGoal', phaseSecondsLeft: 180 });
    expect(window.effects).toEqual([{ kind: 'doubleGoalWindow', secondsLeft: 180 }]);
    expect(at('18:00').effects).toEqual([{ kind: 'doubleGoalWindow', secondsLeft: 120 }]);
    expect(at('37:00', { scores: { home: 3, away: 1 } }).effects).toEqual([]);
    expect(at('32:00').phase).toBe('play');
  });

  it('opens the second half with the dice: n v n plus goalkeepers for three minutes', () => {
    const roll = [ev('20:00', AWAY_ID, 'DADO-2')];
    expect(at('20:00', {}, roll)).toMatchObject({ phase: 'dice', dice: 2, phaseSecondsLeft: 180, onPitch: { home: 3, away: 3 } });
    expect(at('22:59', {}, roll)).toMatchObject({ phase: 'dice', phaseSecondsLeft: 1, onPitch: { home: 3, away: 3 } });
    expect(at('23:00', {}, roll)).toMatchObject({ phase: 'play', dice: 2, phaseSecondsLeft: 780, onPitch: { home: 7, away: 7 } });
    // Before the roll is in the data, the sides stand as they were.
    expect(at('20:05')).toMatchObject({ phase: 'dice', onPitch: { home: 7, away: 7 } });
    expect(at('20:05').dice).toBeUndefined();
  });

  it('turns to Matchball at 36:00 when a side leads, down from 5 v 5 by one a minute to 1 v 1 plus goalkeepers', () => {
    expect(at('35:59')).toMatchObject({ phase: 'play', phaseSecondsLeft: 1, onPitch: { home: 7, away: 7 } });
    const start = at('36:00');
    expect(start).toMatchObject({ phase: 'matchball', phaseSecondsLeft: 240, onPitch: { home: 5, away: 5 }, matchball: { nextGoalWins: false, leader: 'home' } });
    expect(pitch(at('36:59'))).toBe('5-5');
    expect(pitch(at('37:00'))).toBe('4-4');
    expect(pitch(at('38:00'))).toBe('3-3');
    expect(pitch(at('39:00'))).toBe('2-2');
    expect(at('39:59')).toMatchObject({ onPitch: { home: 2, away: 2 }, phaseSecondsLeft: 1 });
  });

  it('sends a match level at 36:00 straight to the shootout', () => {
    expect(at('36:00', { scores: { home: 2, away: 2 } }).phase).toBe('shootout');
    expect(at('35:59', { scores: { home: 2, away: 2 } }).phase).toBe('play');
  });

  it('keeps Matchball going after an equaliser (the next goal wins), and ends it when a goal puts a side ahead', () => {
    const equalised = [ev('36:40', AWAY_ID, 'GOL', 201)];
    expect(at('37:00', { scores: { home: 2, away: 2 } }, equalised)).toMatchObject({ phase: 'matchball', matchball: { nextGoalWins: true } });
    const leaderScores = [ev('37:10', HOME_ID, 'GOL', 101)];
    expect(at('37:09', { scores: { home: 3, away: 1 } }, leaderScores).phase).toBe('matchball');
    expect(at('37:10', { scores: { home: 3, away: 1 } }, leaderScores)).toMatchObject({ phase: 'ended', matchSecond: 2230 });
    const winner = [...equalised, ev('38:00', AWAY_ID, 'GOL', 201)];
    expect(at('38:05', { scores: { home: 2, away: 3 } }, winner).phase).toBe('ended');
  });

  it('ends regulation at 40:00: a level match to the shootout, otherwise over', () => {
    const equalised = [ev('36:40', AWAY_ID, 'GOL', 201)];
    const level = buildMatch({ status: 'inPlay2H', scores: { home: 2, away: 2 }, events: equalised, clock: { matchSecond: 2399, at: new Date(T0).toISOString() } });
    expect(matchState(level, rules, T0 + 1_000).phase).toBe('shootout');
    expect(matchState({ ...level, scores: { home: 3, away: 2 }, events: [] }, rules, T0 + 1_000).phase).toBe('ended');
  });

  it('reads the status before the clock: not started, shootout, ended', () => {
    expect(matchState(buildMatch({ status: 'notStarted', displayStatus: 'scheduled', clock: undefined }), rules, T0)).toEqual(expect.objectContaining({ phase: 'notStarted', onPitch: { home: 2, away: 2 } }));
    expect(matchState(buildMatch({ status: 'notStarted', displayStatus: 'scheduled' }), rules, T0).matchSecond).toBeUndefined();
    expect(matchState(buildMatch({ status: 'ended', displayStatus: 'ended' }), rules, T0)).toMatchObject({ phase: 'ended', effects: [] });
    expect(matchState(buildMatch({ status: 'inPlayP' }), rules, T0)).toMatchObject({ phase: 'shootout', shootout: { kicks: [] } });
  });
});

describe('players off', () => {
  it('takes a booked player off for two minutes, during the scale-up too', () => {
    const yellow = [ev('1:10', HOME_ID, 'TA', 101)];
    expect(pitch(at('1:30', {}, yellow))).toBe('2-3');
    expect(at('1:30', {}, yellow).effects).toEqual([{ kind: 'suspension', side: 'home', playerId: 101, secondsLeft: 100, backAtSecond: 190 }]);
    expect(pitch(at('3:09', {}, yellow))).toBe('4-5');
    expect(pitch(at('3:10', {}, yellow))).toBe('5-5');
    expect(at('3:10', {}, yellow).effects).toEqual([]);
  });

  it('never leaves a side without its goalkeeper', () => {
    expect(pitch(at('0:20', {}, [ev('0:10', AWAY_ID, 'TA', 201)]))).toBe('2-1');
    expect(pitch(at('0:20', {}, [ev('0:10', AWAY_ID, 'TA', 201), ev('0:15', AWAY_ID, 'TA', 202)]))).toBe('2-1');
  });

  it('plays Matchball one short while a player is still off, but a yellow in Matchball is a kick, not time off', () => {
    const yellow = [ev('35:00', HOME_ID, 'TA', 101)];
    expect(pitch(at('36:00', {}, yellow))).toBe('4-5');
    expect(pitch(at('36:59', {}, yellow))).toBe('4-5');
    expect(pitch(at('37:00', {}, yellow))).toBe('4-4');
    expect(pitch(at('37:30', {}, [ev('37:10', AWAY_ID, 'TA', 201)]))).toBe('4-4');
  });

  it('keeps a side one short for five minutes after a red card', () => {
    const red = [ev('10:00', AWAY_ID, 'TR', 201)];
    expect(pitch(at('14:59', {}, red))).toBe('7-6');
    expect(at('14:59', {}, red).effects).toEqual([{ kind: 'suspension', side: 'away', playerId: 201, secondsLeft: 1, backAtSecond: 900, sentOff: true }]);
    expect(pitch(at('15:00', {}, red))).toBe('7-7');
  });

  it('counts the dice’s sides less a player off', () => {
    expect(pitch(at('20:30', {}, [ev('19:00', HOME_ID, 'TA', 101), ev('20:00', AWAY_ID, 'DADO-3')]))).toBe('3-4');
  });
});

describe('secret cards', () => {
  it('keeps a card in hand until played, then says which and when', () => {
    expect(at('10:00').cards).toEqual({ home: { status: 'inHand' }, away: { status: 'inHand' } });
    const played = at('12:00', {}, [ev('10:00', AWAY_ID, 'CARD-ACT,CARD-OUT')]);
    expect(played.cards).toEqual({ home: { status: 'inHand' }, away: { status: 'played', card: 'rivalOut', atSecond: 600 } });
  });

  it('takes one rival player off for four minutes with a rival-out card', () => {
    const card = [ev('10:00', AWAY_ID, 'CARD-ACT,CARD-OUT')];
    expect(pitch(at('10:00', {}, card))).toBe('6-7');
    expect(at('13:59', {}, card)).toMatchObject({ onPitch: { home: 6, away: 7 }, effects: [{ kind: 'card', side: 'away', card: 'rivalOut', secondsLeft: 1, endsAtSecond: 840 }] });
    expect(at('14:00', {}, card)).toMatchObject({ onPitch: { home: 7, away: 7 }, effects: [] });
  });

  it('lists a double-goals card beside the double-goal window, each with its own time left, and runs it on after half-time', () => {
    const card = [ev('17:30', HOME_ID, 'CARD-ACT,CARD-X2')];
    expect(at('18:00', {}, card).effects).toEqual([
      { kind: 'doubleGoalWindow', secondsLeft: 120 },
      { kind: 'card', side: 'home', card: 'doubleGoals', secondsLeft: 210, endsAtSecond: 1290 },
    ]);
    expect(at('21:00', {}, card).effects).toEqual([{ kind: 'card', side: 'home', card: 'doubleGoals', secondsLeft: 30, endsAtSecond: 1290 }]);
  });

  it('says a card was played without guessing which when the data does not name it', () => {
    const state = at('12:00', {}, [ev('10:00', HOME_ID, 'CARD-ACT')]);
    expect(state.cards.home).toEqual({ status: 'played', atSecond: 600 });
    expect(state.effects).toEqual([]);
  });

  it('applies a joker as the card it was played as', () => {
    const state = at('26:00', {}, [ev('25:00', HOME_ID, 'CARD-ACT,CARD-JOKER,CARD-OUT')]);
    expect(state.cards.home).toEqual({ status: 'played', card: 'joker', asCard: 'rivalOut', atSecond: 1500 });
    expect(pitch(state)).toBe('7-6');
  });

  it('keeps the star player’s card in force until his first goal', () => {
    const events = [ev('25:00', HOME_ID, 'CARD-ACT,CARD-STAR', 101), ev('27:00', HOME_ID, 'GOL,GOL-D', 101)];
    expect(at('26:59', {}, events).effects).toEqual([{ kind: 'card', side: 'home', card: 'starPlayer', playerId: 101 }]);
    expect(at('27:00', {}, events).effects).toEqual([]);
  });

  it('is over once Matchball, the shootout or the end has come: a card never played is unplayed, one played stays played', () => {
    const played = [ev('30:00', AWAY_ID, 'CARD-ACT,CARD-PEN')];
    expect(at('35:59', {}, played).cards).toEqual({ home: { status: 'inHand' }, away: { status: 'played', card: 'penalty', atSecond: 1800 } });
    expect(at('36:00', {}, played).cards).toEqual({ home: { status: 'unplayed' }, away: { status: 'played', card: 'penalty', atSecond: 1800 } });
    // Level at 36:00: straight to the shootout, where no card may be played either.
    expect(at('36:00', { scores: { home: 1, away: 1 } }).cards.home).toEqual({ status: 'unplayed' });
    expect(matchState(buildMatch({ status: 'ended', scores: { home: 2, away: 1 } }), rules, T0).cards.away).toEqual({ status: 'unplayed' });
  });

  it('closes on its season’s own last second when that is not Matchball’s first, and the strip’s next change says so', () => {
    const earlier = { ...rules, secretCardLastSecond: mmss('30:00') };
    const match = buildMatch({ status: 'inPlay2H', clock: { matchSecond: mmss('29:50'), at: new Date(T0).toISOString() }, scores: { home: 2, away: 1 } });
    expect(matchState(match, earlier, T0 + 10_000).cards.home).toEqual({ status: 'inHand' });
    expect(matchState(match, earlier, T0 + 11_000).cards.home).toEqual({ status: 'unplayed' });
    expect(nextChange(match, earlier, T0)).toMatchObject({ inSeconds: 11, state: { phase: 'play', cards: { home: { status: 'unplayed' } } } });
  });

  it('has no lasting effect for an instant card', () => {
    expect(at('11:00', {}, [ev('10:00', HOME_ID, 'CARD-ACT,CARD-PEN')]).effects).toEqual([]);
  });
});

describe('the president’s penalty', () => {
  it('is available, then used: scored with the president’s name, missed, or waiting for its outcome', () => {
    const events = [ev('10:00', HOME_ID, 'PP'), ev('10:20', HOME_ID, 'GOL,GOL-PP'), ev('28:00', AWAY_ID, 'PP'), ev('28:20', AWAY_ID, 'PEN-F')];
    const match = buildMatch({ status: 'inPlay2H', clock: { matchSecond: 1750, at: new Date(T0).toISOString() }, events });
    expect(matchState(match, rules, T0, { presidents: { home: 'Ana Ruiz' } }).presidentPenalty).toEqual({
      home: { status: 'used', scored: true, atSecond: 600, presidentName: 'Ana Ruiz' },
      away: { status: 'used', scored: false, atSecond: 1680 },
    });
    expect(at('28:05', {}, [ev('28:00', AWAY_ID, 'PP')]).presidentPenalty.away).toEqual({ status: 'used', scored: false, atSecond: 1680, pending: true });
    expect(at('5:00').presidentPenalty.home).toEqual({ status: 'available' });
  });

  it('is unused once 35:59 has passed without a call, and a penalty taken stays used', () => {
    const taken = [ev('30:00', AWAY_ID, 'PP'), ev('30:20', AWAY_ID, 'GOL,GOL-PP')];
    expect(at('35:59', {}, taken).presidentPenalty).toEqual({ home: { status: 'available' }, away: { status: 'used', scored: true, atSecond: 1800 } });
    expect(at('36:00', {}, taken).presidentPenalty).toEqual({ home: { status: 'unused' }, away: { status: 'used', scored: true, atSecond: 1800 } });
    expect(matchState(buildMatch({ status: 'endedAfterPenalties', scores: { home: 2, away: 2 } }), rules, T0).presidentPenalty.home).toEqual({ status: 'unused' });
  });

  it('may be called in open play only, and not after 35:59', () => {
    expect(rulesMomentAllowed(rules, mmss('4:59'), rules.presidentPenaltyLastSecond)).toBe(false);
    expect(rulesMomentAllowed(rules, mmss('5:00'), rules.presidentPenaltyLastSecond)).toBe(true);
    expect(rulesMomentAllowed(rules, mmss('17:00'), rules.presidentPenaltyLastSecond)).toBe(false);
    expect(rulesMomentAllowed(rules, mmss('22:59'), rules.presidentPenaltyLastSecond)).toBe(false);
    expect(rulesMomentAllowed(rules, mmss('23:00'), rules.presidentPenaltyLastSecond)).toBe(true);
    expect(rulesMomentAllowed(rules, mmss('35:59'), rules.presidentPenaltyLastSecond)).toBe(true);
    expect(rulesMomentAllowed(rules, mmss('36:00'), rules.presidentPenaltyLastSecond)).toBe(false);
  });
});

describe('the shootout', () => {
  const kick = (n: number, teamId: number, scored: boolean) => buildEvent(5, 2400 + n, teamId, scored ? 'SO-G' : 'SO-F', teamId === HOME_ID ? 101 : 201);

  it('is told kick by kick, each side’s kicks numbered from one', () => {
    const events = [kick(1, HOME_ID, true), kick(2, AWAY_ID, false), kick(3, HOME_ID, true)];
    const state = matchState(buildMatch({ status: 'inPlayP', scores: { home: 2, away: 2 }, events }), rules, T0);
    expect(state.shootout).toEqual({
      kicks: [
        { side: 'home', scored: true, number: 1, playerId: 101 },
        { side: 'away', scored: false, number: 1, playerId: 201 },
        { side: 'home', scored: true, number: 2, playerId: 101 },
      ],
      score: { home: 2, away: 0 },
      suddenDeath: false,
    });
  });

  it('goes to sudden death once five kicks each leave it level', () => {
    const events = Array.from({ length: 10 }, (_, i) => kick(i + 1, i % 2 === 0 ? HOME_ID : AWAY_ID, i < 6));
    const level = matchState(buildMatch({ status: 'inPlayP', events }), rules, T0).shootout!;
    expect(level.score).toEqual({ home: 3, away: 3 });
    expect(level.suddenDeath).toBe(true);
    const nine = matchState(buildMatch({ status: 'inPlayP', events: events.slice(0, 9) }), rules, T0).shootout!;
    expect(nine.suddenDeath).toBe(false);
    expect(matchState(buildMatch({ status: 'endedAfterPenalties', displayStatus: 'ended', events }), rules, T0)).toMatchObject({ phase: 'ended', shootout: { score: { home: 3, away: 3 } } });
  });
});

describe('phase names', () => {
  it('names each phase by one message', () => {
    expect(phaseMessageId('matchball')).toBe('phases.name.matchball');
    expect(phaseMessageId('scaleUp')).toBe('phases.name.scaleUp');
  });
});

describe('the next change by the clock alone', () => {
  const running = (time: string, events: MatchEvent[] = [], scores = { home: 2, away: 1 }) => buildMatch({
    status: mmss(time) < 1200 ? 'inPlay1H' : 'inPlay2H', clock: { matchSecond: mmss(time), at: new Date(T0).toISOString() }, scores, events,
  });

  it('is the double goal at 17:00, ten seconds after 16:50', () => {
    const next = nextChange(running('16:50'), rules, T0);
    expect(next?.inSeconds).toBe(10);
    expect(next?.state).toMatchObject({ phase: 'doubleGoal', matchSecond: 1020, phaseSecondsLeft: 180, effects: [{ kind: 'doubleGoalWindow', secondsLeft: 180 }] });
  });

  it('is the next player a side in the scale-up and in Matchball, and half-time at 20:00', () => {
    expect(nextChange(running('2:30'), rules, T0)).toMatchObject({ inSeconds: 30, state: { phase: 'scaleUp', onPitch: { home: 5, away: 5 } } });
    expect(nextChange(running('37:45'), rules, T0)).toMatchObject({ inSeconds: 15, state: { phase: 'matchball', onPitch: { home: 3, away: 3 } } });
    expect(nextChange(running('19:59'), rules, T0)).toMatchObject({ inSeconds: 1, state: { phase: 'halfTime' } });
  });

  it('is a booked player back before the phase ends', () => {
    const next = nextChange(running('10:00', [ev('9:10', HOME_ID, 'TA', 101)]), rules, T0);
    expect(next).toMatchObject({ inSeconds: 70, state: { phase: 'play', onPitch: { home: 7, away: 7 } } });
  });

  it('runs from the data’s anchor seen later, and is nothing while the clock stands', () => {
    expect(nextChange(running('16:50'), rules, T0 + 4_000)?.inSeconds).toBe(6);
    expect(nextChange(buildMatch({ status: 'halfTime' }), rules, T0)).toBeUndefined();
    expect(nextChange(buildMatch({ status: 'notStarted', displayStatus: 'scheduled', clock: undefined }), rules, T0)).toBeUndefined();
  });
});
