import { describe, expect, it } from 'vitest';
import { getIntl } from '../i18n/intl';
import { buildMatch } from '../match/testing';
import { phaseStripOf, stripAfter, type PhaseStripView } from './index';

const T0 = Date.parse('2026-11-21T12:30:00.000Z');
const { t } = getIntl('en', 'kings');
const words = (at: number) => ({ t, locale: 'en', names: { home: 'Cometa Real', away: 'Tormenta Galáctica' }, at });
const running = (second: number) => buildMatch({ status: 'inPlay1H', clock: { matchSecond: second, at: new Date(T0).toISOString() } });
const drawn = ({ next: _n, ...strip }: PhaseStripView) => strip;

describe('the strip’s next change', () => {
  it('is what the strip becomes at 17:00, sent as only what differs, and drawn by the page as the server would draw it then', () => {
    const strip = phaseStripOf(running(1010), words(T0));
    expect(strip).toMatchObject({ phase: 'play', left: 10 });
    expect(strip.next).toEqual({ in: 10, phase: 'doubleGoal', name: 'Double goals', section: 'double-goal', left: 180, effects: [{ text: 'Goals count double', left: 180 }] });
    expect(drawn(stripAfter(strip)!)).toEqual(drawn(phaseStripOf(running(1010), words(T0 + 10_000))));
  });

  it('counts down what it does not change, and takes away what is gone (half-time has no time left)', () => {
    const strip = phaseStripOf(running(1190), words(T0));
    expect(strip.next).toMatchObject({ in: 10, phase: 'halfTime', left: null, effects: [] });
    const after = stripAfter(strip)!;
    expect(after).not.toHaveProperty('left');
    expect(after).toMatchObject({ phase: 'halfTime', at: T0 + 10_000, onPitch: '7-7' });
  });

  it('is the next player a side in the scale-up, the phase counted down', () => {
    const strip = phaseStripOf(running(150), words(T0));
    expect(strip.next).toMatchObject({ in: 30, onPitch: '5-5' });
    expect(strip.next).not.toHaveProperty('left');
    expect(stripAfter(strip)).toMatchObject({ phase: 'scaleUp', left: 120, onPitch: '5-5' });
  });

  it('is absent where the clock stands', () => {
    expect(phaseStripOf(buildMatch({ status: 'halfTime' }), words(T0)).next).toBeUndefined();
  });
});
