import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import type { EdgeCache } from '../lib/upstream/edge-cache';
import { requestContext } from './resolve-request-context';
import { pageCache } from './page-cache';
import { routeGuard } from './route-guard';
import { KINGS_ENV, QUEENS_ENV } from './test-app';
import type { PipelineEnv } from './types';

/** The data centre's cache as the Worker sees it: what was put is matched, by address. */
function fakeEdgeCache(options: { failing?: boolean } = {}) {
  const stored = new Map<string, { body: string; headers: [string, string][] }>();
  const cache: EdgeCache = {
    async match(request) {
      if (options.failing) throw new Error('cache unavailable');
      const copy = stored.get(request.url);
      return copy && new Response(copy.body, { headers: [...copy.headers, ['cf-cache-status', 'HIT']] });
    },
    async put(request, response) {
      stored.set(request.url, { body: await response.text(), headers: [...response.headers] });
    },
  };
  return { cache, stored };
}

type Renders = { count: number; gate?: Promise<void> };

/** One isolate: its own page cache in front of a renderer that counts its renders. */
function buildApp(options: Parameters<typeof pageCache>[0] = {}, renders: Renders = { count: 0 }, front: MiddlewareHandler<PipelineEnv>[] = []) {
  const app = new Hono<PipelineEnv>();
  app.use(requestContext(), ...front, pageCache({ cache: () => undefined, ...options }), routeGuard());
  // `?down` stands for a page whose upstream did not answer.
  app.use(async (c, next) => {
    if (c.req.query('down') !== undefined) c.set('degraded', true);
    await next();
  });
  app.get('*', async (c) => {
    renders.count += 1;
    const render = renders.count;
    await renders.gate;
    c.header('Set-Cookie', 'visitor=1');
    c.header('Content-Security-Policy', "script-src 'nonce-abc'");
    // The 404 screen names the address (section 8's message), as the real one does. (Nonces are
    // stamped by workerd's HTML rewriter: the integration tests check them.)
    const { resolution } = c.get('request');
    if (resolution.kind === 'error') return c.html(`<p>render ${render}</p><p>${resolution.message}</p><script>boot()</script>`);
    return c.html(`<p>render ${render}</p>`);
  });
  return { app, renders: () => renders.count };
}

describe('pageCache: in the isolate', () => {
  it('renders a page once and serves it again while it is fresh', async () => {
    const { app, renders } = buildApp();
    const first = await app.request('/en/espana/tables', {}, KINGS_ENV);
    const second = await app.request('/en/espana/tables', {}, KINGS_ENV);
    expect(await first.text()).toBe('<p>render 1</p>');
    expect(await second.text()).toBe('<p>render 1</p>');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(renders()).toBe(1);
  });

  it('lets visitors who arrive during a render share it', async () => {
    const { app, renders } = buildApp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.request('/en/italia/tables', {}, KINGS_ENV)));
    expect(renders()).toBe(1);
    expect(new Set(await Promise.all(answers.map((answer) => answer.text())))).toEqual(new Set(['<p>render 1</p>']));
    expect(answers.filter((answer) => answer.headers.get('x-page-cache') === 'shared').length).toBe(19);
  });

  it('never gives out a cookie or the renderer’s policy, on the render or after', async () => {
    const { app } = buildApp();
    for (const state of ['miss', 'hit']) {
      const response = await app.request('/en/espana', {}, KINGS_ENV);
      expect(response.headers.get('x-page-cache')).toBe(state);
      expect(response.headers.get('set-cookie'), state).toBeNull();
      expect(response.headers.get('content-security-policy'), state).toBeNull();
    }
  });

  it('renders again once the lifetime and the stale time have passed', async () => {
    let clock = 0;
    const { app, renders } = buildApp({ now: () => clock, lifetimeOf: () => 10 });
    await app.request('/en/espana', {}, KINGS_ENV);
    clock = 9_000;
    await app.request('/en/espana', {}, KINGS_ENV);
    clock = 10_001;
    await app.request('/en/espana', {}, KINGS_ENV);
    clock = 30_001;
    await app.request('/en/espana', {}, KINGS_ENV);
    expect(renders()).toBe(3);
  });

  it('serves the page that just expired to those who ask while one request renders it again', async () => {
    let clock = 0;
    let open = () => {};
    const renders: Renders = { count: 0 };
    const { app } = buildApp({ now: () => clock, lifetimeOf: () => 10 }, renders);
    await app.request('/en/espana', {}, KINGS_ENV);
    clock = 15_000;
    renders.gate = new Promise((resolve) => (open = resolve));
    const renderingAgain = app.request('/en/espana', {}, KINGS_ENV);
    const meanwhile = await app.request('/en/espana', {}, KINGS_ENV);
    expect(meanwhile.headers.get('x-page-cache')).toBe('stale');
    expect(await meanwhile.text()).toBe('<p>render 1</p>');
    expect(meanwhile.headers.get('age')).toBe('15');
    open();
    expect(await (await renderingAgain).text()).toBe('<p>render 2</p>');
    expect(await (await app.request('/en/espana', {}, KINGS_ENV)).text()).toBe('<p>render 2</p>');
  });

  it('keeps apart pages that differ by query', async () => {
    const { app, renders } = buildApp();
    await app.request('/en/espana/stats?page=2', {}, KINGS_ENV);
    await app.request('/en/espana/stats?page=3', {}, KINGS_ENV);
    expect(renders()).toBe(2);
  });

  it('drops the oldest page when full', async () => {
    const { app, renders } = buildApp({ maxEntries: 2 });
    for (const path of ['/en/espana', '/en/italia', '/en/france', '/en/espana']) await app.request(path, {}, KINGS_ENV);
    expect(renders()).toBe(4);
  });

  it('refuses a size that is not a positive whole number when built', () => {
    expect(() => pageCache({ maxEntries: 0 })).toThrow();
  });
});

