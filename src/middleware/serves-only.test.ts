import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Surface } from '../config/surfaces';
import { servesOnly } from './serves-only';
import type { PipelineEnv } from './types';

function appFor(surface: Surface) {
  const app = new Hono<PipelineEnv>();
  app.use(async (c, next) => {
    c.set('request', { surface } as PipelineEnv['Variables']['request']);
    await next();
  });
  app.use(servesOnly(['page', 'widget'], () => async (c) => c.text('served by the step'))());
  app.get('*', (c) => c.text('passed by'));
  return app;
}

describe('a step that serves some surfaces only', () => {
  it('serves the surfaces it lists', async () => {
    expect(await (await appFor('page').request('/x')).text()).toBe('served by the step');
    expect(await (await appFor('widget').request('/x')).text()).toBe('served by the step');
  });

  it('keeps the name of the step it wraps', () => {
    expect(servesOnly(['page'], function routeGuard() { return async (c) => c.text(''); }).name).toBe('routeGuard');
  });

  it('lets every other surface pass it by', async () => {
    for (const surface of ['api', 'framework', 'file'] as const) expect(await (await appFor(surface).request('/x')).text()).toBe('passed by');
  });
});
