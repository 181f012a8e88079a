import { describe, expect, it } from 'vitest';
import { averageRatings, rateClubs } from './club-ratings';
import { DEFAULT_LINE_RATINGS, rateSquad } from './ratings';
import { CLUBS, buildPool } from './testing/pool';

describe('rateClubs', () => {
  it('rates each club by its own squad’s best seven, like a visitor’s squad', () => {
    const pool = buildPool();
    const [first, second] = rateClubs(pool);
    expect(first).toEqual({ teamId: 1, ratings: rateSquad(pool.players.filter((player) => player.teamId === 1)) });
    expect(second?.ratings.overall).toBeGreaterThan(first?.ratings.overall ?? 0);
  });

  it('gives a club whose squad is unknown the default card', () => {
    expect(rateClubs({ teams: CLUBS, players: [] })[0]?.ratings).toEqual(DEFAULT_LINE_RATINGS);
  });
});

describe('averageRatings', () => {
  it('takes each line’s mean over the clubs, rounded', () => {
    const line = (value: number) => ({ goalkeeper: value, defence: value, midfield: value, attack: value, overall: value });
    expect(averageRatings([{ teamId: 1, ratings: line(70) }, { teamId: 2, ratings: line(75) }])).toEqual(line(73));
    expect(averageRatings([])).toEqual(DEFAULT_LINE_RATINGS);
  });
});