describe('pageCache: what a page says about caching', () => {
  it('lets the browser keep a page for its route’s lifetime, and nothing shared', async () => {
    let clock = 0;
    const { app } = buildApp({ now: () => clock });
    const miss = await app.request('/en/espana/tables', {}, KINGS_ENV);
    expect(miss.headers.get('cache-control')).toBe('private, max-age=30, stale-while-revalidate=30');
    clock = 12_500;
    const hit = await app.request('/en/espana/tables', {}, KINGS_ENV);
    expect(hit.headers.get('cache-control')).toBe('private, max-age=30, stale-while-revalidate=30');
    expect(hit.headers.get('age')).toBe('12');
    // Section 2's live pages (the region home) are kept 8 s.
    expect((await app.request('/en/espana', {}, KINGS_ENV)).headers.get('cache-control')).toBe('private, max-age=8, stale-while-revalidate=8');
  });

  it.each([
    ['an error page other than a missing address', '/en/espana/%'],
    ['a missing address with a query, whose query the route guard checks first', '/en/atlantis?page=2'],
    ['the health check', '/en/_health'],
    ['a page rendered without its data', '/en/espana/tables?down'],
  ])('keeps %s nowhere and says so', async (_, path) => {
    const { cache, stored } = fakeEdgeCache();
    const { app, renders } = buildApp({ cache: () => cache });
    const first = await app.request(path, {}, KINGS_ENV);
    const second = await app.request(path, {}, KINGS_ENV);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(second.headers.get('x-page-cache')).toBeNull();
    expect(renders()).toBe(2);
    expect(stored.size).toBe(0);
    // Only a render without its data says it is one: the fan's kept copy is not swapped for it.
    expect(second.headers.get('x-page-degraded')).toBe(path.endsWith('?down') ? '1' : null);
  });
});

