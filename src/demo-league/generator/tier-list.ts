// The world cups' tier list: teams ranked by squad strength into tiers S, A, B and C.
import type { Roster } from './transfers';
import type { TierListEntry } from './types';

const TIER_SIZES = [['S', 2], ['A', 3], ['B', 3], ['C', 4]] as const;

export function buildTierList(seasonId: number, rosters: ReadonlyMap<number, readonly Roster[]>): TierListEntry[] {
  const strength = (roster: readonly Roster[]) =>
    roster.filter((e) => e.category !== 'reserve').reduce((sum, e) => sum + e.player.ratings.average, 0) / Math.max(1, roster.length);
  const ranked = [...rosters.entries()].sort(([a, ra], [b, rb]) => strength(rb) - strength(ra) || a - b).map(([teamId]) => teamId);
  const entries: TierListEntry[] = [];
  let index = 0;
  for (const [tier, size] of TIER_SIZES) {
    for (let position = 1; position <= size && index < ranked.length; position++) {
      entries.push({ seasonId, teamId: ranked[index++]!, tier, position });
    }
  }
  // Any team beyond the sizes above joins the last tier.
  while (index < ranked.length) entries.push({ seasonId, teamId: ranked[index++]!, tier: 'C', position: entries.filter((e) => e.tier === 'C').length + 1 });
  return entries;
}
