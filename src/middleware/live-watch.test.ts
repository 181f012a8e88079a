import { describe, expect, it } from 'vitest';
import { createCompetitionApi } from '../lib/competition/api';
import { createFakeClient, type FakeAnswer } from '../lib/competition/testing/fake-client';
import { markWatcherBindings } from '../lib/live-push/watcher-read';
import { requestContext } from './request-context';
import { liveWatch } from './live-watch';
import { buildTestApp, KINGS_ENV } from './test-app';

const ANSWERS: Record<string, FakeAnswer> = {
  '/api/v1/competition/season-clusters': 'season-clusters.json',
  '/api/v1/competition/seasons/12/match-center-data': 'match-center-data.json',
  '/api/v1/competition/turns/12001': 'turn.json',
};

function buildApp() {
  const client = createFakeClient(ANSWERS);
  return { app: buildTestApp([requestContext(), liveWatch({ apiFor: () => createCompetitionApi(client) })]), client };
}

describe('liveWatch', () => {
  it('does not exist for a request from outside', async () => {
    const { app, client } = buildApp();
    expect((await app.request('/api/live/watch?region=espana&id=501', {}, KINGS_ENV)).status).toBe(404);
    expect(client.requests).toEqual([]);
  });

  it('answers the watcher the match afresh, its signature and a view in every language', async () => {
    const { app } = buildApp();
    const response = await app.request('/api/live/watch?region=espana&id=501', {}, markWatcherBindings(KINGS_ENV));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { tracked: boolean; signature: string; views: Record<string, { id: number; badge: { text: string } }> };
    expect(body.tracked).toBe(false);
    expect(body.signature.length).toBeGreaterThan(0);
    expect(Object.keys(body.views).sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'it', 'pt']);
    expect(body.views.en).toMatchObject({ id: 501, badge: { text: 'Full time' } });
    expect(body.views.es).toMatchObject({ badge: { text: 'Final' } });
  });
});
