// Small matches for rule tests: an ended result between two team ids unless told otherwise.
import type { Match } from '../types';

export function buildResult(
  id: number,
  homeTeamId: number,
  awayTeamId: number,
  scores: Match['scores'],
  overrides: Partial<Match> = {},
): Match {
  return {
    id, date: `2026-10-${String(id).padStart(2, '0')}T18:00:00.000Z`, seasonId: 1, phaseId: 1, groupId: 1, turnId: 1,
    status: 'ended', displayStatus: 'ended', homeTeamId, awayTeamId, scores, halfMinutes: 20, events: [],
    ...overrides,
  };
}
