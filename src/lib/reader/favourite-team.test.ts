import { describe, expect, it } from 'vitest';
import { isExcluded } from '../../config/exclusions';
import { findRegion, getRegions } from '../../config/regions';
import { matchFavouriteKeys, toFavouriteTeam } from './favourite-team';

describe('toFavouriteTeam', () => {
  it('keeps what the header link needs: id, name, slug, and the region with team pages', () => {
    const region = findRegion('kings', 'espana');
    expect(toFavouriteTeam({ lang: 'es', edition: 'kings', region }, { id: 7, name: 'Atlético Centella' })).toEqual({
      id: '7', name: 'Atlético Centella', slug: 'atletico-centella', region: 'espana',
    });
  });

  it('leaves the region out where the region has no team pages of its own', () => {
    const region = getRegions('kings').find((candidate) => isExcluded('teams', 'kings', candidate.slug));
    expect(region).toBeDefined();
    expect(toFavouriteTeam({ lang: 'en', edition: 'kings', region }, { id: 9, name: 'Nation' }).region).toBe('');
  });
});

describe('matchFavouriteKeys', () => {
  it('names both sides, from the ids or the teams', () => {
    expect(matchFavouriteKeys({ homeTeamId: 3, awayTeamId: 5 })).toBe('3 5');
    expect(matchFavouriteKeys({ homeTeam: { id: 4 } as never, awayTeamId: undefined })).toBe('4');
    expect(matchFavouriteKeys({})).toBeUndefined();
  });
});
