import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { editionContext } from './edition-context';
import { pageCache } from './page-cache';
import { routeGuard } from './route-guard';
import { KINGS_ENV } from './test-app';
import type { PipelineEnv } from './types';

function buildApp(options: Parameters<typeof pageCache>[0] = {}) {
  let renders = 0;
  const app = new Hono<PipelineEnv>();
  app.use(editionContext(), pageCache(options), routeGuard());
  app.get('*', (c) => {
    renders += 1;
    c.header('Set-Cookie', 'visitor=1');
    return c.html(`<p>render ${renders}</p>`);
  });
  return { app, renders: () => renders };
}

describe('pageCache', () => {
  it('renders a page once and serves it again while it is fresh', async () => {
    const { app, renders } = buildApp();
    const first = await app.request('/en/espana/tables', {}, KINGS_ENV);
    const second = await app.request('/en/espana/tables', {}, KINGS_ENV);
    expect(await first.text()).toBe('<p>render 1</p>');
    expect(await second.text()).toBe('<p>render 1</p>');
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

  it('never keeps cookies', async () => {
    const { app } = buildApp();
    await app.request('/en/espana', {}, KINGS_ENV);
    const hit = await app.request('/en/espana', {}, KINGS_ENV);
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    expect(hit.headers.get('set-cookie')).toBeNull();
  });

  it('renders again once the lifetime has passed', async () => {
    let clock = 0;
    const { app, renders } = buildApp({ now: () => clock, lifetimeOf: () => 10 });
    await app.request('/en/espana', {}, KINGS_ENV);
    clock = 9_000;
    await app.request('/en/espana', {}, KINGS_ENV);
    clock = 10_001;
    await app.request('/en/espana', {}, KINGS_ENV);
    expect(renders()).toBe(2);
  });

  it('keeps apart pages that differ by query', async () => {
    const { app, renders } = buildApp();
    await app.request('/en/espana/stats?page=2', {}, KINGS_ENV);
    await app.request('/en/espana/stats?page=3', {}, KINGS_ENV);
    expect(renders()).toBe(2);
  });

  it('does not keep error pages or routes with no lifetime', async () => {
    const { app, renders } = buildApp();
    await app.request('/en/atlantis', {}, KINGS_ENV);
    await app.request('/en/atlantis', {}, KINGS_ENV);
    await app.request('/en/_health', {}, KINGS_ENV);
    await app.request('/en/_health', {}, KINGS_ENV);
    expect(renders()).toBe(4);
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
