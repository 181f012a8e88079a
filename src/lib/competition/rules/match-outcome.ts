// How an ended match went for one of its teams. The league has no draws in normal play: a level
// score goes to a shootout, whose winner earns less than a win in normal play.
import type { Match } from '../types';

export type MatchOutcome = 'win' | 'shootoutWin' | 'draw' | 'shootoutLoss' | 'loss';

/** Points each outcome earns, the league's scale (used where standings are rebuilt). */
export const OUTCOME_POINTS = {
  win: 3,
  shootoutWin: 2,
  draw: 1,
  shootoutLoss: 1,
  loss: 0,
} as const satisfies Record<MatchOutcome, number>;

/** The outcome for `teamId`; undefined while the match is not ended or the team is not in it. */
export function toMatchOutcome(match: Match, teamId: number): MatchOutcome | undefined {
  if (match.displayStatus !== 'ended') return undefined;
  const isHome = match.homeTeamId === teamId;
  if (!isHome && match.awayTeamId !== teamId) return undefined;
  const { home, away, homeShootout, awayShootout } = match.scores;
  if (home === undefined || away === undefined) return undefined;
  const own = isHome ? home : away;
  const other = isHome ? away : home;
  if (own !== other) return own > other ? 'win' : 'loss';
  if (homeShootout === undefined || awayShootout === undefined || homeShootout === awayShootout) return 'draw';
  const ownShootout = isHome ? homeShootout : awayShootout;
  const otherShootout = isHome ? awayShootout : homeShootout;
  return ownShootout > otherShootout ? 'shootoutWin' : 'shootoutLoss';
}
