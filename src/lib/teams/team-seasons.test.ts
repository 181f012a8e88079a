import { describe, expect, it } from 'vitest';
import { getRegions } from '../../config/regions';
import { buildSeason } from '../competition/testing/builders';
import { chooseTeamSeason, findSeasonRegion, readSeasonParameter, toVisibleSeasons } from './team-seasons';

/** A query as the resolver hands it to a reader: the first value of each parameter. */
const parsed = (search: string) => Object.fromEntries([...new URLSearchParams(search)].reverse());

const split1 = buildSeason({ id: 13, competitionId: 3, isCurrent: false, start: '2026-05-01T00:00:00.000Z' });
const cup = buildSeason({
  id: 14, competitionId: 6, isCurrent: false, start: '2026-08-01T00:00:00.000Z',
  competition: { id: 6, name: 'Cup', gender: 'both', international: false, visible: true },
});
const split2 = buildSeason({ id: 15, competitionId: 3, isCurrent: true, start: '2026-10-01T00:00:00.000Z' });
const hidden = buildSeason({
  id: 16, competitionId: 7, start: '2026-11-01T00:00:00.000Z',
  competition: { id: 7, name: 'Hidden', gender: 'male', international: false, visible: false },
});
const women = buildSeason({
  id: 25, competitionId: 4, start: '2026-11-01T00:00:00.000Z',
  competition: { id: 4, name: 'Queens', gender: 'female', international: false, visible: true },
});

describe('toVisibleSeasons', () => {
  it('keeps visible seasons of the edition’s genders, newest first', () => {
    expect(toVisibleSeasons([split1, hidden, split2, women, cup], ['male', 'both']).map((s) => s.id)).toEqual([15, 14, 13]);
    expect(toVisibleSeasons([split1, women, cup], ['female', 'both']).map((s) => s.id)).toEqual([25, 14]);
  });
});

describe('chooseTeamSeason', () => {
  const seasons = [split2, cup, split1];

  it('shows the season asked for when the team played it', () => {
    expect(chooseTeamSeason(seasons, { requestedId: 13, regionSeasonId: 15 })).toEqual({ season: split1, requestedMissing: false });
  });

  it('falls back to the default, and says so, for a season the team never played', () => {
    expect(chooseTeamSeason(seasons, { requestedId: 99, regionSeasonId: 15 })).toEqual({ season: split2, requestedMissing: true });
  });

  it('prefers the region’s current season, then the team’s current, then the latest', () => {
    expect(chooseTeamSeason(seasons, { regionSeasonId: 14 }).season).toBe(cup);
    expect(chooseTeamSeason(seasons, { regionSeasonId: 77 }).season).toBe(split2);
    expect(chooseTeamSeason([cup, split1], {}).season).toBe(cup);
  });

  it('has nothing to show for a team without seasons', () => {
    expect(chooseTeamSeason([], { requestedId: 3 })).toEqual({ season: undefined, requestedMissing: true });
  });
});

describe('findSeasonRegion', () => {
  const regions = getRegions('kings');
  const espana = regions.find((region) => region.slug === 'espana')!;
  const americas = regions.find((region) => region.slug === 'americas')!;

  it('finds the region whose competitions hold the season’s', () => {
    expect(findSeasonRegion(regions, 3)?.slug).toBe('espana');
    expect(findSeasonRegion(regions, 5)?.slug).toBe('americas');
    expect(findSeasonRegion(regions, 999)).toBeUndefined();
  });

  it('keeps the page’s region when it holds the competition, else finds the right one', () => {
    expect(findSeasonRegion(regions, 6, espana)).toBe(espana);
    expect(findSeasonRegion(regions, 3, americas)).toBe(espana);
  });
});

describe('readSeasonParameter', () => {
  it('reads a season id and ignores anything else', () => {
    expect(readSeasonParameter(parsed('?season=14'))).toBe(14);
    expect(readSeasonParameter(parsed('?page=2&season=7'))).toBe(7);
    for (const search of ['', '?season=', '?season=0', '?season=abc', '?season=1234567890']) {
      expect(readSeasonParameter(parsed(search)), search).toBeUndefined();
    }
  });
});
