import { describe, expect, it } from 'vitest';
import { buildPhase, buildSeason } from '../competition/testing/builders';
import { buildMatch, buildTeamRef } from './testing';
import { findBracketWinner, findPlayoffTurns, findWinnerSide, hasKnownTeams, toBracketRound, toTie } from './bracket';

const turn = (id: number, name: string) => ({ id, name, start: '2026-12-19T00:00:00.000Z' });

describe('findPlayoffTurns', () => {
  it('takes the rounds of the playoff phases only, in order', () => {
    const season = buildSeason({
      phases: [
        { ...buildPhase(1), groups: [{ id: 1, name: 'Group A', hasStandings: true, turns: [turn(1, 'Matchday 1')] }] },
        { ...buildPhase(2), type: 'playoff', groups: [{ id: 2, name: 'Bracket', hasStandings: false, turns: [turn(11, 'Quarter-finals'), turn(12, 'Semi-finals'), turn(13, 'Final')] }] },
      ],
    });
    expect(findPlayoffTurns(season).map((round) => round.name)).toEqual(['Quarter-finals', 'Semi-finals', 'Final']);
  });

  it('is empty for a season without playoffs', () => {
    expect(findPlayoffTurns(buildSeason({ phases: [buildPhase(1)] }))).toEqual([]);
  });
});

describe('findWinnerSide', () => {
  it('goes with the score once the match has ended', () => {
    expect(findWinnerSide(buildMatch(1, 'ended', { scores: { home: 1, away: 3 } }))).toBe('away');
    expect(findWinnerSide(buildMatch(1, 'ended', { scores: { home: 8, away: 4 } }))).toBe('home');
  });

  it('settles a draw by the shootout', () => {
    expect(findWinnerSide(buildMatch(1, 'ended', { scores: { home: 3, away: 3, homeShootout: 0, awayShootout: 2 } }))).toBe('away');
    expect(findWinnerSide(buildMatch(1, 'ended', { scores: { home: 3, away: 3 } }))).toBeUndefined();
  });

  it('names nobody while the match is still to play or being played', () => {
    expect(findWinnerSide(buildMatch(1, 'live', { scores: { home: 2, away: 0 } }))).toBeUndefined();
    expect(findWinnerSide(buildMatch(1, 'scheduled'))).toBeUndefined();
  });
});

describe('toTie', () => {
  it('marks the winner and keeps both scores', () => {
    const tie = toTie(buildMatch(1, 'ended', { scores: { home: 1, away: 4 } }));
    expect(tie.home).toMatchObject({ score: 1, isWinner: false, isPlaceholder: false });
    expect(tie.away).toMatchObject({ score: 4, isWinner: true });
  });

  it('shows stand-in teams as placeholders and no score before kick-off', () => {
    const tie = toTie(buildMatch(1, 'scheduled', { home: 58, away: 63, homeTeam: buildTeamRef(58, 'TBD'), awayTeam: undefined, awayTeamId: undefined, scores: { home: 0, away: 0 } }));
    expect(tie.home).toMatchObject({ isPlaceholder: true, score: undefined, isWinner: false });
    expect(tie.away.isPlaceholder).toBe(true);
  });
});

describe('a whole bracket', () => {
  const quarter = toBracketRound(turn(11, 'Quarter-finals'), [
    buildMatch(2, 'ended', { date: '2026-12-19T18:00:00.000Z', home: 3, away: 4, scores: { home: 0, away: 1 } }),
    buildMatch(1, 'ended', { date: '2026-12-19T17:00:00.000Z', scores: { home: 2, away: 1 } }),
  ]);
  const final = toBracketRound(turn(13, 'Final'), [buildMatch(5, 'ended', { home: 1, away: 4, homeTeam: buildTeamRef(1, 'Citadel'), scores: { home: 4, away: 1 } })]);

  it('orders each round’s ties by kick-off', () => {
    expect(quarter.ties.map((tie) => tie.match.id)).toEqual([1, 2]);
  });

  it('knows its champion once the final is over', () => {
    expect(findBracketWinner([quarter, final])?.name).toBe('Citadel');
    expect(findBracketWinner([quarter])).toBeUndefined();
  });

  it('tells a drawn bracket from one of stand-ins only', () => {
    expect(hasKnownTeams([quarter])).toBe(true);
    const undrawn = toBracketRound(turn(11, 'Quarter-finals'), [buildMatch(1, 'scheduled', { home: 58, away: 63 })]);
    expect(hasKnownTeams([undrawn])).toBe(false);
  });
});
