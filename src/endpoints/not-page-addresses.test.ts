import { describe, expect, it } from 'vitest';
import { requestContext } from '../middleware/resolve-request-context';
import { buildTestApp, KINGS_ENV } from '../middleware/test-app';
import { endpoints } from '.';

const app = buildTestApp([requestContext(), endpoints()]);

describe('an address no endpoint takes and no page can have', () => {
  it('answers a probe for another program’s file with a short plain 404 that nothing keeps', async () => {
    for (const path of ['/wp-login.php', '/.env', '/en/espana/index.php', '/site.webmanifest']) {
      const answer = await app.request(path, {}, KINGS_ENV);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.text()).toBe('Not found');
    }
  });

  it('lets an address that may be a page, or a file beside one, through to the pages', async () => {
    for (const path of ['/en/espana/not-a-page', '/es/espana/partidos/cuadro.xml']) {
      const answer = await app.request(path, {}, KINGS_ENV);
      expect(answer.status, path).toBe(200);
      expect(await answer.text()).toContain('page');
    }
  });
});
