import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFixtureUpstream } from '../competition/testing/fixture-upstream';
import { watchMatch } from './watch-match';

const ANSWERS = {
  '/api/v1/competition/season-clusters': 'season-clusters.json',
  '/api/v1/competition/seasons/12/match-center-data': 'match-center-data.json',
  '/api/v1/competition/turns/12001': 'turn.json',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('watchMatch', () => {
  it('reads the match afresh from the Worker’s own upstream: its signature and a view in every language', async () => {
    const upstream = stubFixtureUpstream(ANSWERS);
    const watched = await watchMatch({ EDITION: 'kings', COMPETITION_API_URL: upstream.url }, { region: 'espana', id: 501 });
    expect(watched?.tracked).toBe(false);
    expect(watched?.signature.length).toBeGreaterThan(0);
    expect(Object.keys(watched?.views ?? {}).sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'it', 'pt']);
    expect(watched?.views.en).toMatchObject({ id: 501, badge: { text: 'Full time' } });
    expect(watched?.views.es).toMatchObject({ badge: { text: 'Final' } });
    expect(upstream.reads('/api/v1/competition/turns/12001')).toBe(1);
  });

  it('is undefined for a region the edition does not have, reading nothing', async () => {
    const upstream = stubFixtureUpstream(ANSWERS);
    expect(await watchMatch({ EDITION: 'kings', COMPETITION_API_URL: upstream.url }, { region: 'atlantis', id: 501 })).toBeUndefined();
    expect(upstream.reads('/api/v1/competition/season-clusters')).toBe(0);
  });

  it('is undefined for a match the league does not have', async () => {
    const upstream = stubFixtureUpstream(ANSWERS);
    expect(await watchMatch({ EDITION: 'kings', COMPETITION_API_URL: upstream.url }, { region: 'espana', id: 999 })).toBeUndefined();
    expect(upstream.reads('/api/v1/competition/turns/12001')).toBe(0);
  });
});
