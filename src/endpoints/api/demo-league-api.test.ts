import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { demoLeagueApi } from './demo-league-api';
import { requestContext } from '../../middleware/resolve-request-context';
import { securityHeaders } from '../../middleware/security-headers';
import type { PipelineEnv } from '../../middleware/types';
import { serveEndpoints } from '../serve-endpoints';

/** Stands in for the demo league: says which path it answered. */
const fakeLeague = { fetch: (request: Request) => Response.json({ demo: new URL(request.url).pathname }) };

function buildApp() {
  const app = new Hono<PipelineEnv>();
  app.use(requestContext());
  app.use(securityHeaders());
  app.use(serveEndpoints(demoLeagueApi({ app: () => fakeLeague })));
  app.get('*', (c) => c.text('renderer'));
  return app;
}

describe('demoLeagueApi', () => {
  const app = buildApp();

  it('answers the competition API, the card stats and the demo controls from the demo league without an upstream', async () => {
    for (const path of ['/api/v1/competition/seasons/1', '/api/stats?season=1', '/api/demo/clock', '/api/v1/competition']) {
      const response = await app.request(path, {}, {});
      expect(await response.json(), path).toEqual({ demo: path.split('?')[0] });
    }
  });

  it('treats an empty COMPETITION_API_URL as unset', async () => {
    expect(await (await app.request('/api/v1/competition/teams/1', {}, { COMPETITION_API_URL: '' })).json()).toEqual({ demo: '/api/v1/competition/teams/1' });
  });

  // Below /api/ what no endpoint answers is a JSON 404 (the API's surface, ADR 068), never a page.
  it('passes through when an upstream is configured, and leaves other paths alone', async () => {
    const upstream = await app.request('/api/v1/competition/teams/1', {}, { COMPETITION_API_URL: 'https://api.example' });
    expect([upstream.status, await upstream.json()]).toEqual([404, { error: 'not found' }]);
    for (const path of ['/api/statsx', '/api/v1/competitions']) {
      expect(await (await app.request(path, {}, {})).json(), path).toEqual({ error: 'not found' });
    }
    expect(await (await app.request('/en/espana', {}, {})).text()).toBe('renderer');
  });

  it('passes through when the Worker serves no demo league (a production build)', async () => {
    const production = new Hono<PipelineEnv>();
    production.use(requestContext(), serveEndpoints(demoLeagueApi({ app: () => undefined })));
    production.get('*', (c) => c.text('renderer'));
    expect(await (await production.request('/api/v1/competition/teams/1', {}, {})).json()).toEqual({ error: 'not found' });
  });

  it('keeps the security headers on its answers', async () => {
    const response = await app.request('/api/v1/competition/teams/1', {}, {});
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('fails when built with a bad option, not on a request', () => {
    expect(() => demoLeagueApi({ prefixes: [] })).toThrow();
    expect(() => demoLeagueApi({ prefixes: ['/v1/competition'] })).toThrow();
    expect(() => demoLeagueApi({ prefixes: ['/api/v1/'] })).toThrow();
  });
});
