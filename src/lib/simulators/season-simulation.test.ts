import { describe, expect, it } from 'vitest';
import type { LineRatings } from './ratings';
import { simulateSeason, type SeasonInput } from './season-simulation';

const team = (value: number): LineRatings => ({ goalkeeper: value, defence: value, midfield: value, attack: value, overall: value });
const opponents = Array.from({ length: 11 }, (_, i) => ({ teamId: 100 + i, ratings: team(60 + i * 2) }));
const input = (seed: number, visitor = team(70)): SeasonInput => ({ seed, visitor, opponents });

describe('simulateSeason', () => {
  const season = simulateSeason(input(12345));

  it('plays a single round robin: everyone meets everyone once', () => {
    expect(season.table).toHaveLength(12);
    for (const row of season.table) expect(row.played).toBe(11);
    expect(season.visitor.results.map((result) => result.matchday)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(season.visitor.results.map((result) => result.opponentId).sort()).toEqual(opponents.map((o) => o.teamId));
    expect(season.visitor.restDays).toEqual([]);
  });

  it('rests the visitor one matchday when the clubs are an odd number, and plays every other', () => {
    const odd = simulateSeason({ seed: 7, visitor: team(70), opponents: opponents.slice(0, 10) });
    const { results, restDays } = odd.visitor;
    expect(restDays).toHaveLength(1);
    expect(results).toHaveLength(10);
    const matchdays = [...results.map((result) => result.matchday), ...restDays].sort((a, b) => a - b);
    expect(matchdays).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('awards 3 a win, 2 a shootout win, 1 a shootout loss, nothing a loss, and no draws', () => {
    for (const row of season.table) {
      expect(row.won + row.wonOnPenalties + row.lostOnPenalties + row.lost).toBe(row.played);
      expect(row.points).toBe(3 * row.won + 2 * row.wonOnPenalties + row.lostOnPenalties);
      expect(row.goalDifference).toBe(row.goalsFor - row.goalsAgainst);
    }
    const sum = (key: 'goalsFor' | 'goalsAgainst' | 'wonOnPenalties' | 'lostOnPenalties') =>
      season.table.reduce((total, row) => total + row[key], 0);
    expect(sum('goalsFor')).toBe(sum('goalsAgainst'));
    expect(sum('wonOnPenalties')).toBe(sum('lostOnPenalties'));
  });

  it('ranks by points, then goal difference, then goals scored', () => {
    expect(season.table.map((row) => row.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    season.table.slice(1).forEach((row, i) => {
      const above = season.table[i];
      const rank = (r: typeof row) => [r.points, r.goalDifference, r.goalsFor];
      const [a, b] = [rank(above ?? row), rank(row)];
      const firstDifference = a.findIndex((value, k) => value !== b[k]);
      expect(firstDifference === -1 || (a[firstDifference] ?? 0) > (b[firstDifference] ?? 0), `row ${i + 2}`).toBe(true);
    });
  });

  it('sums the visitor’s matches into its summary and its row', () => {
    const row = season.table.find((entry) => entry.teamId === 'visitor');
    const { results } = season.visitor;
    expect(row?.position).toBe(season.visitor.position);
    expect(row?.points).toBe(season.visitor.points);
    expect(results.reduce((total, result) => total + result.goalsFor, 0)).toBe(season.visitor.goalsFor);
    expect(results.reduce((total, result) => total + result.goalsAgainst, 0)).toBe(season.visitor.goalsAgainst);
    for (const result of results) {
      const level = result.goalsFor === result.goalsAgainst;
      expect(result.shootout !== undefined, `matchday ${result.matchday}`).toBe(level);
      const won = level ? (result.shootout?.for ?? 0) > (result.shootout?.against ?? 0) : result.goalsFor > result.goalsAgainst;
      expect(result.outcome).toBe(level ? (won ? 'shootoutWin' : 'shootoutLoss') : won ? 'win' : 'loss');
    }
  });

  it('replays the same season from the same seed and inputs', () => {
    expect(simulateSeason(input(12345))).toEqual(season);
  });

  it('plays another season from another seed', () => {
    expect(simulateSeason(input(54321))).not.toEqual(season);
  });

  it('scores like the real league: three to five goals a team per match', () => {
    const goals = season.table.reduce((total, row) => total + row.goalsFor, 0);
    const perTeamMatch = goals / (12 * 11);
    expect(perTeamMatch).toBeGreaterThan(3);
    expect(perTeamMatch).toBeLessThan(5);
  });

  it('lets a strong team finish above a weak one over many seeds', () => {
    const averagePosition = (value: number) =>
      Array.from({ length: 20 }, (_, seed) => simulateSeason(input(seed, team(value))).visitor.position).reduce((a, b) => a + b, 0) / 20;
    expect(averagePosition(90)).toBeLessThan(3);
    expect(averagePosition(45)).toBeGreaterThan(10);
  });

  it('leaves a team alone in its league top of a table with no matches', () => {
    expect(simulateSeason({ seed: 1, visitor: team(70), opponents: [] })).toEqual({
      table: [{
        teamId: 'visitor', position: 1, played: 0, won: 0, wonOnPenalties: 0, lostOnPenalties: 0, lost: 0,
        goalsFor: 0, goalsAgainst: 0, goalDifference: 0, points: 0,
      }],
      visitor: { position: 1, points: 0, goalsFor: 0, goalsAgainst: 0, results: [], restDays: [] },
    });
  });
});
