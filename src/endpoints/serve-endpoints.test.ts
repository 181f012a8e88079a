// The endpoints' app run as one step of the pipeline: each handler sees its own route's path
// parameters, as it would in an app of its own (ADR 066), and the pages after it see the request
// as the pipeline left it.
import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestContext } from '../middleware/resolve-request-context';
import { buildTestApp, KINGS_ENV, TEST_PAGE_HTML } from '../middleware/test-app';
import type { PipelineEnv } from '../middleware/types';
import { serveEndpoints } from './serve-endpoints';

function endpoints() {
  const app = new Hono<PipelineEnv>();
  // Middleware of its own route reads the parameter as its handler does.
  app.use('/api/things/:id/*', async (c, next) => {
    c.header('x-thing', c.req.param('id') ?? 'none');
    await next();
  });
  app.get('/api/things/:id/parts/:part', (c) => c.json({ params: c.req.param(), part: c.req.param('part') }));
  app.get('/feeds/:name{[a-z]+\\.xml}', (c) => c.text(c.req.param('name')));
  // Middleware that lets a path it matches go on to the pages.
  app.use('/en/*', async (c, next) => {
    c.header('x-seen', c.req.param('id') ?? 'no parameters here');
    await next();
  });
  return app;
}

/** The pipeline's own request, kept before the endpoints run and compared after them. */
const sameRequest = (): MiddlewareHandler<PipelineEnv> => async (c, next) => {
  const own = c.req;
  await next();
  c.header('x-same-request', String(c.req === own));
};
const pageSees = (): MiddlewareHandler<PipelineEnv> => async (c, next) => {
  c.header('x-page-request', Object.hasOwn(c, 'req') ? 'lent' : 'own');
  await next();
};
const app = buildTestApp([requestContext(), sameRequest(), serveEndpoints(endpoints()), pageSees()]);

describe('serveEndpoints', () => {
  it('gives each handler and route middleware its route’s path parameters through c.req.param()', async () => {
    const answer = await app.request('/api/things/42/parts/wheel', {}, KINGS_ENV);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-thing')).toBe('42');
    expect(await answer.json()).toEqual({ params: { id: '42', part: 'wheel' }, part: 'wheel' });
    expect(answer.headers.get('x-same-request')).toBe('true');
  });

  it('gives a parameter its pattern matched', async () => {
    const answer = await app.request('/feeds/news.xml', {}, KINGS_ENV);
    expect(await answer.text()).toBe('news.xml');
  });

  it('hands the pages the pipeline’s own request when a route lets the path go on', async () => {
    const answer = await app.request('/en/espana/tables', {}, KINGS_ENV);
    expect(await answer.text()).toBe(TEST_PAGE_HTML);
    expect(answer.headers.get('x-seen')).toBe('no parameters here');
    expect(answer.headers.get('x-page-request')).toBe('own');
    expect(answer.headers.get('x-same-request')).toBe('true');
  });

  it('answers a path below its own root that no route takes with a JSON 404', async () => {
    const answer = await app.request('/api/nothing', {}, KINGS_ENV);
    expect(answer.status).toBe(404);
  });

  it('refuses a method the pages do not take with a 405 naming theirs, and leaves the endpoints’ own to them', async () => {
    const guarded = buildTestApp([requestContext(), serveEndpoints(endpoints(), { pageMethods: ['GET', 'HEAD'] })]);
    const multipart = { method: 'POST', body: 'x', headers: { 'content-type': 'multipart/form-data; boundary=none' } };
    for (const path of ['/en/espana/tables', '/feeds/news.xml', '/nowhere']) {
      const answer = await guarded.request(path, multipart, KINGS_ENV);
      expect(answer.status, path).toBe(405);
      expect(answer.headers.get('allow'), path).toBe('GET, HEAD');
      expect(await answer.text(), path).toBe('Method not allowed');
    }
    expect((await guarded.request('/en/espana/tables', { method: 'HEAD' }, KINGS_ENV)).status).toBe(200);
    expect(await (await guarded.request('/en/espana/tables', {}, KINGS_ENV)).text()).toBe(TEST_PAGE_HTML);
    // Below /api/ the endpoints' own refusals stand: an address no route takes is their JSON 404.
    expect((await guarded.request('/api/nothing', multipart, KINGS_ENV)).status).toBe(404);
  });
});
