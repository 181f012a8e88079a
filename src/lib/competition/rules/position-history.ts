// Where each team stood after every matchday, rebuilt from the results: the league's points
// (OUTCOME_POINTS), then goal difference, then goals scored decide the order.
import type { Match } from '../types';
import { OUTCOME_POINTS, toMatchOutcome } from './match-outcome';

export type PlayedTurn = { id: number; label: string; matches: readonly Match[] };
export type PositionHistory = {
  turns: { id: number; label: string }[];
  /** Positions (1 = top) per team, one per turn, in the order of `turns`. */
  positions: Map<number, number[]>;
};

type Tally = { teamId: number; points: number; goalsFor: number; goalsAgainst: number };

function addMatch(tallies: Map<number, Tally>, match: Match): void {
  for (const teamId of [match.homeTeamId, match.awayTeamId]) {
    const tally = teamId === undefined ? undefined : tallies.get(teamId);
    const outcome = teamId === undefined ? undefined : toMatchOutcome(match, teamId);
    if (!tally || !outcome) continue;
    const isHome = match.homeTeamId === teamId;
    tally.points += OUTCOME_POINTS[outcome];
    tally.goalsFor += (isHome ? match.scores.home : match.scores.away) ?? 0;
    tally.goalsAgainst += (isHome ? match.scores.away : match.scores.home) ?? 0;
  }
}

/** Ties left after goals are kept in the order the teams were given (the official standings). */
function rank(tallies: Map<number, Tally>, order: readonly number[]): number[] {
  return [...tallies.values()]
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
        b.goalsFor - a.goalsFor ||
        order.indexOf(a.teamId) - order.indexOf(b.teamId),
    )
    .map((tally) => tally.teamId);
}

/** Cumulative positions of `teamIds` after each of `turns`, which come in the order they were played. */
export function computePositionHistory(turns: readonly PlayedTurn[], teamIds: readonly number[]): PositionHistory {
  const tallies = new Map(teamIds.map((teamId) => [teamId, { teamId, points: 0, goalsFor: 0, goalsAgainst: 0 }]));
  const positions = new Map(teamIds.map((teamId) => [teamId, [] as number[]]));
  for (const turn of turns) {
    for (const match of turn.matches) addMatch(tallies, match);
    rank(tallies, teamIds).forEach((teamId, index) => positions.get(teamId)?.push(index + 1));
  }
  return { turns: turns.map(({ id, label }) => ({ id, label })), positions };
}
