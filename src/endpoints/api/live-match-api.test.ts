import { describe, expect, it } from 'vitest';
import { createCompetitionApi } from '../../lib/competition/api';
import { createFakeClient, type FakeAnswer } from '../../lib/competition/testing/fake-client';
import { readFixture } from '../../lib/competition/testing/fixtures';
import { requestContext } from '../../middleware/resolve-request-context';
import { liveMatchApi } from './live-match-api';
import { buildTestApp, KINGS_ENV } from '../../middleware/test-app';
import { serveEndpoints } from '../serve-endpoints';

const CLUSTERS = '/api/v1/competition/season-clusters';
const ANSWERS: Record<string, FakeAnswer> = {
  [CLUSTERS]: 'season-clusters.json',
  '/api/v1/competition/seasons/12/match-center-data': 'match-center-data.json',
  '/api/v1/competition/turns/12001': 'turn.json',
};

function buildApp(answers: Record<string, FakeAnswer> = ANSWERS) {
  const client = createFakeClient(answers);
  const app = buildTestApp([requestContext(), serveEndpoints(liveMatchApi({ apiFor: () => createCompetitionApi(client) }))]);
  return { app, client };
}

const get = (app: ReturnType<typeof buildApp>['app'], query: string, init: RequestInit = {}) => app.request(`/api/live/match?${query}`, init, KINGS_ENV);

describe('liveMatchApi', () => {
  it('answers the match with its events and the translated view, cacheable for 8 s', async () => {
    const { app, client } = buildApp();
    const response = await get(app, 'region=espana&lang=en&id=501');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=8, s-maxage=8');
    const body = (await response.json()) as { match: { id: number; events: unknown[]; homeTeam: { players: unknown[] } }; view: { id: number; badge: { text: string } } };
    expect(body.match.id).toBe(501);
    expect(body.match.events.length).toBeGreaterThan(0);
    expect(body.match.homeTeam.players).toEqual([]);
    expect(body.view).toMatchObject({ id: 501, badge: { text: 'Full time' } });
    expect(client.requests.map((request) => request.path)).toContain('/api/v1/competition/turns/12001');
  });

  it('answers in the language asked for', async () => {
    const { app } = buildApp();
    const body = (await (await get(app, 'region=espana&lang=es&id=501')).json()) as { view: { badge: { text: string } } };
    expect(body.view.badge.text).toBe('Final');
  });

  it.each([
    ['a malformed id', 'region=espana&lang=en&id=5x'],
    ['a zero id', 'region=espana&lang=en&id=0'],
    ['an unknown language', 'region=espana&lang=xx&id=501'],
    ['a region with markup', 'region=%3Cb%3E&lang=en&id=501'],
    ['no id', 'region=espana&lang=en'],
  ])('answers 400 for %s, before asking the league anything', async (_name, query) => {
    const { app, client } = buildApp();
    const response = await get(app, query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Bad query' });
    expect(client.requests).toEqual([]);
  });

  it('answers 404 for an unknown region or match, and for a competition without match pages', async () => {
    const { app } = buildApp();
    expect((await get(app, 'region=atlantis&lang=en&id=501')).status).toBe(404);
    expect((await get(app, 'region=espana&lang=en&id=999')).status).toBe(404);
    const clusters = structuredClone(readFixture('season-clusters.json')) as { seasons: { id: number; competitionId: number; competition: { id: number } }[] }[];
    for (const season of clusters.flatMap((cluster) => cluster.seasons)) {
      season.competitionId = 8;
      season.competition.id = 8;
    }
    const excluded = buildApp({ ...ANSWERS, [CLUSTERS]: { value: clusters } });
    expect((await get(excluded.app, 'region=world-cup&lang=en&id=501')).status).toBe(404);
  });

  it('answers 404, never a 500, when the league cannot be reached', async () => {
    const { app } = buildApp({ [CLUSTERS]: { status: 503 } });
    expect((await get(app, 'region=espana&lang=en&id=501')).status).toBe(404);
  });

  it('refuses other methods and leaves other paths alone', async () => {
    const { app } = buildApp();
    expect((await get(app, 'region=espana&lang=en&id=501', { method: 'POST' })).status).toBe(405);
    expect(await (await app.request('/api/live/matches', {}, KINGS_ENV)).json()).toEqual({ error: 'not found' });
  });
});
