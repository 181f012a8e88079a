import { describe, expect, it } from 'vitest';
import { createUpstreamHealth } from '../../lib/upstream/upstream-health';
import { requestContext } from '../../middleware/resolve-request-context';
import { healthAnswer } from './health-answer';
import { routeGuard } from '../../middleware/route-guard';
import { buildTestApp, KINGS_ENV, QUEENS_ENV } from '../../middleware/test-app';
import { serveEndpoints } from '../serve-endpoints';

const NOW = Date.UTC(2026, 10, 25, 3, 30, 0);

function appWith(health = createUpstreamHealth(() => NOW)) {
  return { health, app: buildTestApp([requestContext(), serveEndpoints(healthAnswer({ health, version: '0.1.0+abc', now: () => NOW })), routeGuard()]) };
}

describe('healthAnswer', () => {
  it('answers /api/health with the build, the edition and every upstream, never cached', async () => {
    const { app } = appWith();
    const response = await app.request('/api/health', {}, QUEENS_ENV);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ok',
      version: '0.1.0+abc',
      edition: 'queens',
      checkedAt: '2026-11-25T03:30:00.000Z',
      upstreams: {
        competition: { state: 'unknown', lastSuccess: null, lastFailure: null, lastFailureReason: null, failingSince: null, cachedAnswerAgeSeconds: null },
        cms: { state: 'unknown', lastSuccess: null, lastFailure: null, lastFailureReason: null, failingSince: null, cachedAnswerAgeSeconds: null },
      },
    });
  });

  it('answers the health page in JSON when asked for JSON, and says when an upstream is failing', async () => {
    const { app, health } = appWith();
    health.answered('competition', { freshness: 'fetched', ageMs: 0 });
    health.failed('cms', { reason: 'timeout' });
    const response = await app.request('/en/_health', { headers: { accept: 'application/json' } }, KINGS_ENV);
    const body = await response.json();
    expect(body).toMatchObject({ status: 'degraded', edition: 'kings', upstreams: { competition: { state: 'ok' }, cms: { state: 'failing', lastFailureReason: 'timeout' } } });
    expect(response.headers.get('vary')).toBe('Accept');
  });

  it('leaves the health page to the renderer for a browser, marked as varying by Accept', async () => {
    const { app } = appWith();
    const response = await app.request('/en/_health', { headers: { accept: 'text/html,application/json;q=0.9' } }, KINGS_ENV);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('vary')).toContain('Accept');
  });

  it('shows the alerts’ Queue, its backlog and dead letters, where the Worker has one, and answers without them when they cannot be read', async () => {
    // Each app its own upstream health: the module's shared one carries what other tests recorded.
    const counts = { backlogPages: 3, backlogSubscriptions: 2_500, deadSubscriptions: 1, oldestQueuedSeconds: 12 };
    const seen: unknown[] = [];
    const withQueue = buildTestApp([requestContext(), serveEndpoints(healthAnswer({ health: createUpstreamHealth(() => NOW), version: '1', now: () => NOW, alertQueue: async (bindings) => (seen.push(bindings), counts) })), routeGuard()]);
    const body = await (await withQueue.request('/api/health', {}, KINGS_ENV)).json();
    expect(body).toMatchObject({ status: 'ok', alertQueue: counts });
    expect(seen).toEqual([KINGS_ENV]);

    const failing = buildTestApp([requestContext(), serveEndpoints(healthAnswer({ health: createUpstreamHealth(() => NOW), version: '1', now: () => NOW, alertQueue: () => Promise.reject(new Error('D1 down')) })), routeGuard()]);
    const answer = await failing.request('/api/health', {}, KINGS_ENV);
    expect(answer.status).toBe(200);
    expect(await answer.json()).not.toHaveProperty('alertQueue');
  });

  it('leaves other pages alone, even when JSON is asked for', async () => {
    const { app } = appWith();
    const response = await app.request('/en/espana/tables', { headers: { accept: 'application/json' } }, KINGS_ENV);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('vary')).toBeNull();
  });
});
