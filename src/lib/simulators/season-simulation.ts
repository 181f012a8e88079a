// A made-up season for the visitor's team among the region's real clubs. Like a real split it is a
// single round robin with no home side, the league playing every match in one arena; every match
// is drawn from the seed, so a shared seed replays the same season anywhere.
import { OUTCOME_POINTS, type MatchOutcome } from '../competition/rules/match-outcome';
import { meanGoals, playShootout } from './goal-model';
import type { LineRatings } from './ratings';
import { scheduleRoundRobin } from './round-robin';
import { createSeededRandom, drawPoisson } from './seeded-random';

export type SeasonTeamId = number | 'visitor';
export type SeasonInput = {
  seed: number;
  visitor: LineRatings;
  /** The region's clubs; leave out the one the visitor's team stands in for. */
  opponents: readonly { teamId: number; ratings: LineRatings }[];
};

/** The league never ends level: a drawn match goes to a shootout. */
export type SeasonOutcome = Exclude<MatchOutcome, 'draw'>;

export type SeasonRow = {
  teamId: SeasonTeamId; position: number; played: number; won: number; wonOnPenalties: number;
  lostOnPenalties: number; lost: number; goalsFor: number; goalsAgainst: number; goalDifference: number; points: number;
};

export type VisitorResult = {
  matchday: number; opponentId: number; goalsFor: number; goalsAgainst: number; outcome: SeasonOutcome;
  shootout?: { for: number; against: number };
};

export type SeasonResult = {
  table: SeasonRow[];
  visitor: {
    position: number; points: number; goalsFor: number; goalsAgainst: number; results: VisitorResult[];
    /** Matchdays the visitor's team sits out: with an odd number of clubs one rests each matchday. */
    restDays: number[];
  };
};

type Side = { goals: number; shootout?: number };

function outcomeOf(own: Side, other: Side): SeasonOutcome {
  if (own.goals !== other.goals) return own.goals > other.goals ? 'win' : 'loss';
  return (own.shootout ?? 0) > (other.shootout ?? 0) ? 'shootoutWin' : 'shootoutLoss';
}

function record(row: SeasonRow, own: Side, other: Side): SeasonOutcome {
  const outcome = outcomeOf(own, other);
  row.played += 1;
  row.goalsFor += own.goals;
  row.goalsAgainst += other.goals;
  row.goalDifference = row.goalsFor - row.goalsAgainst;
  row.points += OUTCOME_POINTS[outcome];
  const counters = { win: 'won', shootoutWin: 'wonOnPenalties', shootoutLoss: 'lostOnPenalties', loss: 'lost' } as const;
  row[counters[outcome]] += 1;
  return outcome;
}

function toVisitorResult(matchday: number, opponentId: number, own: Side, other: Side, outcome: SeasonOutcome): VisitorResult {
  const shootout = own.shootout !== undefined && other.shootout !== undefined ? { for: own.shootout, against: other.shootout } : undefined;
  return { matchday, opponentId, goalsFor: own.goals, goalsAgainst: other.goals, outcome, ...(shootout ? { shootout } : {}) };
}

function emptyRow(teamId: SeasonTeamId): SeasonRow {
  return {
    teamId, position: 0, played: 0, won: 0, wonOnPenalties: 0, lostOnPenalties: 0, lost: 0,
    goalsFor: 0, goalsAgainst: 0, goalDifference: 0, points: 0,
  };
}

/**
 * Plays every match in matchday order from one seeded stream. The table is ranked by points,
 * goal difference, goals scored; a perfect tie keeps the clubs' given order, with the visitor
 * last, so a place is never won by how the list was written.
 */
export function simulateSeason({ seed, visitor, opponents }: SeasonInput): SeasonResult {
  const random = createSeededRandom(seed);
  const teams = [...opponents, { teamId: 'visitor' as const, ratings: visitor }];
  const visitorRow = emptyRow('visitor');
  const rows = [...opponents.map(({ teamId }) => emptyRow(teamId)), visitorRow];
  const results: VisitorResult[] = [];
  const restDays: number[] = [];
  const visitorIndex = teams.length - 1;

  scheduleRoundRobin(teams.length).forEach((pairs, day) => {
    if (!pairs.some((pair) => pair.includes(visitorIndex))) restDays.push(day + 1);
    for (const [a, b] of pairs) {
      const [teamA, teamB, rowA, rowB] = [teams[a], teams[b], rows[a], rows[b]];
      if (!teamA || !teamB || !rowA || !rowB) continue;
      const sideA: Side = { goals: drawPoisson(random, meanGoals(teamA.ratings, teamB.ratings)) };
      const sideB: Side = { goals: drawPoisson(random, meanGoals(teamB.ratings, teamA.ratings)) };
      if (sideA.goals === sideB.goals) [sideA.shootout, sideB.shootout] = playShootout(random, teamA.ratings, teamB.ratings);
      const outcomeA = record(rowA, sideA, sideB);
      const outcomeB = record(rowB, sideB, sideA);
      const matchday = day + 1;
      if (teamA.teamId === 'visitor' && teamB.teamId !== 'visitor') {
        results.push(toVisitorResult(matchday, teamB.teamId, sideA, sideB, outcomeA));
      }
      if (teamB.teamId === 'visitor' && teamA.teamId !== 'visitor') {
        results.push(toVisitorResult(matchday, teamA.teamId, sideB, sideA, outcomeB));
      }
    }
  });

  const order = new Map(rows.map((row, i) => [row, i]));
  const table = [...rows].sort((x, y) =>
    y.points - x.points || y.goalDifference - x.goalDifference || y.goalsFor - x.goalsFor || (order.get(x) ?? 0) - (order.get(y) ?? 0));
  table.forEach((row, i) => (row.position = i + 1));
  const { position, points, goalsFor, goalsAgainst } = visitorRow;
  return { table, visitor: { position, points, goalsFor, goalsAgainst, results, restDays } };
}
