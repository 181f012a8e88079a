import { describe, expect, it } from 'vitest';
import { getIntl } from '../i18n/intl';
import { stripIsolates } from './isolate';
import { AWAY_ID, HOME_ID, buildEvent, buildMatch } from './testing';
import { buildTimeline, classifyEvent } from './timeline';

const { t } = getIntl('en', 'kings');
const texts = (match = buildMatch()) => buildTimeline(match, t).flatMap((period) => period.entries.map((entry) => ({ ...entry, text: stripIsolates(entry.text) })));

describe('classifyEvent', () => {
  it('reads a combined code by its most specific part', () => {
    expect(classifyEvent(['GOL', 'GOL-D'])?.kind).toBe('doubleGoal');
    expect(classifyEvent(['GOL', 'GOL-P'])?.kind).toBe('penaltyGoal');
    expect(classifyEvent(['GOL', 'GOL-PP'])?.kind).toBe('presidentGoal');
    expect(classifyEvent(['GOL'])?.kind).toBe('goal');
    expect(classifyEvent(['DADO-3'])).toEqual({ kind: 'dice', dicePlayers: 3 });
  });

  it('leaves out what the timeline does not show', () => {
    expect(classifyEvent(['CRN'])).toBeUndefined();
    expect(classifyEvent(['FAL'])).toBeUndefined();
    expect(classifyEvent(['SOMETHING-NEW'])).toBeUndefined();
  });
});

describe('buildTimeline', () => {
  it('tells a goal with its scorer, team and assist on one line, on the scoring side', () => {
    const match = buildMatch({ events: [buildEvent(1, 250, HOME_ID, 'GOL', 101), buildEvent(1, 250, HOME_ID, 'ASS-V', 102)] });
    expect(texts(match)).toEqual([
      expect.objectContaining({ kind: 'goal', side: 'home', minute: "5'", text: 'Goal: Hugo Sanz (Cometa Real) · assist by Raúl Arroyo', announce: true }),
    ]);
  });

  it('groups events by period with the 20-minutes-a-half minutes, stoppage time included', () => {
    const match = buildMatch({
      events: [buildEvent(2, 2500, AWAY_ID, 'TA', 201), buildEvent(1, 1230, HOME_ID, 'TR', 101), buildEvent(2, 1500, AWAY_ID, 'DADO-2')],
    });
    const periods = buildTimeline(match, t);
    expect(periods.map((period) => period.title)).toEqual(['First half', 'Second half']);
    expect(periods[0]?.entries.map((entry) => entry.minute)).toEqual(["20+1'"]);
    expect(periods[1]?.entries.map((entry) => [entry.minute, stripIsolates(entry.text)])).toEqual([
      ["26'", 'Dice rolled by Tormenta Galáctica: 2 v 2 plus goalkeepers until 23:00'],
      ["40+2'", 'Yellow card: Óscar Serrano (Tormenta Galáctica)'],
    ]);
  });

  it('numbers the shootout kicks, which have no minute, and announces them', () => {
    const match = buildMatch({
      events: [buildEvent(5, 2401, HOME_ID, 'SO-G', 101), buildEvent(5, 2402, AWAY_ID, 'SO-F', 201)],
    });
    expect(texts(match).map(({ minute, text, announce }) => ({ minute, text, announce }))).toEqual([
      { minute: 'Kick 1', text: 'Shootout kick scored: Hugo Sanz (Cometa Real)', announce: true },
      { minute: 'Kick 2', text: 'Shootout kick missed: Óscar Serrano (Tormenta Galáctica)', announce: true },
    ]);
  });

  it('names the team where an event has no player: the president’s penalty, the secret weapon, VAR', () => {
    const match = buildMatch({
      events: [buildEvent(2, 1500, HOME_ID, 'PP'), buildEvent(2, 1520, HOME_ID, 'GOL,GOL-PP'), buildEvent(1, 600, AWAY_ID, 'CARD-ACT'), buildEvent(1, 700, AWAY_ID, 'VAR')],
    });
    expect(texts(match).map((entry) => entry.text)).toEqual([
      'Secret weapon card played by Tormenta Galáctica',
      'VAR review (Tormenta Galáctica)',
      'President’s penalty to Cometa Real',
      'President’s penalty scored (Cometa Real)',
    ]);
  });

  it('tells an event whose player is not known by its team once, not as “team (team)”', () => {
    const match = buildMatch({
      events: [buildEvent(1, 100, HOME_ID, 'PEN-F'), buildEvent(1, 200, AWAY_ID, 'PEN'), buildEvent(1, 300, AWAY_ID, 'TA', 9999), buildEvent(1, 400, HOME_ID, 'PEN-F', 101)],
    });
    expect(texts(match).map((entry) => entry.text)).toEqual([
      'Penalty missed: Cometa Real',
      'Penalty to Tormenta Galáctica',
      'Yellow card: Tormenta Galáctica · two minutes off, back at 7:00',
      'Penalty missed: Hugo Sanz (Cometa Real)',
    ]);
  });

  it('keeps keys stable and unique as events are added', () => {
    const first = buildEvent(1, 100, HOME_ID, 'TA', 101);
    const before = texts(buildMatch({ events: [first] }));
    const after = texts(buildMatch({ events: [first, buildEvent(1, 100, HOME_ID, 'TA', 101), buildEvent(1, 300, AWAY_ID, 'MVP', 201)] }));
    expect(after[0]?.key).toBe(before[0]?.key);
    expect(new Set(after.map((entry) => entry.key)).size).toBe(3);
  });

  it('shows an assist without a goal beside it on its own line', () => {
    expect(texts(buildMatch({ events: [buildEvent(1, 100, HOME_ID, 'ASS-V', 102)] }))[0]).toMatchObject({ kind: 'assist', text: 'Assist: Raúl Arroyo (Cometa Real)', announce: false });
  });

  it('puts the MVP at full time rather than at a minute of play', () => {
    expect(texts(buildMatch({ events: [buildEvent(2, 2400, AWAY_ID, 'MVP', 201)] }))[0]).toMatchObject({ minute: 'FT', text: 'Match MVP: Óscar Serrano (Tormenta Galáctica)' });
  });

  it('translates', () => {
    const { t: tEs } = getIntl('es', 'kings');
    const [entry] = buildTimeline(buildMatch({ events: [buildEvent(1, 100, HOME_ID, 'GOL,GOL-D', 101)] }), tEs)[0]?.entries ?? [];
    expect(stripIsolates(entry?.text ?? '')).toBe('Gol ×2: Hugo Sanz (Cometa Real)');
  });
});

