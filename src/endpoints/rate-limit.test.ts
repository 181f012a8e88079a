import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { rateLimit } from './rate-limit';
import { requestContext } from '../middleware/resolve-request-context';
import type { PipelineEnv } from '../middleware/types';

function buildApp(now: () => number) {
  const app = new Hono<PipelineEnv>();
  app.use(requestContext());
  app.use('/api/search', rateLimit({ requests: 3, windowSeconds: 10, now }));
  app.get('*', (c) => c.json({ ok: true }));
  return app;
}
const ask = (app: Hono<PipelineEnv>, ip: string, path = '/api/search?q=a') => app.request(path, { headers: { 'cf-connecting-ip': ip } });

describe('rateLimit', () => {
  it('answers a clear 429 with Retry-After past the limit of one address', async () => {
    const app = buildApp(() => 1_000);
    for (let request = 0; request < 3; request += 1) expect((await ask(app, '203.0.113.1')).status).toBe(200);
    const refused = await ask(app, '203.0.113.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({ error: 'Too many requests', retryAfter: 10 });
  });

  it('counts each address alone', async () => {
    const app = buildApp(() => 1_000);
    for (let request = 0; request < 4; request += 1) await ask(app, '203.0.113.1');
    expect((await ask(app, '203.0.113.2')).status).toBe(200);
  });

  it('lets the address in again once its window has passed', async () => {
    let time = 1_000;
    const app = buildApp(() => time);
    for (let request = 0; request < 4; request += 1) await ask(app, '203.0.113.1');
    time += 10_000;
    expect((await ask(app, '203.0.113.1')).status).toBe(200);
  });

  it('leaves other paths alone', async () => {
    const app = buildApp(() => 1_000);
    for (let request = 0; request < 5; request += 1) expect((await ask(app, '203.0.113.1', '/en')).status).toBe(200);
  });

  it('refuses to be built without a limit', () => {
    expect(() => rateLimit({ requests: 0, windowSeconds: 10 })).toThrow();
  });
});
