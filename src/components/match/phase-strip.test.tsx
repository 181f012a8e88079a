import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getIntl } from '../../lib/i18n/intl';
import type { MatchState } from '../../lib/match-state';
import { buildPhaseStrip } from '../../lib/rules';
import { phaseStripHtml } from './live-match-html';
import { PhaseStrip, type StripTexts } from './phase-strip';

const { t } = getIntl('en', 'kings');
const names = { home: 'Rayo & "Co" <FC>', away: 'Furia Marina' };
const texts: StripTexts = { heading: 'Phase of the match', page: '/en/espana/how-a-match-works', locale: 'en-GB' };
const base: MatchState = {
  phase: 'play',
  onPitch: { home: 7, away: 7 },
  effects: [],
  cards: { home: { status: 'inHand' }, away: { status: 'inHand' } },
  presidentPenalty: { home: { status: 'available' }, away: { status: 'available' } },
};

const STATES: Record<string, MatchState> = {
  'before kick-off': { ...base, phase: 'notStarted' },
  'the scale-up with a player off': {
    ...base, phase: 'scaleUp', matchSecond: 150, phaseSecondsLeft: 210, onPitch: { home: 3, away: 4 },
    effects: [{ kind: 'suspension', side: 'home', secondsLeft: 95, backAtSecond: 245 }],
  },
  'the double goal with a card in play': {
    ...base, phase: 'doubleGoal', matchSecond: 1080, phaseSecondsLeft: 120,
    effects: [{ kind: 'doubleGoalWindow', secondsLeft: 120 }, { kind: 'card', side: 'away', card: 'starPlayer' }],
    cards: { home: { status: 'played', atSecond: 400 }, away: { status: 'played', card: 'starPlayer', atSecond: 1000 } },
    presidentPenalty: { home: { status: 'used', scored: true, atSecond: 700 }, away: { status: 'available' } },
  },
  'Matchball with a leader': { ...base, phase: 'matchball', matchSecond: 2200, phaseSecondsLeft: 200, onPitch: { home: 4, away: 4 }, matchball: { nextGoalWins: false, leader: 'away' } },
  'the dice rolled two, after a joker played as double goals': {
    ...base, phase: 'dice', matchSecond: 1230, phaseSecondsLeft: 150, onPitch: { home: 3, away: 3 }, dice: 2,
    cards: { home: { status: 'played', card: 'joker', asCard: 'doubleGoals', atSecond: 600 }, away: { status: 'inHand' } },
  },
  'full time': {
    ...base, phase: 'ended', onPitch: { home: 0, away: 0 },
    cards: { home: { status: 'unplayed' }, away: { status: 'played', card: 'penalty', atSecond: 600 } },
    presidentPenalty: { home: { status: 'unused' }, away: { status: 'available' } },
  },
  'a shootout in sudden death': {
    ...base, phase: 'shootout', onPitch: { home: 2, away: 2 },
    shootout: { kicks: [], score: { home: 5, away: 5 }, suddenDeath: true },
  },
};

const stripOf = (state: MatchState) => buildPhaseStrip(state, { t, locale: 'en-GB', names, at: 1_700_000_000_000 });

describe('the phase strip', () => {
  it.each(Object.entries(STATES))('is the server’s markup when the browser draws it, %s', (_, state) => {
    const strip = stripOf(state);
    expect(phaseStripHtml(strip, texts, names.home, names.away)).toBe(renderToStaticMarkup(<PhaseStrip strip={strip} texts={texts} home={names.home} away={names.away} />));
  });

  it('carries the phase and the players a side, goalkeepers included, for tests and partners', () => {
    const html = phaseStripHtml(stripOf(STATES['the scale-up with a player off']!), texts, names.home, names.away);
    expect(html).toContain('data-phase="scaleUp"');
    expect(html).toContain('data-on-pitch="3-4"');
    expect(html).toContain('href="/en/espana/how-a-match-works#scale-up"');
    expect(html).toContain('<span data-countdown="210">3:30</span>');
    expect(html).toContain('a player off for two minutes');
  });

  it('says the dice’s number and what it means, and what a joker was played as', () => {
    const html = phaseStripHtml(stripOf(STATES['the dice rolled two, after a joker played as double goals']!), texts, names.home, names.away);
    expect(html).toContain('<li>Dice rolled 2: 2 v 2 plus goalkeepers</li>');
    expect(html).toContain('>3 v 3</span>');
    expect(html).toContain('Card played: Joker, as Double goals (11′)');
  });

  it('says a card never played and a penalty never called once their time is over', () => {
    const html = phaseStripHtml(stripOf(STATES['full time']!), texts, names.home, names.away);
    expect(html).toContain('<dd>Secret card not played</dd><dd>President’s penalty not used</dd>');
    expect(html).not.toContain('Secret card in hand');
  });

  it('shows no players a side when no one is on the pitch, and keeps the contract', () => {
    for (const phase of ['before kick-off', 'full time'] as const) {
      const html = phaseStripHtml(stripOf(STATES[phase]!), texts, names.home, names.away);
      expect(html, phase).not.toContain('phase-strip__pitch');
      expect(html, phase).toMatch(/data-on-pitch="\d-\d"/);
    }
    expect(phaseStripHtml(stripOf(STATES['Matchball with a leader']!), texts, names.home, names.away)).toContain('<span aria-hidden="true">4 v 4</span>');
  });

  it('hides from a visitor who hides results what tells the score, and only that', () => {
    const doubleGoal = phaseStripHtml(stripOf(STATES['the double goal with a card in play']!), texts, names.home, names.away);
    // A president's penalty scored is a goal: only its call is shown then.
    expect(doubleGoal).toContain('<span data-spoiler-gone="true">President’s penalty scored (12′)</span><span class="spoiler-mask">President’s penalty used (12′)</span>');
    // The star player's card ends with his goal.
    expect(doubleGoal).toMatch(/<li data-spoiler-gone="true">Furia Marina: Star player<\/li>/);
    expect(doubleGoal).toMatch(/<li>Goals count double<span/);
    expect(doubleGoal).toContain('Secret card played (7′)');
    const matchball = phaseStripHtml(stripOf(STATES['Matchball with a leader']!), texts, names.home, names.away);
    expect(matchball).toContain('<p class="phase-strip__telling" data-spoiler-gone="true">Furia Marina wins with its next goal</p>');
    const shootout = phaseStripHtml(stripOf(STATES['a shootout in sudden death']!), texts, names.home, names.away);
    expect(shootout).toContain('data-spoiler-gone="true">Shootout 5–5, sudden death</p>');
  });
});
