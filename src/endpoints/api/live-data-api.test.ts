import { describe, expect, it } from 'vitest';
import { createCompetitionApi } from '../../lib/competition/api';
import { createFakeClient, type FakeAnswer } from '../../lib/competition/testing/fake-client';
import { requestContext } from '../../middleware/resolve-request-context';
import { liveDataApi } from './live-data-api';
import { buildTestApp, KINGS_ENV, QUEENS_ENV } from '../../middleware/test-app';
import { serveEndpoints } from '../serve-endpoints';

const CLUSTERS = '/api/v1/competition/season-clusters';
const CENTRE = '/api/v1/competition/seasons/12/match-center-data';
const ANSWERS: Record<string, FakeAnswer> = { [CLUSTERS]: 'season-clusters.json', [CENTRE]: 'match-center-data.json' };

function buildApp(answers: Record<string, FakeAnswer> = ANSWERS) {
  const client = createFakeClient(answers);
  const app = buildTestApp([requestContext(), serveEndpoints(liveDataApi({ apiFor: () => createCompetitionApi(client) }))]);
  return { app, client };
}

type Answer = { season: { id: number; name: string } | null; turns: { id: number; matches: { id: number }[] }[] };

describe('liveDataApi', () => {
  it("answers the region's current season and its turns, in the language asked for, cacheable for 8 s", async () => {
    const { app, client } = buildApp();
    const response = await app.request('/api/live/match-centre?region=espana&lang=fr', {}, KINGS_ENV);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=8, s-maxage=8');
    const body = (await response.json()) as Answer;
    expect(body.season).toEqual({ id: 12, name: 'Season 12' });
    expect(body.turns.map((turn) => turn.id)).toEqual([12001]);
    expect(body.turns[0]!.matches.length).toBe(2);
    const centre = client.requests.find((request) => request.path === CENTRE);
    expect(centre?.query).toMatchObject({ lang: 'fr' });
  });

  it('passes a team on to the league, and answers in Spanish without a language (section 2)', async () => {
    const { app, client } = buildApp();
    expect((await app.request('/api/live/match-centre?region=espana&teamId=7', {}, KINGS_ENV)).status).toBe(200);
    expect(client.requests.find((request) => request.path === CENTRE)?.query).toMatchObject({ lang: 'es', teamId: 7 });
  });

  it('answers an empty season when the league cannot be read, never a 500', async () => {
    const { app } = buildApp({ [CLUSTERS]: { status: 503 } });
    const response = await app.request('/api/live/match-centre?region=espana&lang=en', {}, KINGS_ENV);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ season: null, turns: [] });
  });

  it.each([
    ['a region with markup', 'region=%3Cb%3E&lang=en'],
    ['an unknown language', 'region=espana&lang=xx'],
    ['a malformed team', 'region=espana&lang=en&teamId=7a'],
    ['no region', 'lang=en'],
  ])('answers 400 for %s, before asking the league anything', async (_name, query) => {
    const { app, client } = buildApp();
    const response = await app.request(`/api/live/match-centre?${query}`, {}, KINGS_ENV);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Bad query' });
    expect(client.requests).toEqual([]);
  });

  it("answers 404 for a region outside the edition's", async () => {
    const { app, client } = buildApp();
    expect((await app.request('/api/live/match-centre?region=atlantis&lang=en', {}, KINGS_ENV)).status).toBe(404);
    // The women's edition has no league in Italy.
    expect((await app.request('/api/live/match-centre?region=italia&lang=en', {}, QUEENS_ENV)).status).toBe(404);
    expect(client.requests).toEqual([]);
  });

  it('refuses other methods and leaves other paths alone', async () => {
    const { app } = buildApp();
    expect((await app.request('/api/live/match-centre?region=espana', { method: 'POST' }, KINGS_ENV)).status).toBe(405);
    expect(await (await app.request('/api/live/match-centres', {}, KINGS_ENV)).json()).toEqual({ error: 'not found' });
  });
});
