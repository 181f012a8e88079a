import { describe, expect, it } from 'vitest';
import { requestContext } from './resolve-request-context';
import { routeGuard } from './route-guard';
import { buildTestApp, KINGS_ENV, QUEENS_ENV } from './test-app';

const app = buildTestApp([requestContext(), routeGuard()]);

describe('routeGuard', () => {
  it('lets a page through with its 200', async () => {
    expect((await app.request('/en/espana/tables', {}, KINGS_ENV)).status).toBe(200);
  });

  it('gives an excluded route a real 404 status', async () => {
    expect((await app.request('/en/italia/faqs', {}, KINGS_ENV)).status).toBe(404);
    expect((await app.request('/en/finalissima', {}, KINGS_ENV)).status).toBe(404);
    expect((await app.request('/en/finalissima', {}, QUEENS_ENV)).status).toBe(200);
  });

  it('gives an unknown region, an unknown language and an unknown path a 404', async () => {
    for (const path of ['/en/atlantis', '/xx/espana', '/en/espana/nope', '/en/mena/tables?x=1']) {
      const expected = path.includes('mena') ? 200 : 404;
      expect((await app.request(path, {}, KINGS_ENV)).status, path).toBe(expected);
    }
    expect((await app.request('/en/mena', {}, QUEENS_ENV)).status).toBe(404);
  });

  it('loads the page’s entity: a failure is a 404, a redirect a 301 on this site only', async () => {
    const path = '/en/espana/matches/12-home-fc-vs-away-fc';
    const failing = buildTestApp([requestContext(), routeGuard({ entityLoaders: { match: async () => ({ kind: 'not-found' }) } })]);
    expect((await failing.request(path, {}, KINGS_ENV)).status).toBe(404);
    const moving = buildTestApp([requestContext(), routeGuard({ entityLoaders: { match: async () => ({ kind: 'redirect', path: '/en/espana/matches/12-a-vs-b' }) } })]);
    const moved = await moving.request(path, {}, KINGS_ENV);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/en/espana/matches/12-a-vs-b');
    const leaving = buildTestApp([requestContext(), routeGuard({ entityLoaders: { match: async () => ({ kind: 'redirect', path: '//evil.example/' }) } })]);
    expect((await leaving.request(path, {}, KINGS_ENV)).status).toBe(200);
    const passing = buildTestApp([requestContext(), routeGuard({ entityLoaders: { match: async () => ({ kind: 'unreachable' }) } })]);
    expect((await passing.request(path, {}, KINGS_ENV)).status).toBe(200);
    // An id alone has no address of its own to draw the page at while the league cannot be read.
    expect((await passing.request('/en/espana/matches/12', {}, KINGS_ENV)).status).toBe(503);
  });

  it('answers 500 when the edition has no regions', async () => {
    const empty = buildTestApp([requestContext({ regions: [] }), routeGuard()]);
    expect((await empty.request('/en/espana/tables', {}, KINGS_ENV)).status).toBe(500);
    expect((await empty.request('/en/legends', {}, KINGS_ENV)).status).toBe(200);
  });

  it('answers malformed percent-encoding with 400 and an overlong query with 400', async () => {
    expect((await app.request('/en/espana/%E0%A4%A', {}, KINGS_ENV)).status).toBe(400);
    expect((await app.request(`/en/espana?q=${'a'.repeat(3000)}`, {}, KINGS_ENV)).status).toBe(400);
  });

  it('answers a malformed page number or markup in the query with 400, and ignores other parameters', async () => {
    expect((await app.request('/en/espana/stats/goals?page=abc', {}, KINGS_ENV)).status).toBe(400);
    expect((await app.request('/en/espana/stats/goals?page=0', {}, KINGS_ENV)).status).toBe(400);
    expect((await app.request('/en/espana?q=%3Cscript%3E', {}, KINGS_ENV)).status).toBe(400);
    expect((await app.request('/en/espana/stats/goals?page=12&utm_source=news', {}, KINGS_ENV)).status).toBe(200);
  });

  it('ignores a parameter the page does not take, whatever its value', async () => {
    expect((await app.request('/en/espana/stats?page=abc', {}, KINGS_ENV)).status).toBe(200);
  });

  it('sends trailing and doubled slashes to the one spelling of the page', async () => {
    const response = await app.request('/en/espana/tables/?page=2', {}, KINGS_ENV);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/en/espana/tables?page=2');
    expect((await app.request('/en//espana', {}, KINGS_ENV)).headers.get('location')).toBe('/en/espana');
  });

  it('answers markup in the path with a 404', async () => {
    expect((await app.request('/en/<script>alert(1)</script>', {}, KINGS_ENV)).status).toBe(404);
    expect((await app.request('/en/teams/1-%3Cimg%20src%3Dx%3E', {}, KINGS_ENV)).status).toBe(404);
  });
});
