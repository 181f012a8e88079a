// Section 4: which cluster and season the site opens on.
import type { Season, SeasonCluster } from '../types';

type Dated = Pick<Season, 'isCurrent' | 'finish'>;

function toFinishTime(season: Dated): number {
  const time = Date.parse(season.finish);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

function toLatestFinish(cluster: { seasons: readonly Dated[] }): number {
  return Math.max(Number.NEGATIVE_INFINITY, ...cluster.seasons.map(toFinishTime));
}

/** The first item with the greatest score; undefined for an empty list. */
function findLatestBy<T>(items: readonly T[], score: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const value = score(item);
    if (best === undefined || value > bestScore) {
      best = item;
      bestScore = value;
    }
  }
  return best;
}

/** The cluster holding a current season; else the one whose seasons finish latest. */
export function pickCurrentCluster<C extends Pick<SeasonCluster, 'id'> & { seasons: readonly Dated[] }>(
  clusters: readonly C[],
): C | undefined {
  const current = clusters.find((cluster) => cluster.seasons.some((season) => season.isCurrent));
  return current ?? findLatestBy(clusters, toLatestFinish);
}

/** The cluster's current season; else the one that finishes latest. */
export function pickCurrentSeason<S extends Dated>(cluster: { seasons: readonly S[] }): S | undefined {
  return cluster.seasons.find((season) => season.isCurrent) ?? findLatestBy(cluster.seasons, toFinishTime);
}
