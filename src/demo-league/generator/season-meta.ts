// A season's metaInformation (stored as JSON text, as upstream does): the table's legend,
// invented partners and the season's best goalkeeper so far.
import { statIndex } from '../codes';
import type { Rng } from '../seeded-random';
import type { PositionLegend } from './standings';
import type { PlayerRole, PlayerSeasonStats } from './types';

/** The top eight of the table go to the playoff; `placement` names the places the colour marks. */
export const POSITION_LEGEND: readonly PositionLegend[] = [
  { color: '#16a34a', placement: '1-8', name: 'Playoff', positions: [1, 2, 3, 4, 5, 6, 7, 8] },
];

const STATS_PARTNERS = ['Numera Sports Data', 'Statline Analytics', 'Pitchgraph'] as const;
const SEASON_PARTNERS = ['Velocita Drinks', 'Nimbus Mobile', 'Orbit Snacks', 'Kinetic Gear', 'Polar Grid Energy', 'Lumen Bank', 'Tidal Stream', 'Zenith Motors'] as const;

export function bestGoalkeeperId(stats: readonly PlayerSeasonStats[], roleOf: (playerId: number) => PlayerRole): number | null {
  const mostMatches = Math.max(0, ...stats.map((s) => s.matchesPlayed));
  const keepers = stats.filter((s) => roleOf(s.playerId) === 'goalkeeper' && s.matchesPlayed >= Math.ceil(mostMatches / 2));
  const score = (s: PlayerSeasonStats) => (s.totals[statIndex('PRT')]! - s.totals[statIndex('GOL-S')]! * 0.5) / s.matchesPlayed;
  const best = [...keepers].sort((a, b) => score(b) - score(a) || a.playerId - b.playerId)[0];
  return best?.playerId ?? null;
}

export function seasonMetaInformation(rng: Rng, hasTable: boolean, bestGoalkeeper: number | null): string {
  const partners = rng.shuffle(SEASON_PARTNERS).slice(0, 2);
  return JSON.stringify({
    position_legend: hasTable ? POSITION_LEGEND.map(({ color, placement, name }) => ({ color, placement, name })) : [],
    secondary_position_legend: [],
    stats_partner: { name: rng.pick(STATS_PARTNERS) },
    season_partners: partners.map((name) => ({ name })),
    best_goalkeeper_id: bestGoalkeeper,
  });
}
