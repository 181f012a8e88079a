import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiEdgeCache } from './api-edge-cache';

function fakeCache() {
  const store = new Map<string, Response>();
  return {
    store,
    cache: {
      async match(request: Request) {
        return store.get(request.url)?.clone();
      },
      async put(request: Request, response: Response) {
        store.set(request.url, response);
      },
    },
  };
}

function buildApp(cacheControl = 'public, max-age=8') {
  const { cache, store } = fakeCache();
  let answers = 0;
  const app = new Hono();
  app.use(apiEdgeCache({ prefixes: ['/api/live/'], cache: () => cache }));
  app.get('*', (c) => {
    answers += 1;
    c.header('Cache-Control', cacheControl);
    return c.json({ answer: answers });
  });
  return { app, store, answers: () => answers };
}

describe('apiEdgeCache', () => {
  it('answers a repeated GET from the cache', async () => {
    const { app, answers } = buildApp();
    await app.request('/api/live/match-centre?region=espana');
    const second = await app.request('/api/live/match-centre?region=espana');
    expect(await second.json()).toEqual({ answer: 1 });
    expect(second.headers.get('x-edge-cache')).toBe('hit');
    expect(answers()).toBe(1);
  });

  it('goes past the cache when asked not to, and refreshes it', async () => {
    const { app, answers } = buildApp();
    await app.request('/api/live/match-centre?region=espana');
    const cold = await app.request('/api/live/match-centre?region=espana', { headers: { 'cache-control': 'no-cache' } });
    expect(await cold.json()).toEqual({ answer: 2 });
    expect(answers()).toBe(2);
  });

  it('keeps nothing private, uncacheable or outside its prefixes', async () => {
    const { app, store } = buildApp('private, max-age=8');
    await app.request('/api/live/match-centre');
    expect(store.size).toBe(0);
    const other = buildApp();
    await other.app.request('/api/other');
    expect(other.store.size).toBe(0);
  });

  it('refuses prefixes outside the APIs when built', () => {
    expect(() => apiEdgeCache({ prefixes: ['/en/'] })).toThrow();
  });
});
