// The tier list as the season's data gives it, one list per tier, strongest first.
import type { TierListEntry } from '../competition/types';

export const TIERS = ['S', 'A', 'B', 'C'] as const satisfies readonly TierListEntry['tier'][];

export type TierGroup = { tier: TierListEntry['tier']; entries: TierListEntry[] };

/** S, A, B, C in that order, each ordered by position; tiers without a team are left out. */
export function groupByTier(entries: readonly TierListEntry[]): TierGroup[] {
  return TIERS.map((tier) => ({
    tier,
    entries: entries.filter((entry) => entry.tier === tier).sort((a, b) => a.position - b.position),
  })).filter((group) => group.entries.length > 0);
}
