import { describe, expect, it } from 'vitest';
import { createCompetitionApi } from '../competition/api';
import { createFakeClient, type FakeAnswer } from '../competition/testing/fake-client';
import { buildResult } from '../competition/testing/match-builders';
import type { MatchEvent, StatValue } from '../competition/types';
import { isCounted, loadPlayedMatches, toAppearance } from './played-matches';

const PLAYER = 7;
const event = (half: MatchEvent['half'], codes: string, playerId = PLAYER): MatchEvent => ({ half, matchSecond: 300, teamId: 1, playerId, codes: codes.split(',') });
const line = (playerId: number, figures: Record<string, number>) => ({
  playerId, stats: Object.entries(figures).map(([code, total]): StatValue => ({ code, total })),
});
const withLines = (...players: ReturnType<typeof line>[]) => ({ home: { teamStats: [], players }, away: { teamStats: [], players: [] } });

describe('a player’s part in a match', () => {
  it('reads his minutes, goals and cards from the match’s player statistics', () => {
    const match = buildResult(1, 1, 2, { home: 2, away: 0 }, { stats: withLines(line(PLAYER, { MIN: 32, GOL: 2, TA: 1, TR: 0 })) });
    expect(toAppearance(match, PLAYER)).toEqual({ match, minutes: 32, goals: 2, yellowCards: 1, redCards: 0 });
  });

  it('leaves out a match he did not play: no line of his, or a line without a minute on the pitch', () => {
    const match = buildResult(1, 1, 2, { home: 1, away: 0 }, { stats: withLines(line(8, { MIN: 40 }), line(PLAYER, { MIN: 0 })), events: [event(1, 'GOL', 8)] });
    expect(toAppearance(match, PLAYER)).toBeUndefined();
    expect(toAppearance(buildResult(2, 1, 2, { home: 0, away: 0 }, { stats: withLines(line(8, { MIN: 40 })) }), PLAYER)).toBeUndefined();
  });

  it('counts goals and cards from the events when the match has no figures, and says nothing of minutes', () => {
    const events = [event(1, 'GOL,GOL-P'), event(2, 'TA'), event(2, 'GOL'), event(5, 'SO-G'), event(2, 'GOL', 8)];
    const match = buildResult(1, 1, 2, { home: 3, away: 1 }, { events });
    expect(toAppearance(match, PLAYER)).toEqual({ match, minutes: undefined, goals: 2, yellowCards: 1, redCards: 0 });
  });

  it('counts a match where his only event is a shootout kick as not known to be his', () => {
    expect(toAppearance(buildResult(1, 1, 2, { home: 1, away: 1 }, { events: [event(5, 'SO-G')] }), PLAYER)).toBeUndefined();
  });
});

describe('which matches the season’s statistics count', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  it('counts an ended match once its matchday is over, or when the data gives the matchday no end', () => {
    const ended = buildResult(1, 1, 2, { home: 1, away: 0 });
    expect(isCounted(ended, { finish: '2026-11-19T23:59:59Z' }, now)).toBe(true);
    expect(isCounted(ended, { finish: undefined }, now)).toBe(true);
    expect(isCounted(ended, { finish: '2026-11-20T23:59:59Z' }, now)).toBe(false);
    expect(isCounted({ ...ended, status: 'inPlay2H', displayStatus: 'live' }, { finish: '2026-11-19T23:59:59Z' }, now)).toBe(false);
  });
});

describe('loading the matches a player played', () => {
  const P = '/api/v1/competition';
  const team = (id: number) => ({ id, name: `Team ${id}`, shortName: `T${id}` });
  const upstreamMatch = (id: number, turnId: number, minutes: number | undefined, detail: boolean) => ({
    id, date: `2026-10-${String(id).padStart(2, '0')}T18:00:00.000Z`, seasonId: 12, phaseId: 1, groupId: 1, turnId, status: 'ended',
    participants: { homeTeamId: 1, awayTeamId: 2, homeTeam: team(1), awayTeam: team(2) },
    scores: { homeScore: 1, awayScore: 0 },
    ...(detail && minutes !== undefined ? {
      events: [{ half: 1, matchSecond: 60, teamId: 1, playerId: PLAYER, parameterAppString: 'GOL' }],
      stats: {
        homeTeam: { teamStats: [], players: [{ playerId: PLAYER, playerStats: [{ parameterCode: 'MIN', total: minutes }, { parameterCode: 'GOL', total: 1 }] }] },
        awayTeam: { teamStats: [], players: [] },
      },
    } : {}),
  });
  const turn = (id: number, finish: string, ...matches: unknown[]) => ({ id, name: `Matchday ${id}`, start: '2026-10-01T00:00:00Z', finish, matches });
  const now = new Date('2026-10-20T12:00:00Z');

  it('lists only the matches he played, newest first, with his figures, and says when a matchday could not be read', async () => {
    const answers: Record<string, FakeAnswer> = {
      [`${P}/teams/1/season-data/12/matches`]: {
        value: [upstreamMatch(1, 31, 40, false), upstreamMatch(2, 32, undefined, false), upstreamMatch(3, 33, 12, false), upstreamMatch(4, 34, 40, false)],
      },
      // Matchday 32: he stayed out. Matchday 34 cannot be read.
      [`${P}/turns/31`]: { value: turn(31, '2026-10-01T23:59:59Z', upstreamMatch(1, 31, 40, true)) },
      [`${P}/turns/32`]: { value: turn(32, '2026-10-02T23:59:59Z', upstreamMatch(2, 32, undefined, true)) },
      [`${P}/turns/33`]: { value: turn(33, '2026-10-03T23:59:59Z', upstreamMatch(3, 33, 12, true)) },
      [`${P}/turns/34`]: { status: 503 },
    };
    const api = createCompetitionApi(createFakeClient(answers));
    const { appearances, incomplete } = await loadPlayedMatches(api, { playerId: PLAYER, teamId: 1, seasonId: 12 }, 'en', now);
    expect(appearances.map(({ match, minutes, goals }) => ({ id: match.id, minutes, goals }))).toEqual([
      { id: 3, minutes: 12, goals: 1 },
      { id: 1, minutes: 40, goals: 1 },
    ]);
    expect(incomplete).toBe(true);
  });
});
