// Small domain objects for rule tests; each test overrides only what it is about.
import type { Phase, Season, Staff, StatRankingEntry, Team } from '../types';

export function buildSeason(overrides: Partial<Season> = {}): Season {
  return {
    id: 12, competitionId: 3, seasonClusterId: 4, name: 'Split 5', start: '2026-01-01T00:00:00.000Z',
    finish: '2026-06-01T00:00:00.000Z', finished: false, isCurrent: true, hasStandings: true,
    competition: { id: 3, name: 'Kings League', gender: 'male', international: false, visible: true },
    meta: {}, phases: [], ...overrides,
  };
}

export function buildPhase(id: number): Phase {
  return { id, name: `Phase ${id}`, type: 'league', order: id, groups: [] };
}

export function buildTeam(id: number, overrides: Partial<Team> = {}): Team {
  return {
    id, name: `Team ${id}`, shortName: `T${id}`, gender: 'male', isPlaceholder: false, social: {},
    isKwccWildcard: false, staffs: [], currentSeasons: [], ...overrides,
  };
}

export function buildStaff(id: number, role: string): Staff {
  return { id, firstName: `First ${id}`, lastName: `Last ${id}`, role };
}

export function buildStatEntry(playerId: number, role: StatRankingEntry['player']['role'], code = 'GOL'): StatRankingEntry {
  return {
    parameter: { code, name: code, negative: false }, total: 10 - playerId, ranking: playerId,
    player: { id: playerId, firstName: 'A', lastName: `B${playerId}`, role },
  };
}
