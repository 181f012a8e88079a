// A small match for the home and tournament rule tests; each test overrides what it is about.
import type { DisplayStatus, Match, MatchScores, TeamRef } from '../competition/types';

export function buildTeamRef(id: number, name = `Team ${id}`): TeamRef {
  return { id, name, shortName: `T${id}`, players: [] };
}

type MatchOverrides = Partial<Omit<Match, 'scores'>> & { scores?: MatchScores; home?: number; away?: number };

export function buildMatch(id: number, displayStatus: DisplayStatus, overrides: MatchOverrides = {}): Match {
  const { home = 1, away = 2, ...rest } = overrides;
  return {
    id, date: '2026-11-21T12:00:00.000Z', seasonId: 15, phaseId: 3, groupId: 3, turnId: 22,
    status: displayStatus === 'live' ? 'inPlay1H' : displayStatus === 'ended' ? 'ended' : 'notStarted',
    displayStatus, halfMinutes: 20, events: [], scores: {},
    homeTeamId: home, awayTeamId: away, homeTeam: buildTeamRef(home), awayTeam: buildTeamRef(away),
    ...rest,
  };
}