describe('pageCache: shared by the data centre’s isolates', () => {
  it('renders a page once for every isolate of the data centre', async () => {
    const { cache } = fakeEdgeCache();
    const renders: Renders = { count: 0 };
    const first = buildApp({ cache: () => cache }, renders);
    const second = buildApp({ cache: () => cache }, renders);
    const rendered = await first.app.request('/en/espana/tables', {}, KINGS_ENV);
    const fromEdge = await second.app.request('/en/espana/tables', {}, KINGS_ENV);
    const fromMemory = await second.app.request('/en/espana/tables', {}, KINGS_ENV);
    expect([rendered, fromEdge, fromMemory].map((response) => response.headers.get('x-page-cache'))).toEqual(['miss', 'edge', 'hit']);
    expect(await fromEdge.text()).toBe('<p>render 1</p>');
    expect(fromEdge.headers.get('content-type')).toContain('text/html');
    expect(fromEdge.headers.get('cache-control')).toBe('private, max-age=30, stale-while-revalidate=30');
    expect(renders.count).toBe(1);
  });

  it('has a crowd arriving at a new isolate wait for one look at the edge', async () => {
    const { cache } = fakeEdgeCache();
    const renders: Renders = { count: 0 };
    await buildApp({ cache: () => cache }, renders).app.request('/en/espana/tables', {}, KINGS_ENV);
    const fresh = buildApp({ cache: () => cache }, renders);
    const answers = await Promise.all(Array.from({ length: 50 }, () => fresh.app.request('/en/espana/tables', {}, KINGS_ENV)));
    const states = answers.map((answer) => answer.headers.get('x-page-cache'));
    expect(states.filter((state) => state === 'edge').length).toBe(1);
    expect(states.filter((state) => state === 'shared').length).toBe(49);
    expect(renders.count).toBe(1);
  });

  it('stores the page as rendered: no cookie, no policy, with its lifetime for the cache', async () => {
    const { cache, stored } = fakeEdgeCache();
    const { app } = buildApp({ cache: () => cache, version: '1.0.0+abc', now: () => 5_000 });
    await app.request('/en/espana/stats?page=2', {}, KINGS_ENV);
    expect([...stored.keys()]).toEqual(['https://page-cache.internal/kings/1.0.0%2Babc/en/espana/stats?page=2']);
    const headers = new Headers(stored.values().next().value?.headers);
    expect(headers.get('set-cookie')).toBeNull();
    expect(headers.get('content-security-policy')).toBeNull();
    expect(headers.get('cache-control')).toBe('public, max-age=30');
    expect(headers.get('x-page-rendered-at')).toBe('5000');
  });

  it('keeps the editions and the builds apart', async () => {
    const { cache } = fakeEdgeCache();
    const renders: Renders = { count: 0 };
    await buildApp({ cache: () => cache, version: '1' }, renders).app.request('/en/espana', {}, KINGS_ENV);
    await buildApp({ cache: () => cache, version: '1' }, renders).app.request('/en/espana', {}, QUEENS_ENV);
    await buildApp({ cache: () => cache, version: '2' }, renders).app.request('/en/espana', {}, KINGS_ENV);
    expect(renders.count).toBe(3);
  });

  it('ages a page from its render, whichever isolate serves it', async () => {
    let clock = 0;
    const { cache } = fakeEdgeCache();
    const renders: Renders = { count: 0 };
    await buildApp({ cache: () => cache, now: () => clock }, renders).app.request('/en/espana/tables', {}, KINGS_ENV);
    const later = buildApp({ cache: () => cache, now: () => clock }, renders);
    clock = 20_000;
    expect((await later.app.request('/en/espana/tables', {}, KINGS_ENV)).headers.get('age')).toBe('20');
    clock = 31_000;
    expect((await later.app.request('/en/espana/tables', {}, KINGS_ENV)).headers.get('x-page-cache')).toBe('miss');
    expect(renders.count).toBe(2);
  });

  it('renders when the edge cannot be read', async () => {
    const { cache } = fakeEdgeCache({ failing: true });
    const { app, renders } = buildApp({ cache: () => cache });
    expect((await app.request('/en/espana', {}, KINGS_ENV)).status).toBe(200);
    expect(renders()).toBe(1);
  });
});

