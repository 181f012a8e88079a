import { describe, expect, it } from 'vitest';
import { buildPhase, buildSeason, buildTeam } from '../testing/builders';
import {
  applySeasonQuirks,
  markPlaceholders,
  PLACEHOLDER_TEAM_IDS,
  prependSeason14Phases,
  withoutPlaceholders,
} from './season-quirks';

describe('applySeasonQuirks', () => {
  it('adds the placeholder teams to every season, after its own teams', () => {
    expect(applySeasonQuirks(12, [1, 2])).toEqual([1, 2, 58, 63, 64, 65, 66]);
  });

  it('always adds the eight fixed teams to season 13, without duplicates and in a stable order', () => {
    expect(applySeasonQuirks(13, [9, 1, 58])).toEqual([9, 1, 58, 5, 8, 10, 37, 38, 40, 41, 63, 64, 65, 66]);
  });

  it('keeps the section 9 placeholder ids', () => {
    expect(PLACEHOLDER_TEAM_IDS).toEqual([58, 63, 64, 65, 66]);
  });
});

describe('placeholders', () => {
  const teams = [buildTeam(1), buildTeam(58), buildTeam(2, { isPlaceholder: true })];

  it('flags the placeholder ids', () => {
    expect(markPlaceholders(teams).map((team) => team.isPlaceholder)).toEqual([false, true, true]);
  });

  it('leaves out flagged teams and placeholder ids', () => {
    expect(withoutPlaceholders(teams).map((team) => team.id)).toEqual([1]);
  });
});

describe('prependSeason14Phases', () => {
  const season13 = buildSeason({ id: 13, phases: [buildPhase(3)] });
  const season14 = buildSeason({ id: 14, phases: [buildPhase(1), buildPhase(2)] });

  it("puts season 14's phases before season 13's own", () => {
    expect(prependSeason14Phases(season13, season14).phases.map((phase) => phase.id)).toEqual([1, 2, 3]);
  });

  it('changes nothing for other seasons or when season 14 is missing', () => {
    const season12 = buildSeason({ id: 12, phases: [buildPhase(3)] });
    expect(prependSeason14Phases(season12, season14)).toBe(season12);
    expect(prependSeason14Phases(season13, undefined)).toBe(season13);
  });
});