describe('the rules in words', () => {
  const say = (events: ReturnType<typeof buildEvent>[], options?: Parameters<typeof buildTimeline>[2]) =>
    buildTimeline(buildMatch({ events }), t, options).flatMap((period) => period.entries.map((entry) => stripIsolates(entry.text)));

  it('names the secret card played and what it did, with its end to the second', () => {
    expect(say([buildEvent(1, 600, AWAY_ID, 'CARD-ACT,CARD-OUT')])).toEqual(['Tormenta Galáctica played its secret card: rival out, one Cometa Real player off until 14:00']);
    expect(say([buildEvent(2, 1530, HOME_ID, 'CARD-ACT,CARD-X2')])).toEqual(['Cometa Real played its secret card: double goals, its goals count twice until 29:30']);
    expect(say([buildEvent(2, 1500, HOME_ID, 'CARD-ACT,CARD-STAR', 101)])).toEqual(['Cometa Real played its secret card: star player, Hugo Sanz’s first goal counts twice']);
    expect(say([buildEvent(1, 400, HOME_ID, 'CARD-ACT,CARD-JOKER,CARD-PEN')])).toEqual(['Cometa Real played its secret card: joker, as penalty, a penalty kick']);
    expect(say([buildEvent(1, 400, HOME_ID, 'CARD-ACT')])).toEqual(['Secret weapon card played by Cometa Real']);
  });

  it('gives a yellow its two minutes and the second the player is back, except in Matchball mode', () => {
    expect(say([buildEvent(1, 70, HOME_ID, 'TA', 101)])).toEqual(['Yellow card: Hugo Sanz (Cometa Real) · two minutes off, back at 3:10']);
    expect(say([buildEvent(2, 2200, HOME_ID, 'TA', 101)])).toEqual(['Yellow card: Hugo Sanz (Cometa Real)']);
  });

  it('names the president who takes the penalty when the staff is known', () => {
    const events = [buildEvent(1, 600, HOME_ID, 'PP'), buildEvent(1, 620, HOME_ID, 'GOL,GOL-PP')];
    expect(say(events, { presidents: { home: 'Ana Ruiz' } })).toEqual([
      'President’s penalty to Cometa Real: Ana Ruiz steps up',
      'President’s penalty scored by Ana Ruiz (Cometa Real)',
    ]);
  });

  it('marks every goal worth two ×2, a star’s penalty too', () => {
    expect(say([buildEvent(1, 1100, HOME_ID, 'GOL,GOL-D', 101)])).toEqual(['Goal ×2: Hugo Sanz (Cometa Real)']);
    expect(say([buildEvent(2, 1600, HOME_ID, 'GOL,GOL-P,GOL-D', 101)])).toEqual(['Penalty scored: Hugo Sanz (Cometa Real) ×2']);
  });

  it('says the rules in every language', () => {
    const { t: tAr } = getIntl('ar', 'kings');
    const [entry] = buildTimeline(buildMatch({ events: [buildEvent(2, 1200, HOME_ID, 'DADO-3')] }), tAr)[0]?.entries ?? [];
    expect(stripIsolates(entry?.text ?? '')).toBe('رمى Cometa Real النرد: 3 ضد 3 مع حارسي المرمى حتى 23:00');
  });
});
