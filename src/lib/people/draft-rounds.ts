// The draft as rounds: each round's picks in order, and the order the teams chose in.
import type { DraftPick } from '../competition/types';

export type DraftRound = { round: number; category: string; picks: DraftPick[] };

/** Picks grouped by round, rounds and picks in order; a round takes the category of its picks. */
export function groupPicksByRound(picks: readonly DraftPick[]): DraftRound[] {
  const rounds = new Map<number, DraftPick[]>();
  for (const pick of [...picks].sort((a, b) => a.order - b.order)) {
    rounds.set(pick.round, [...(rounds.get(pick.round) ?? []), pick]);
  }
  return [...rounds.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, roundPicks]) => ({ round, category: roundPicks[0]?.category ?? 'draft', picks: roundPicks }));
}

/** The teams in the order they picked in the first round: the draft order. */
export function toDraftOrder(picks: readonly DraftPick[]): number[] {
  const first = groupPicksByRound(picks)[0];
  return first ? [...new Set(first.picks.map((pick) => pick.teamId))] : [];
}

/** True when every round after the first runs in the reverse order of the one before (a snake draft). */
export function isSnakeDraft(rounds: readonly DraftRound[]): boolean {
  if (rounds.length < 2) return false;
  return rounds.slice(1).every((round, index) => {
    const before = rounds[index]!.picks.map((pick) => pick.teamId);
    const now = round.picks.map((pick) => pick.teamId);
    return now.length === before.length && now.every((teamId, at) => teamId === before[before.length - 1 - at]);
  });
}
