// The production Worker against a league API with section 7's contract alone: the draft order,
// transfers, tier list and legends are the demo league's extensions, which such an upstream
// answers 404. Each page says the data is not available, never that there is none.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import { startContractOnlyUpstream, type ContractOnlyUpstream } from '../support/contract-only-upstream';

let upstream: ContractOnlyUpstream;
let site: StartedServer;

beforeAll(async () => {
  upstream = await startContractOnlyUpstream(inject('kingsUrl'));
  site = await startServer({
    edition: 'kings',
    league: 'production',
    build: false,
    env: { COMPETITION_API_URL: upstream.url, NEWS_CMS_URL: upstream.url, REQUEST_LOGS: 'off' },
  });
}, 180_000);

afterAll(async () => {
  await site?.stop();
  await upstream?.close();
});

async function page(path: string): Promise<string> {
  const response = await fetch(site.url + path, { redirect: 'manual' });
  expect(response.status, path).toBe(200);
  return response.text();
}

describe('a league upstream without the demo’s extensions', () => {
  it('says the draft is not available, not that it has not been held, and still explains the draft', async () => {
    const html = await page('/en/espana/draft');
    expect(html).toContain('<p class="empty-state">The draft order and picks are not available.</p>');
    expect(html).not.toContain('has not been held');
    expect(html).toContain('How the draft works');
    expect(upstream.extensionCalls()).toEqual(expect.arrayContaining([expect.stringMatching(/\/seasons\/\d+\/draft$/)]));
  });

  it('says the transfers are not available, under the season the upstream gave', async () => {
    const html = await page('/es/espana/mercato-fichajes');
    expect(html).toContain('<p class="empty-state">Los fichajes no están disponibles.</p>');
    expect(html).not.toContain('Todavía no hay fichajes');
    expect(html).toMatch(/<p class="muted">Temporada [^<]+<\/p>/);
  });

  it('says the tier list is not available', async () => {
    const html = await page('/en/world-cup/tier-list');
    expect(html).toContain('<p class="empty-state">The tier list is not available.</p>');
    expect(html).not.toContain('No tier list for this season yet.');
  });

  it.each(['/api/v1/competition/season-clusters?genders=male', '/api/demo/clock', '/api/demo-cms/kings/espana/wp-json/wp/v2/posts'])(
    'has no demo league of its own to answer %s: a JSON 404',
    async (path) => {
      const response = await fetch(site.url + path, { redirect: 'manual' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'not found' });
    },
  );

  it.each(['/en/espana/legends', '/en/legends'])('says on %s that the legends are not available', async (path) => {
    const html = await page(path);
    expect(html).toContain('<p class="empty-state">The legends are not available.</p>');
  });
});
