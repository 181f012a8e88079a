import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiEdgeCache, sharedLifetime } from './api-edge-cache';

function fakeCache() {
  const store = new Map<string, Response>();
  let lookups = 0;
  return {
    store,
    lookups: () => lookups,
    cache: {
      async match(request: Request) {
        lookups += 1;
        return store.get(request.url)?.clone();
      },
      async put(request: Request, response: Response) {
        store.set(request.url, response);
      },
    },
  };
}

type BuildOptions = { cacheControl?: string; memoryBytes?: number; body?: (answer: number) => unknown };

function buildApp({ cacheControl = 'public, max-age=8', memoryBytes, body = (answer) => ({ answer }) }: BuildOptions = {}) {
  const edge = fakeCache();
  const clock = { now: 1_000_000 };
  let answers = 0;
  const app = new Hono();
  app.use(apiEdgeCache({ prefixes: ['/api/live/'], cache: () => edge.cache, now: () => clock.now, memoryBytes }));
  app.get('*', (c) => {
    answers += 1;
    c.header('Cache-Control', cacheControl);
    return c.json(body(answers));
  });
  return { app, edge, clock, answers: () => answers };
}

const URL_A = '/api/live/match-centre?region=espana';

describe('apiEdgeCache', () => {
  it('answers a repeated GET from the cache', async () => {
    const { app, answers } = buildApp();
    await app.request(URL_A);
    const second = await app.request(URL_A);
    expect(await second.json()).toEqual({ answer: 1 });
    expect(second.headers.get('x-edge-cache')).toBe('hit');
    expect(second.headers.get('cache-control')).toBe('public, max-age=8');
    expect(second.headers.get('content-type')).toContain('application/json');
    expect(answers()).toBe(1);
  });

  it('answers a repeat from memory without asking the edge cache, as often as asked', async () => {
    const { app, edge } = buildApp();
    await app.request(URL_A);
    const lookupsAfterMiss = edge.lookups();
    for (let i = 0; i < 3; i++) expect(await (await app.request(URL_A)).json()).toEqual({ answer: 1 });
    expect(edge.lookups()).toBe(lookupsAfterMiss);
  });

  it('answers again once its lifetime is over', async () => {
    const { app, clock, answers } = buildApp();
    await app.request(URL_A);
    clock.now += 7_999;
    expect(await (await app.request(URL_A)).json()).toEqual({ answer: 1 });
    clock.now += 1;
    const late = await app.request(URL_A);
    expect(late.headers.get('x-edge-cache')).toBe('miss');
    expect(await late.json()).toEqual({ answer: 2 });
    expect(answers()).toBe(2);
  });

  it('keeps a copy read from the edge only for what is left of its lifetime there', async () => {
    const first = buildApp();
    await first.app.request(URL_A);
    // Another isolate of the same data centre: its memory is empty, the edge copy is 5 s old.
    const other = buildApp();
    for (const [key, response] of first.edge.store) other.edge.store.set(key, response);
    other.clock.now = first.clock.now + 5_000;
    const fromEdge = await other.app.request(URL_A);
    expect(fromEdge.headers.get('x-edge-cache')).toBe('hit');
    expect(fromEdge.headers.has('x-edge-stored-at')).toBe(false);
    expect(await fromEdge.json()).toEqual({ answer: 1 });
    other.clock.now += 2_999;
    expect(await (await other.app.request(URL_A)).json()).toEqual({ answer: 1 });
    expect(other.edge.lookups()).toBe(1);
    other.clock.now += 1;
    other.edge.store.clear();
    expect(await (await other.app.request(URL_A)).json()).toEqual({ answer: 1 });
    expect(other.answers()).toBe(1);
  });

  it('serves an edge copy that does not say when it was stored, without keeping it', async () => {
    const { app, edge, answers } = buildApp();
    edge.store.set(`http://localhost${URL_A}`, new Response('{"answer":0}', { headers: { 'cache-control': 'public, max-age=8' } }));
    for (let i = 0; i < 2; i++) expect(await (await app.request(URL_A)).json()).toEqual({ answer: 0 });
    expect(edge.lookups()).toBe(2);
    expect(answers()).toBe(0);
  });

  it('goes past both caches when asked not to, and refreshes them', async () => {
    const { app, answers } = buildApp();
    await app.request(URL_A);
    const cold = await app.request(URL_A, { headers: { 'cache-control': 'no-cache' } });
    expect(cold.headers.get('x-edge-cache')).toBe('bypass');
    expect(await cold.json()).toEqual({ answer: 2 });
    expect(await (await app.request(URL_A)).json()).toEqual({ answer: 2 });
    expect(answers()).toBe(2);
  });

  it('keeps within its memory budget, dropping the oldest answer first', async () => {
    // Each answer is about 1 KiB: an eighth of the budget, so eight fit.
    const { app, edge, answers } = buildApp({ memoryBytes: 8_200, body: (answer) => ({ answer, pad: 'x'.repeat(1_000) }) });
    const regions = Array.from({ length: 9 }, (_, i) => `/api/live/match-centre?region=r${i}`);
    for (const url of regions) await app.request(url);
    edge.store.clear();
    expect((await (await app.request(regions[8]!)).json()).answer).toBe(9);
    expect((await (await app.request(regions[1]!)).json()).answer).toBe(2);
    expect((await (await app.request(regions[0]!)).json()).answer).toBe(10);
    expect(answers()).toBe(10);
  });

  it('keeps an answer larger than its share of the budget at the edge only', async () => {
    const { app, edge } = buildApp({ memoryBytes: 4_000, body: (answer) => ({ answer, pad: 'x'.repeat(1_000) }) });
    await app.request(URL_A);
    expect(await (await app.request(URL_A)).json()).toMatchObject({ answer: 1 });
    expect(edge.lookups()).toBe(2);
  });

  it('keeps nothing private, uncacheable or outside its prefixes', async () => {
    const { app, edge, answers } = buildApp({ cacheControl: 'private, max-age=8' });
    await app.request(URL_A);
    await app.request(URL_A);
    expect(edge.store.size).toBe(0);
    expect(answers()).toBe(2);
    const other = buildApp();
    await other.app.request('/api/other');
    await other.app.request('/api/other');
    expect(other.edge.store.size).toBe(0);
    expect(other.answers()).toBe(2);
  });

  it('refuses prefixes outside the APIs, or a memory budget that is not a number of bytes, when built', () => {
    expect(() => apiEdgeCache({ prefixes: ['/en/'] })).toThrow();
    expect(() => apiEdgeCache({ prefixes: ['/api/'], memoryBytes: -1 })).toThrow();
  });
});

describe('sharedLifetime', () => {
  it.each([
    ['public, max-age=8, s-maxage=8', 8],
    ['public, max-age=60, s-maxage=8', 8],
    ['public, max-age=30', 30],
    ['private, max-age=8', 0],
    ['public, no-store, max-age=8', 0],
    ['public', 0],
    ['', 0],
  ])('%j is kept %i s', (cacheControl, seconds) => {
    expect(sharedLifetime(cacheControl)).toBe(seconds);
  });
});
