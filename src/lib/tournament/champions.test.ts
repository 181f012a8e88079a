import { describe, expect, it } from 'vitest';
import { buildSeason } from '../competition/testing/builders';
import type { SeasonCluster } from '../competition/types';
import { buildMatch } from './testing';
import {
  findChampionSeasons, pickLatestTitlePerCompetition, pickPreviousSeason, pickTitleMatch,
} from './champions';

const cup = buildSeason({ id: 14, competitionId: 6, finished: true, isCurrent: false, winnerTeamId: 40, finish: '2026-05-16T00:00:00.000Z' });
const split1 = buildSeason({ id: 13, competitionId: 3, finished: true, isCurrent: false, winnerTeamId: 5, finish: '2026-08-29T00:00:00.000Z' });
const split2 = buildSeason({ id: 15, competitionId: 3, finished: false, isCurrent: true, finish: '2027-01-02T00:00:00.000Z' });
const clusters: SeasonCluster[] = [
  { id: 1, name: 'Split 1', seasons: [cup, split1] },
  { id: 2, name: 'Split 2', seasons: [split2] },
];

describe('champion seasons', () => {
  it('are the finished seasons with a winner, the latest first', () => {
    expect(findChampionSeasons(clusters).map((season) => season.id)).toEqual([13, 14]);
  });

  it('give one title per competition: the league’s and the cup’s', () => {
    const older = buildSeason({ id: 2, competitionId: 3, finished: true, winnerTeamId: 9, finish: '2026-01-01T00:00:00.000Z' });
    const titles = pickLatestTitlePerCompetition([...clusters, { id: 0, name: 'Old', seasons: [older] }]);
    expect(titles.map((season) => season.id)).toEqual([13, 14]);
  });

  it('are none while no season has ended', () => {
    expect(findChampionSeasons([{ id: 2, name: 'Split 2', seasons: [split2] }])).toEqual([]);
  });
});

describe('pickPreviousSeason', () => {
  it('is the last finished season of the same competition', () => {
    expect(pickPreviousSeason(clusters, split2)?.id).toBe(13);
    expect(pickPreviousSeason(clusters, split1)).toBeUndefined();
  });
});

describe('pickTitleMatch', () => {
  it('is the champion’s match of the final round', () => {
    const matches = [buildMatch(1, 'ended', { home: 2, away: 3 }), buildMatch(2, 'ended', { home: 4, away: 5 })];
    expect(pickTitleMatch(matches, 5)?.id).toBe(2);
  });

  it('falls back to a lone final, and gives nothing when it cannot tell', () => {
    expect(pickTitleMatch([buildMatch(7, 'ended')], 99)?.id).toBe(7);
    expect(pickTitleMatch([buildMatch(1, 'ended'), buildMatch(2, 'ended')], 99)).toBeUndefined();
  });
});
