import { describe, expect, it } from 'vitest';
import { createCompetitionApi } from '../../lib/competition/api';
import { createFakeClient, type FakeAnswer } from '../../lib/competition/testing/fake-client';
import { requestContext } from '../../middleware/resolve-request-context';
import { liveSocket } from './live-socket';
import { buildTestApp, KINGS_ENV } from '../../middleware/test-app';
import { serveEndpoints } from '../serve-endpoints';

const ANSWERS: Record<string, FakeAnswer> = {
  '/api/v1/competition/season-clusters': 'season-clusters.json',
  '/api/v1/competition/seasons/12/match-center-data': 'match-center-data.json',
  '/api/v1/competition/turns/12001': 'turn.json',
};
const UPGRADE = { headers: { upgrade: 'websocket' } };

/** A watcher namespace that records what reached it. */
function fakeWatchers() {
  const reached: string[] = [];
  return {
    reached,
    LIVE_MATCH: {
      idFromName: (name: string) => name,
      get: (id: string) => ({ fetch: async () => (reached.push(id), new Response('to the watcher')) }),
    },
  };
}

/** `answerOver` stands in for the runtime's socket pair, which Node lacks (matchOverSocket). */
function buildApp(answerOver: () => Response | undefined = () => new Response('told over', { headers: { 'x-told': 'over' } })) {
  const client = createFakeClient(ANSWERS);
  const apiFor = () => createCompetitionApi(client);
  return { app: buildTestApp([requestContext(), serveEndpoints(liveSocket({ apiFor, answerOver }))]), client };
}

describe('liveSocket', () => {
  it('asks for an upgrade, and checks the query and the region before the league is asked', async () => {
    const { app, client } = buildApp();
    const watchers = fakeWatchers();
    const env = { ...KINGS_ENV, LIVE_MATCH: watchers.LIVE_MATCH };
    expect((await app.request('/api/live/socket?region=espana&lang=en&id=501', {}, env)).status).toBe(426);
    expect((await app.request('/api/live/socket?region=espana&lang=en&id=5x', UPGRADE, env)).status).toBe(400);
    expect((await app.request('/api/live/socket?region=atlantis&lang=en&id=501', UPGRADE, env)).status).toBe(404);
    expect((await app.request('/api/live/socket?region=espana&lang=en&id=501', { method: 'POST' }, env)).status).toBe(405);
    expect(client.requests).toEqual([]);
    expect(watchers.reached).toEqual([]);
  });

  it('wakes no watcher for a match that is over (told so on a socket), not started yet (409) or unknown (404)', async () => {
    const { app } = buildApp();
    const watchers = fakeWatchers();
    const env = { ...KINGS_ENV, LIVE_MATCH: watchers.LIVE_MATCH };
    // 501 ended after penalties; 502 has not started and is not about to.
    const over = await app.request('/api/live/socket?region=espana&lang=en&id=501', UPGRADE, env);
    expect(over.headers.get('x-told')).toBe('over');
    expect((await app.request('/api/live/socket?region=espana&lang=en&id=502', UPGRADE, env)).status).toBe(409);
    expect((await app.request('/api/live/socket?region=espana&lang=en&id=999999', UPGRADE, env)).status).toBe(404);
    expect(watchers.reached).toEqual([]);
  });

  it('refuses a match that is over with a 409 where the runtime cannot make a socket', async () => {
    const { app } = buildApp(() => undefined);
    const env = { ...KINGS_ENV, LIVE_MATCH: fakeWatchers().LIVE_MATCH };
    const refused = await app.request('/api/live/socket?region=espana&lang=en&id=501', UPGRADE, env);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'The match is over' });
  });

  it('answers 503 where no watcher is bound, so the page polls', async () => {
    const { app } = buildApp();
    expect((await app.request('/api/live/socket?region=espana&lang=en&id=501', UPGRADE, KINGS_ENV)).status).toBe(503);
  });

  it('refuses a page of another origin, and lets ours and a client without an Origin through', async () => {
    const { app } = buildApp();
    const env = { ...KINGS_ENV, LIVE_MATCH: fakeWatchers().LIVE_MATCH };
    const ask = (origin?: string) =>
      app.request('/api/live/socket?region=espana&lang=en&id=502', { headers: { upgrade: 'websocket', host: 'localhost', ...(origin ? { origin } : {}) } }, env);
    for (const foreign of ['https://evil.example', 'https://kingsleague.pro.evil.example', 'https://queensleague.pro', 'null']) {
      expect((await ask(foreign)).status, foreign).toBe(403);
    }
    // Ours: the edition's domain, and the host the Worker is reached at. 409: the match, not the origin.
    for (const own of ['https://kingsleague.pro', 'http://localhost', undefined]) expect((await ask(own)).status, own).toBe(409);
  });

  it('answers 429 once the address is past its opens for the minute, before the league is asked', async () => {
    const { app, client } = buildApp();
    const keys: string[] = [];
    const LIVE_SOCKET_OPENS = { limit: async ({ key }: { key: string }) => (keys.push(key), { success: keys.length <= 2 }) };
    const env = { ...KINGS_ENV, LIVE_MATCH: fakeWatchers().LIVE_MATCH, LIVE_SOCKET_OPENS };
    const ask = () => app.request('/api/live/socket?region=espana&lang=en&id=502', { headers: { upgrade: 'websocket', 'cf-connecting-ip': '203.0.113.7' } }, env);
    expect([(await ask()).status, (await ask()).status]).toEqual([409, 409]);
    const asked = client.requests.length;
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(keys).toEqual(['203.0.113.7', '203.0.113.7', '203.0.113.7']);
    expect(client.requests.length).toBe(asked);
  });
});
