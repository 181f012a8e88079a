import { describe, expect, it } from 'vitest';
import { pickCurrentCluster, pickCurrentSeason } from './current-season';

const season = (id: number, finish: string, isCurrent = false) => ({ id, finish, isCurrent });

describe('pickCurrentCluster', () => {
  it('picks the cluster that holds a current season, even if another finishes later', () => {
    const clusters = [
      { id: 1, seasons: [season(10, '2030-01-01T00:00:00Z')] },
      { id: 2, seasons: [season(20, '2026-01-01T00:00:00Z', true)] },
    ];
    expect(pickCurrentCluster(clusters)?.id).toBe(2);
  });

  it('falls back to the cluster whose seasons finish latest', () => {
    const clusters = [
      { id: 1, seasons: [season(10, '2024-06-01T00:00:00Z'), season(11, '2025-06-01T00:00:00Z')] },
      { id: 2, seasons: [season(20, '2025-03-01T00:00:00Z')] },
      { id: 3, seasons: [] },
    ];
    expect(pickCurrentCluster(clusters)?.id).toBe(1);
  });

  it('gives nothing for no clusters', () => {
    expect(pickCurrentCluster([])).toBeUndefined();
  });
});

describe('pickCurrentSeason', () => {
  it('picks the current season', () => {
    const cluster = { seasons: [season(1, '2030-01-01T00:00:00Z'), season(2, '2026-01-01T00:00:00Z', true)] };
    expect(pickCurrentSeason(cluster)?.id).toBe(2);
  });

  it('falls back to the season that finishes latest', () => {
    const cluster = { seasons: [season(1, '2024-01-01T00:00:00Z'), season(2, '2025-01-01T00:00:00Z')] };
    expect(pickCurrentSeason(cluster)?.id).toBe(2);
  });

  it('gives nothing for an empty cluster', () => {
    expect(pickCurrentSeason({ seasons: [] })).toBeUndefined();
  });
});
