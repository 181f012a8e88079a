import { describe, expect, it } from 'vitest';
import { buildPhase, buildSeason } from '../competition/testing/builders';
import type { Group } from '../competition/types';
import { findRegularSeasonGroup } from './standings-group';

const group = (id: number, hasStandings: boolean): Group => ({ id, name: `Group ${id}`, hasStandings, turns: [] });

describe('findRegularSeasonGroup', () => {
  it('is the first group with a table in the league phase, not the playoff bracket', () => {
    const season = buildSeason({
      phases: [
        { ...buildPhase(5), type: 'playoff', groups: [group(50, true)] },
        { ...buildPhase(1), groups: [group(10, false), group(11, true), group(12, true)] },
      ],
    });
    expect(findRegularSeasonGroup(season)?.id).toBe(11);
  });

  it('falls back to any group with a table, and to nothing', () => {
    expect(findRegularSeasonGroup(buildSeason({ phases: [{ ...buildPhase(5), type: 'playoff', groups: [group(50, true)] }] }))?.id).toBe(50);
    expect(findRegularSeasonGroup(buildSeason({ phases: [{ ...buildPhase(1), groups: [group(10, false)] }] }))).toBeUndefined();
  });
});
