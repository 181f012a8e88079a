import { describe, expect, it } from 'vitest';
import { getEdition } from '../../config/editions';
import { getRegions } from '../../config/regions';
import type { PageData } from '../page/page-types';
import { cardKindOfRoute, loadShareCard } from './load-share-card';

describe('which pages share a card', () => {
  it('is the match, player, team and table pages, in and out of a region', () => {
    const kinds = Object.fromEntries((['match', 'player', 'regionPlayer', 'team', 'regionTeam', 'tables', 'tablesKwcc'] as const).map((id) => [id, cardKindOfRoute(id)]));
    expect(kinds).toEqual({ match: 'match', player: 'player', regionPlayer: 'player', team: 'team', regionTeam: 'team', tables: 'table', tablesKwcc: 'table' });
  });

  it('leaves a story its own picture and a page without a subject the edition’s', () => {
    for (const routeId of ['post', 'news', 'matches', 'home', 'regionHome', 'teams'] as const) expect(cardKindOfRoute(routeId), routeId).toBeUndefined();
  });

  it('gives the edition’s picture, not an error, when the league cannot be read', async () => {
    const failing = new Proxy({}, { get: () => () => Promise.reject(new Error('the league is down')) });
    const data = { competition: failing } as unknown as PageData;
    const region = getRegions('kings').find((candidate) => candidate.slug === 'espana');
    expect(await loadShareCard({ routeId: 'tables', lang: 'en', region, edition: getEdition('kings'), data, entity: undefined })).toEqual({ kind: 'none' });
    // A page about one thing whose thing did not load has no card either.
    expect(await loadShareCard({ routeId: 'match', lang: 'en', region, edition: getEdition('kings'), data, entity: undefined })).toEqual({ kind: 'none' });
  });
});
