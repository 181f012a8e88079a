import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestContext } from './resolve-request-context';
import { LOCALE_COOKIE, rememberLocale } from './locale-cookie';
import type { PipelineEnv } from './types';

function buildApp() {
  const app = new Hono<PipelineEnv>();
  app.use(requestContext());
  app.get('/remember/:lang', (c) => {
    rememberLocale(c, c.req.param('lang') as 'fr');
    return c.redirect(`/${c.req.param('lang')}`, 302);
  });
  return app;
}

describe('rememberLocale', () => {
  it('stores the choice for 365 days on the whole site, same-site lax (section 4)', async () => {
    const response = await buildApp().request('/remember/fr', {}, { EDITION: 'kings' });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie.split('; ')).toEqual([`${LOCALE_COOKIE}=fr`, 'Max-Age=31536000', 'Path=/', 'SameSite=Lax']);
  });

  it('marks the cookie secure only where the deployment says so', async () => {
    const response = await buildApp().request('/remember/ar', {}, { EDITION: 'kings', COOKIE_SECURE: 'true' });
    expect(response.headers.get('set-cookie')).toBe(`${LOCALE_COOKIE}=ar; Max-Age=31536000; Path=/; Secure; SameSite=Lax`);
  });
});