describe('pageCache: the 404 page of a language and region, shared by its missing addresses', () => {
  it('draws it once for every missing address of the language and region, each answer naming its own address', async () => {
    const { cache, stored } = fakeEdgeCache();
    const { app, renders } = buildApp({ cache: () => cache });
    const first = await app.request('/en/espana/not-a-page', {}, KINGS_ENV);
    const second = await app.request('/en/espana/nothing-else', {}, KINGS_ENV);
    const failed = await app.request('/en/atlantis', {}, KINGS_ENV);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(await first.text()).toBe('<p>render 1</p><p>Page not found: /en/espana/not-a-page</p><script>boot()</script>');
    expect(await second.text()).toBe('<p>render 1</p><p>Page not found: /en/espana/nothing-else</p><script>boot()</script>');
    // Another region (here one the edition does not have) has its own.
    expect(failed.headers.get('x-page-cache')).toBe('miss');
    expect(await failed.text()).toContain('<p>Page Not Found: /en/atlantis</p>');
    expect(renders()).toBe(2);
    expect(stored.size).toBe(2);
  });

  it('keeps languages apart, and puts the address in as text', async () => {
    const { app, renders } = buildApp();
    await app.request('/en/espana/a', {}, KINGS_ENV);
    const other = await app.request('/fr/espana/a', {}, KINGS_ENV);
    expect(other.headers.get('x-page-cache')).toBe('miss');
    const marked = await app.request('/en/espana/a&b', {}, KINGS_ENV);
    expect(marked.headers.get('x-page-cache')).toBe('hit');
    expect(await marked.text()).toContain('<p>Page not found: /en/espana/a&amp;b</p>');
    expect(renders()).toBe(2);
  });

  it('is served by another isolate from the edge, with its status and the address asked for', async () => {
    const { cache } = fakeEdgeCache();
    const renders: Renders = { count: 0 };
    await buildApp({ cache: () => cache }, renders).app.request('/en/espana/a', {}, KINGS_ENV);
    const answer = await buildApp({ cache: () => cache }, renders).app.request('/en/espana/b', {}, KINGS_ENV);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-page-cache')).toBe('edge');
    expect(await answer.text()).toContain('<p>Page not found: /en/espana/b</p>');
    expect(renders.count).toBe(1);
  });
});

describe('pageCache: the nonce an answer is sent with (ADR 072)', () => {
  /**
   * Stands for the security headers: a nonce of the answer's own when asked for, and the nonce
   * its policy names in the end, said in a header. (The nonces in the HTML are stamped by
   * workerd's HTML rewriter: tests/integration/page-cache.test.ts checks them.)
   */
  function sentNonce(): MiddlewareHandler<PipelineEnv> {
    let made = 0;
    return async (c, next) => {
      let nonce: string | undefined;
      c.set('scriptNonce', () => (nonce ??= `answer-${(made += 1)}`));
      await next();
      c.res.headers.set('x-sent-nonce', c.get('scriptNonce')());
    };
  }

  it('sends a kept page’s bytes untouched, in every isolate, under the nonce drawn when it was kept', async () => {
    const { cache, stored } = fakeEdgeCache();
    const renders: Renders = { count: 0 };
    const first = buildApp({ cache: () => cache }, renders, [sentNonce()]);
    const second = buildApp({ cache: () => cache }, renders, [sentNonce()]);
    const rendered = await first.app.request('/en/espana/tables', {}, KINGS_ENV);
    await rendered.arrayBuffer();
    const answers = [
      await first.app.request('/en/espana/tables', {}, KINGS_ENV),
      await first.app.request('/en/espana/tables', {}, KINGS_ENV),
      await second.app.request('/en/espana/tables', {}, KINGS_ENV),
    ];
    expect(answers.map((answer) => answer.headers.get('x-page-cache'))).toEqual(['hit', 'hit', 'edge']);
    const edgeCopy = stored.values().next().value;
    const keptNonce = new Headers(edgeCopy?.headers).get('x-page-nonce');
    expect(keptNonce).toBeTruthy();
    // The render streamed out under a nonce of its own; the page was kept under another, drawn after it.
    expect(rendered.headers.get('x-sent-nonce')).toBe('answer-1');
    expect(keptNonce).not.toBe('answer-1');
    const keptBytes = new TextEncoder().encode(edgeCopy?.body);
    for (const answer of answers) {
      expect(answer.headers.get('x-sent-nonce')).toBe(keptNonce);
      expect(new Uint8Array(await answer.arrayBuffer())).toEqual(keptBytes);
    }
  });

  it('gives each answer of a shared 404 a nonce of its own', async () => {
    const { app } = buildApp({}, { count: 0 }, [sentNonce()]);
    const answers = [];
    for (const path of ['/en/espana/a', '/en/espana/b', '/en/espana/a']) answers.push(await app.request(path, {}, KINGS_ENV));
    expect(answers.map((answer) => answer.headers.get('x-page-cache'))).toEqual(['miss', 'hit', 'hit']);
    expect(answers.map((answer) => answer.headers.get('x-sent-nonce'))).toEqual(['answer-1', 'answer-2', 'answer-3']);
  });
});
