import { describe, expect, it } from 'vitest';
import { buildSeason, buildTeam } from '../competition/testing/builders';
import type { Phase } from '../competition/types';
import { describeSeasonFormat } from './season-format';

const turns = (...ids: number[]) => ids.map((id) => ({ id, name: `Turn ${id}`, start: '2026-10-01T00:00:00.000Z' }));

const PHASES: Phase[] = [
  { id: 4, name: 'Playoffs', type: 'playoff', order: 2, groups: [{ id: 4, name: 'Bracket', hasStandings: false, turns: turns(20, 21, 22) }] },
  {
    id: 3, name: 'Regular season', type: 'league', order: 1,
    groups: [
      { id: 1, name: 'A', hasStandings: true, turns: turns(1, 2, 3) },
      { id: 2, name: 'B', hasStandings: true, turns: turns(1, 2, 3) },
    ],
  },
];

describe('describeSeasonFormat', () => {
  it('gives the phases in order, groups, matchdays counted once, and the playoff’s rounds', () => {
    const format = describeSeasonFormat(buildSeason({ phases: PHASES, displayName: 'Split 2' }), []);
    expect(format).toEqual({
      seasonName: 'Split 2',
      phases: [
        { id: 3, name: 'Regular season', kind: 'league', groups: 2, turns: 3, rounds: [] },
        { id: 4, name: 'Playoffs', kind: 'playoff', groups: 1, turns: 3, rounds: ['Turn 20', 'Turn 21', 'Turn 22'] },
      ],
      promotions: [],
    });
  });

  it('counts the teams that play, not the stand-ins, and reads the places that lead on from the legend', () => {
    const season = buildSeason({
      phases: PHASES,
      meta: { positionLegend: [{ color: '#f00', placement: '9-10', name: 'Relegation' }, { color: '#0f0', placement: '1-8', name: 'Playoff' }, { color: '#00f', placement: 'top' }] },
    });
    const format = describeSeasonFormat(season, [buildTeam(1), buildTeam(2), buildTeam(58, { isPlaceholder: true })]);
    expect(format?.teams).toBe(2);
    expect(format?.promotions).toEqual([{ name: 'Playoff', first: 1, last: 8 }, { name: 'Relegation', first: 9, last: 10 }]);
  });

  it('describes nothing for a season without phases (a listing’s copy)', () => {
    expect(describeSeasonFormat(buildSeason(), [])).toBeUndefined();
  });
});
