import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { editionContext } from './edition-context';
import type { PipelineEnv } from './types';

const app = new Hono<PipelineEnv>();
app.use(editionContext());
app.get('*', (c) => c.json(c.get('appEnv')));
app.onError((error, c) => c.text(error.message, 500));

describe('editionContext', () => {
  it('reads the edition and settings from the Worker’s vars', async () => {
    const response = await app.request('/en', {}, { EDITION: 'queens', SITE_DOMAIN: 'https://queensleague.pro', COOKIE_SECURE: 'true' });
    expect(await response.json()).toMatchObject({ EDITION: 'queens', SITE_DOMAIN: 'https://queensleague.pro', COOKIE_SECURE: true });
  });

  it('defaults to the men’s edition', async () => {
    expect(await (await app.request('/en', {}, {})).json()).toMatchObject({ EDITION: 'kings', COOKIE_SECURE: false });
  });

  it('refuses a deployment with an unknown edition, naming the field', async () => {
    const response = await app.request('/en', {}, { EDITION: 'princes' });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('EDITION');
  });
});
