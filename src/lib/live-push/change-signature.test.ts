import { describe, expect, it } from 'vitest';
import type { Match } from '../competition/types';
import type { PhaseStripView } from '../rules';
import { changeSignature } from './change-signature';

const match = {
  id: 7, date: '2026-11-27T18:00:00Z', seasonId: 1, phaseId: 1, groupId: 1, turnId: 3,
  status: 'inPlay1H', displayStatus: 'live', currentMinute: 12, halfMinutes: 20,
  scores: { home: 1, away: 0, homeFirstHalf: 1, awayFirstHalf: 0 },
  events: [{ half: 'firstHalf', matchSecond: 400, teamId: 10, playerId: 5, codes: ['GOL'], minute: "7'" }],
  stats: { home: { teamStats: [{ key: 'passes', total: 75 }], players: [] }, away: { teamStats: [], players: [] } },
} as unknown as Match;

describe('changeSignature', () => {
  it('is the same for the same match read twice', () => {
    expect(changeSignature(structuredClone(match))).toBe(changeSignature(match));
  });

  it.each([
    ['a goal', { scores: { ...match.scores, away: 1 } }],
    ['a shootout kick', { scores: { ...match.scores, homeShootout: 1, awayShootout: 0 } }],
    ['a new event', { events: [...match.events, { half: 'firstHalf', matchSecond: 500, codes: ['TA'] }] }],
    ['the minute', { currentMinute: 13 }],
    ['the status', { status: 'halfTime' }],
    ['the end', { displayStatus: 'ended' }],
  ])('changes with %s', (_, change) => {
    expect(changeSignature({ ...match, ...change } as Match)).not.toBe(changeSignature(match));
  });

  it('changes with the phase strip’s state, not with its countdowns, its instant or its next change', () => {
    const strip = { phase: 'play', name: 'Play', section: 'halves', left: 10, at: 1, onPitch: '7-7', pitch: '7 v 7', pitchLabel: '', effects: [], home: { card: 'a', penalty: 'b' }, away: { card: 'a', penalty: 'b' }, leftLabel: '' } as PhaseStripView;
    const later = { ...strip, left: 9, at: 2, next: { in: 9, phase: 'doubleGoal' } } as PhaseStripView;
    expect(changeSignature(match, later)).toBe(changeSignature(match, strip));
    expect(changeSignature(match, { ...strip, phase: 'doubleGoal', effects: [{ text: 'Goals count double', left: 180 }] })).not.toBe(changeSignature(match, strip));
    expect(changeSignature(match, { ...strip, onPitch: '6-7' })).not.toBe(changeSignature(match, strip));
  });

  it('does not change when only the running statistics do', () => {
    const passed = { ...match, stats: { ...match.stats!, home: { teamStats: [{ key: 'passes', total: 76 }], players: [] } } } as unknown as Match;
    expect(changeSignature(passed)).toBe(changeSignature(match));
  });
});
