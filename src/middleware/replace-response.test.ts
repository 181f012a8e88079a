import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isBuiltHere, replaceResponse } from './replace-response';

describe('replaceResponse', () => {
  it('puts the new answer in place as it is, without the old answer’s headers', async () => {
    const app = new Hono();
    let replacement: Response | undefined;
    app.use(async (c, next) => {
      await next();
      replacement = new Response('kept', { status: 203, headers: { 'x-kept': 'yes' } });
      replaceResponse(c, replacement);
    });
    app.get('*', (c) => c.text('rendered', 200, { 'x-rendered': 'yes', 'set-cookie': 'a=1' }));
    const answer = await app.request('/anything');
    expect(answer).toBe(replacement);
    expect(answer.status).toBe(203);
    expect(await answer.text()).toBe('kept');
    expect(answer.headers.get('x-kept')).toBe('yes');
    expect(answer.headers.get('x-rendered')).toBeNull();
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('marks the answers it put in place, and only those, as ones whose headers may change in place', async () => {
    const app = new Hono();
    const outside = new Response('static file');
    let built: Response | undefined;
    app.get('/built', (c) => {
      built = new Response('built');
      replaceResponse(c, built);
      return c.res;
    });
    await app.request('/built');
    expect(isBuiltHere(built as Response)).toBe(true);
    expect(isBuiltHere(outside)).toBe(false);
  });
});
