// The rules moments a fan may opt in to, read from a match's events through the match state (the
// strip's), and what the notification says of each.
import { describe, expect, it } from 'vitest';
import { TEAM_ALERTS } from '../../config/team-alerts';
import type { Match, MatchEvent } from '../competition/types';
import { AWAY_ID, HOME_ID, buildEvent, buildMatch } from '../match/testing';
import { buildRulesMomentPayload } from './alert-message';
import { freshRulesMoments, rulesMomentsOf } from './rules-moments';

const T0 = Date.parse('2026-11-21T12:30:00.000Z');
const mmss = (text: string) => {
  const [m, s] = text.split(':').map(Number);
  return m! * 60 + s!;
};
const ev = (time: string, teamId: number, codes: string, playerId?: number): MatchEvent => {
  const second = mmss(time);
  return buildEvent(second < 1200 ? 1 : 2, second, teamId, codes, playerId);
};

/** A match running at `time` at T0, 2-1 unless said, with `events`. */
function at(time: string, events: MatchEvent[], overrides: Partial<Match> = {}): Match {
  const second = mmss(time);
  return buildMatch({ status: second < 1200 ? 'inPlay1H' : 'inPlay2H', clock: { matchSecond: second, at: new Date(T0).toISOString() }, events, ...overrides });
}
const momentsAt = (time: string, events: MatchEvent[], overrides: Partial<Match> = {}) => rulesMomentsOf(at(time, events, overrides), T0).moments;

describe('rulesMomentsOf', () => {
  it('finds a secret card played, naming the card when the data does', () => {
    expect(momentsAt('10:00', [ev('8:12', HOME_ID, 'CARD-ACT,CARD-X2')])).toEqual([
      { kind: 'card', key: 'card-home', side: 'home', atSecond: mmss('8:12'), card: 'doubleGoals' },
    ]);
  });

  it('finds a secret card played without its name, and guesses none', () => {
    expect(momentsAt('10:00', [ev('9:30', AWAY_ID, 'CARD-ACT')])).toEqual([{ kind: 'card', key: 'card-away', side: 'away', atSecond: mmss('9:30') }]);
  });

  it('finds a joker with the card it was played as', () => {
    expect(momentsAt('10:00', [ev('7:00', AWAY_ID, 'CARD-ACT,CARD-JOKER,CARD-OUT')])).toEqual([
      { kind: 'card', key: 'card-away', side: 'away', atSecond: mmss('7:00'), card: 'joker', asCard: 'rivalOut' },
    ]);
  });

  it('finds a president’s penalty once its outcome is in the data: scored, or missed', () => {
    const called = ev('12:00', HOME_ID, 'PP');
    expect(momentsAt('12:10', [called])).toEqual([]);
    expect(momentsAt('12:30', [called, ev('12:20', HOME_ID, 'GOL,GOL-PP')])).toEqual([
      { kind: 'presidentPenalty', key: 'pp-home', side: 'home', atSecond: mmss('12:00'), scored: true },
    ]);
    expect(momentsAt('12:30', [ev('12:00', AWAY_ID, 'PP'), ev('12:20', AWAY_ID, 'PEN-F')])).toEqual([
      { kind: 'presidentPenalty', key: 'pp-away', side: 'away', atSecond: mmss('12:00'), scored: false },
    ]);
  });

  it('finds Matchball from 36:00 while it is played, not before, and not for a level match that goes to the shootout', () => {
    expect(momentsAt('35:59', [])).toEqual([]);
    expect(momentsAt('36:00', [])).toEqual([{ kind: 'matchball', key: 'matchball', atSecond: mmss('36:00') }]);
    expect(momentsAt('37:30', [])).toEqual([{ kind: 'matchball', key: 'matchball', atSecond: mmss('36:00') }]);
    expect(momentsAt('36:30', [], { scores: { home: 1, away: 1 } })).toEqual([]);
  });

  it('finds nothing in goals, double goals, cards of the referee, the dice or a match not started', () => {
    const events = [
      ev('3:00', HOME_ID, 'GOL'), ev('17:30', AWAY_ID, 'GOL,GOL-D'), ev('11:00', HOME_ID, 'TA'), ev('14:00', AWAY_ID, 'TR'),
      ev('20:00', HOME_ID, 'DADO-2'), ev('9:00', HOME_ID, 'PEN'), ev('9:20', HOME_ID, 'GOL,GOL-P'),
    ];
    expect(momentsAt('24:00', events)).toEqual([]);
    expect(rulesMomentsOf(buildMatch({ status: 'notStarted', displayStatus: 'scheduled', events: [] }), T0).moments).toEqual([]);
  });

  it('puts the moments in the order they came', () => {
    const events = [ev('30:00', AWAY_ID, 'PP'), ev('30:20', AWAY_ID, 'GOL,GOL-PP'), ev('25:00', HOME_ID, 'CARD-ACT,CARD-PEN')];
    expect(momentsAt('36:10', events).map((moment) => moment.key)).toEqual(['card-home', 'pp-away', 'matchball']);
  });
});

