// Small matches for the match-centre tests; each test overrides only what it is about.
import type { Match, MatchEvent, PlayerRef, TeamRef } from '../competition/types';
import { formatEventMinute } from '../competition/rules/event-minute';

export const HOME_ID = 10;
export const AWAY_ID = 20;

const player = (id: number, firstName: string, lastName: string, role: PlayerRef['role'] = 'forward'): PlayerRef => ({ id, firstName, lastName, role, jersey: id % 100 });

export function buildTeamRef(id: number, name: string, players: PlayerRef[] = []): TeamRef {
  return { id, name, shortName: name.slice(0, 3).toUpperCase(), logoUrl: `/crest/${id}.svg`, players };
}

export function buildEvent(half: MatchEvent['half'], matchSecond: number, teamId: number, codes: string, playerId?: number): MatchEvent {
  return { half, matchSecond, teamId, playerId, codes: codes.split(','), minute: formatEventMinute(matchSecond, half) };
}

export function buildMatch(overrides: Partial<Match> = {}): Match {
  return {
    id: 500, date: '2026-11-21T12:00:00.000Z', seasonId: 15, phaseId: 3, groupId: 3, turnId: 22,
    status: 'inPlay2H', displayStatus: 'live', currentMinute: 31,
    stadium: { name: 'Arena Levante', country: 'Spain' }, turnName: 'Matchday 8',
    homeTeamId: HOME_ID, awayTeamId: AWAY_ID,
    homeTeam: buildTeamRef(HOME_ID, 'Cometa Real', [player(101, 'Hugo', 'Sanz'), player(102, 'Raúl', 'Arroyo', 'midfielder')]),
    awayTeam: buildTeamRef(AWAY_ID, 'Tormenta Galáctica', [player(201, 'Óscar', 'Serrano', 'goalkeeper')]),
    scores: { home: 2, away: 1, homeFirstHalf: 1, homeSecondHalf: 1, awayFirstHalf: 1, awaySecondHalf: 0 },
    halfMinutes: 20, events: [],
    ...overrides,
  };
}
