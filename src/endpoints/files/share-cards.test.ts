import { describe, expect, it } from 'vitest';
import { requestContext } from '../../middleware/resolve-request-context';
import { buildTestApp, KINGS_ENV, TEST_PAGE_HTML } from '../../middleware/test-app';
import { serveEndpoints } from '../serve-endpoints';
import { shareCards } from './share-cards';
import type { EdgeCache } from '../../lib/upstream/edge-cache';

const VERSION = '0123456789abcd';

/** A cache holding one card, which notes every address it is asked for. */
function cacheHolding(path: string, png: Uint8Array) {
  const asked: string[] = [];
  const cache: EdgeCache = {
    async match(request) {
      asked.push(new URL(request.url).pathname);
      return new URL(request.url).pathname === path ? new Response(png as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=31536000, immutable' } }) : undefined;
    },
    async put() {},
  };
  return { cache, asked };
}

describe('shareCards', () => {
  it('answers a card the edge cache holds as it was kept, without loading its page’s subject', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const path = `/en/espana/tables/card.${VERSION}.png`;
    const { cache, asked } = cacheHolding(path, png);
    const app = buildTestApp([requestContext(), serveEndpoints(shareCards({ cache: () => cache }))]);
    const response = await app.request(path, {}, KINGS_ENV);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
    expect(asked).toEqual([path]);
  });

  it('leaves to the pages what is not the card of a page that has one, before asking the cache', async () => {
    const { cache, asked } = cacheHolding('/nothing', new Uint8Array());
    const app = buildTestApp([requestContext(), serveEndpoints(shareCards({ cache: () => cache }))]);
    for (const path of [
      `/en/espana/matches/card.${VERSION}.png`,
      `/en/espana/tables/card.ABCDEFGHIJKLMN.png`,
      `/en/espana/tables/card.${VERSION}0.png`,
      `/en/espana/tables/picture.${VERSION}.png`,
      `/en/atlantis/tables/card.${VERSION}.png`,
    ]) {
      const response = await app.request(path, {}, KINGS_ENV);
      // The renderer's page, whole: no card drawn, none served from the cache, nothing refused here.
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await response.text(), path).toBe(TEST_PAGE_HTML);
    }
    expect(asked).toEqual([]);
  });
});
