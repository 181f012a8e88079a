import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../config/api-paths';
import { requestContext } from '../middleware/resolve-request-context';
import { routeGuard } from '../middleware/route-guard';
import { buildTestApp, KINGS_ENV } from '../middleware/test-app';
import { endpoints } from './index';

// No demo league is chosen in a unit test: the competition API's paths are nobody's, as in production.
const app = buildTestApp([requestContext(), endpoints(), routeGuard()]);

describe('the endpoints', () => {
  it('answers a path below /api/ that no API took with a JSON 404, not a page', async () => {
    for (const path of ['/api/v1/competition/season-clusters', '/api/demo/clock', '/api/nothing']) {
      const response = await app.request(path, {}, KINGS_ENV);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: 'not found' });
    }
  });

  it('refuses another method on an API path with a 405 naming the ones it answers, in one shape', async () => {
    const expected: [string, string][] = [
      [API_PATHS.search, 'GET, HEAD'],
      [API_PATHS.liveMatch, 'GET, HEAD'],
      [API_PATHS.liveMatchCentre, 'GET, HEAD'],
      [API_PATHS.liveSocket, 'GET, HEAD'],
      [API_PATHS.health, 'GET, HEAD'],
    ];
    for (const [path, allow] of expected) {
      const response = await app.request(path, { method: 'PUT' }, KINGS_ENV);
      expect(response.status, path).toBe(405);
      expect(response.headers.get('allow'), path).toBe(allow);
      expect(await response.json()).toEqual({ error: 'Method not allowed' });
    }
  });

  it('answers a bad query with a 400 in the same shape, before the handler reads anything', async () => {
    const response = await app.request(`${API_PATHS.liveMatch}?region=espana&id=x`, {}, KINGS_ENV);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Bad query' });
  });

  it('lets every page through to the renderer, and refuses it another method, at a page or a file beside the pages (ADR 074)', async () => {
    for (const path of ['/en/espana', '/en', '/es/espana/partidos']) {
      expect(await (await app.request(path, {}, KINGS_ENV)).text(), path).toContain('page');
      const posted = await app.request(path, { method: 'POST' }, KINGS_ENV);
      expect(posted.status, path).toBe(405);
      expect(posted.headers.get('allow'), path).toBe('GET, HEAD');
    }
    expect((await app.request('/language?to=/fr', { method: 'POST' }, KINGS_ENV)).status).toBe(405);
  });
});
