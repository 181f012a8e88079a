import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { newRequestUpstreamCalls } from '../lib/upstream/request-calls';
import { requestContext } from './resolve-request-context';
import { pageCache } from './page-cache';
import { requestLog, type RequestLogLine } from './request-log';
import { routeGuard } from './route-guard';
import { buildTestApp } from './test-app';
import type { PipelineEnv } from './types';

function logged() {
  const lines: string[] = [];
  let clock = 1_000;
  const calls = newRequestUpstreamCalls();
  const middleware = requestLog({
    write: (line) => lines.push(line),
    now: () => (clock += 5),
    calls: () => calls,
  });
  return { lines, calls, middleware, parsed: () => lines.map((line) => JSON.parse(line) as RequestLogLine) };
}

describe('requestLog', () => {
  it('writes nothing unless REQUEST_LOGS is on', async () => {
    const { lines, middleware } = logged();
    const app = buildTestApp([requestContext(), middleware, routeGuard()]);
    await (await app.request('/en/espana/tables', {}, { EDITION: 'kings' })).text();
    await (await app.request('/en/espana/tables', {}, { EDITION: 'kings', REQUEST_LOGS: 'off' })).text();
    expect(lines).toEqual([]);
  });

  it('writes one JSON line per page with its route, status, cache outcome, upstream calls and times', async () => {
    const { parsed, lines, calls, middleware } = logged();
    const app = buildTestApp([requestContext(), middleware, pageCache(), routeGuard()]);
    calls.fetched = 2;
    calls.cached = 1;
    const env = { EDITION: 'kings', REQUEST_LOGS: 'on' };
    await (await app.request('/en/espana/tables', {}, env)).text();
    await (await app.request('/en/espana/tables', {}, env)).text();
    await (await app.request('/en/atlantis', {}, env)).text();
    expect(lines.every((line) => !line.includes('\n'))).toBe(true);
    const [miss, hit, missing] = parsed();
    expect(miss).toMatchObject({ event: 'request', method: 'GET', route: 'tables', status: 200, cache: 'miss' });
    expect(miss?.upstream).toEqual({ fetched: 2, cached: 1, stale: 0, failed: 0, state: 'ok' });
    expect(miss?.headersMs).toBeGreaterThan(0);
    expect(miss?.renderMs).toBeGreaterThan(miss?.headersMs ?? Infinity);
    expect(hit).toMatchObject({ route: 'tables', status: 200, cache: 'hit' });
    // A kept page is whole at its head: the line is written then, not after a watch on its body.
    expect(hit?.renderMs).toBe(hit?.headersMs);
    expect(missing).toMatchObject({ route: 'error-404', status: 404, cache: 'none' });
  });

  it('names API calls and files by what they are, not by their path', async () => {
    const { parsed, middleware } = logged();
    const app = new Hono<PipelineEnv>();
    app.use(requestContext(), middleware);
    app.get('*', (c) => c.json({}));
    const env = { REQUEST_LOGS: 'on' };
    await (await app.request('/api/live/match-centre?region=espana', {}, env)).text();
    await (await app.request('/robots.txt', {}, env)).text();
    expect(parsed().map((line) => line.route)).toEqual(['api:liveMatchCentre', 'file']);
  });
});
