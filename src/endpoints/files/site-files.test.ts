import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { SECURITY_TXT } from '../../config/site-files';
import { requestContext } from '../../middleware/resolve-request-context';
import type { PipelineEnv } from '../../middleware/types';
import { serveEndpoints } from '../serve-endpoints';
import { siteFiles, type StaticFiles } from './site-files';

const KINGS = { EDITION: 'kings', SITE_DOMAIN: 'https://kingsleague.pro' };
const QUEENS = { EDITION: 'queens', SITE_DOMAIN: 'https://queensleague.pro' };

/** The static files, holding one file per path asked for: its path as its bytes. */
const asked: string[] = [];
const staticFiles: StaticFiles = {
  async fetch(request) {
    const { pathname } = new URL(request.url);
    asked.push(pathname);
    return new Response(pathname, { headers: { 'content-type': 'text/plain' } });
  },
};

function buildApp(files: StaticFiles | null = staticFiles) {
  const app = new Hono<PipelineEnv>();
  app.use(requestContext(), serveEndpoints(siteFiles({ staticFiles: () => files ?? undefined })));
  app.get('*', (c) => c.text('page'));
  return app;
}

describe('the root icons', () => {
  it.each([
    ['/favicon.ico', 'image/x-icon', 'favicon.ico'],
    ['/apple-touch-icon.png', 'image/png', 'apple-touch-icon.png'],
    ['/apple-touch-icon-precomposed.png', 'image/png', 'apple-touch-icon-precomposed.png'],
  ])('answers %s with the edition’s own copy, as %s', async (path, type, file) => {
    for (const [env, edition] of [[KINGS, 'kings'], [QUEENS, 'queens']] as const) {
      const answer = await buildApp().request(path, {}, env);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe(type);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(await answer.text()).toBe(`/img/icons/${edition}/${file}`);
    }
  });

  it('answers a HEAD as a GET', async () => {
    const answer = await buildApp().request('/favicon.ico', { method: 'HEAD' }, KINGS);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/x-icon');
  });

  it('is a plain 404 when the static files cannot give it', async () => {
    const answer = await buildApp(null).request('/favicon.ico', {}, KINGS);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('Not found');
  });

  it('leaves every other path alone', async () => {
    asked.length = 0;
    expect(await (await buildApp().request('/favicon.png', {}, KINGS)).text()).toBe('page');
    expect(await (await buildApp().request('/en/favicon.ico', {}, KINGS)).text()).toBe('page');
    expect(asked).toEqual([]);
  });
});

describe('security.txt', () => {
  it('says RFC 9116’s fields for the edition, its canonical address on the edition’s domain', async () => {
    const answer = await buildApp().request('/.well-known/security.txt', {}, QUEENS);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(await answer.text()).toBe(
      [
        'Contact: mailto:security@queensleague.pro',
        `Expires: ${SECURITY_TXT.expires}`,
        'Preferred-Languages: es, en',
        'Canonical: https://queensleague.pro/.well-known/security.txt',
        '',
      ].join('\n'),
    );
    expect(await (await buildApp().request('/.well-known/security.txt', {}, KINGS)).text()).toContain('Contact: mailto:security@kingsleague.pro\n');
  });
});