describe('freshRulesMoments', () => {
  it('keeps a moment while it is news on the match clock, and drops it after', () => {
    const card = [ev('8:00', HOME_ID, 'CARD-ACT,CARD-STAR', 101)];
    const fresh = TEAM_ALERTS.rulesMomentFreshSeconds;
    expect(freshRulesMoments(at('8:00', card), T0 + fresh * 1000).map((moment) => moment.key)).toEqual(['card-home']);
    expect(freshRulesMoments(at('8:00', card), T0 + (fresh + 1) * 1000)).toEqual([]);
  });
});

describe('buildRulesMomentPayload', () => {
  const match = buildMatch();
  const url = '/en/espana/matches/500';
  const facts = { edition: 'kings' as const, match, url };

  it('names the card played, the team that played it and the match with its score, with a tag of its own', () => {
    const payload = buildRulesMomentPayload({ ...facts, lang: 'en', spoilerFree: false, moment: { kind: 'card', key: 'card-away', side: 'away', atSecond: 500, card: 'rivalOut' } });
    expect(payload).toEqual({
      title: 'Cometa Real 2-1 Tormenta Galáctica', body: 'Tormenta Galáctica played its secret card: Rival player out', url, tag: 'match-500-card-away', lang: 'en-GB', dir: 'ltr',
    });
  });

  it('says only “secret card played” when the data does not say which, and a joker’s card when it does', () => {
    const unnamed = buildRulesMomentPayload({ ...facts, lang: 'en', spoilerFree: false, moment: { kind: 'card', key: 'card-home', side: 'home', atSecond: 500 } });
    expect(unnamed.body).toBe('Cometa Real: secret card played');
    const joker = buildRulesMomentPayload({ ...facts, lang: 'es', spoilerFree: false, moment: { kind: 'card', key: 'card-home', side: 'home', atSecond: 500, card: 'joker', asCard: 'doubleGoals' } });
    expect(joker.body).toBe('Cometa Real: comodín jugado como Goles dobles');
  });

  it('tells a president’s penalty scored or missed, and in spoiler-free mode only that it was taken, without the score', () => {
    const moment = { kind: 'presidentPenalty', key: 'pp-home', side: 'home', atSecond: 700, scored: true } as const;
    expect(buildRulesMomentPayload({ ...facts, lang: 'en', spoilerFree: false, moment }).body).toBe('President’s penalty for Cometa Real: scored');
    expect(buildRulesMomentPayload({ ...facts, lang: 'en', spoilerFree: false, moment: { ...moment, scored: false } }).body).toBe('President’s penalty for Cometa Real: missed');
    const hidden = buildRulesMomentPayload({ ...facts, lang: 'en', spoilerFree: true, moment });
    expect(hidden).toMatchObject({ title: 'Cometa Real v Tormenta Galáctica', body: 'President’s penalty for Cometa Real: taken' });
    expect(JSON.stringify(hidden)).not.toMatch(/2\D+1|scored/);
  });

  it('tells Matchball in Arabic, right to left', () => {
    const payload = buildRulesMomentPayload({ ...facts, lang: 'ar', spoilerFree: false, moment: { kind: 'matchball', key: 'matchball', atSecond: 2160 } });
    expect(payload).toMatchObject({ body: 'الماتش بول: من الآن يمكن لهدف أن يحسم المباراة', tag: 'match-500-matchball', lang: 'ar', dir: 'rtl' });
  });
});
