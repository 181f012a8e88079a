import { describe, expect, it } from 'vitest';
import { notPageAddresses } from './not-page-addresses';
import { requestContext } from './request-context';
import { buildTestApp, KINGS_ENV } from './test-app';

const app = buildTestApp([requestContext(), notPageAddresses()]);

describe('notPageAddresses', () => {
  it('answers a probe for another program’s file with a short plain 404 that nothing keeps', async () => {
    for (const path of ['/wp-login.php', '/.env', '/en/espana/index.php', '/manifest.webmanifest']) {
      const answer = await app.request(path, {}, KINGS_ENV);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.text()).toBe('Not found');
    }
  });

  it('lets an address that may be a page, or a file beside one, through to the pages', async () => {
    for (const path of ['/en/espana/not-a-page', '/es/espana/noticias/feed.xml']) {
      const answer = await app.request(path, {}, KINGS_ENV);
      expect(answer.status, path).toBe(200);
      expect(await answer.text()).toContain('page');
    }
  });
});
