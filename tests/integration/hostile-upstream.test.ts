import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import { startHostileUpstream, type HostileUpstream, type Misbehaviour } from '../support/hostile-upstream';

// The site pointed at an upstream that fails in every way the issue lists.
let upstream: HostileUpstream;
let site: StartedServer;

beforeAll(async () => {
  upstream = await startHostileUpstream();
  site = await startServer({ edition: 'kings', build: false, env: { COMPETITION_API_URL: upstream.url } });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await upstream?.close();
});

const PAGES = ['/en/espana', '/es/americas', '/en/espana/tables', '/ar/mena', '/en'];
// Pages that say so calmly when the league cannot be had.
const WITH_EMPTY_STATE = ['/en/espana', '/en/world-cup/tournament', '/en/world-cup/tier-list', '/en/espana/qualifiers/spain'];

describe.each(['503', 'hang', 'malformed', 'wrong-shape', 'html'] as Misbehaviour[])('an upstream that answers %s', (mode) => {
  it('leaves every page answering below 500, within a few seconds, without upstream HTML', async () => {
    upstream.set(mode);
    for (const path of new Set([...PAGES, ...WITH_EMPTY_STATE])) {
      const started = Date.now();
      const response = await fetch(site.url + path);
      const html = await response.text();
      expect(response.status, path).toBeLessThan(500);
      expect(Date.now() - started, path).toBeLessThan(8_000);
      expect(html, path).not.toContain('Bad Gateway');
      expect(html, path).not.toContain('alert("upstream")');
      if (WITH_EMPTY_STATE.includes(path)) expect(html, path).toContain('class="empty-state"');
    }
  }, 60_000);
});

describe('retries', () => {
  it('asks a 503 upstream twice per call and a hanging one once', async () => {
    upstream.set('503');
    upstream.reset();
    await (await fetch(`${site.url}/en/italia?fresh=${Date.now()}`)).text();
    const clusterCalls = upstream.calls().filter((call) => call.startsWith('/api/v1/competition/season-clusters'));
    expect(clusterCalls.length).toBe(2);

    upstream.set('hang');
    upstream.reset();
    await (await fetch(`${site.url}/en/france?fresh=${Date.now()}`)).text();
    expect(upstream.calls().filter((call) => call.startsWith('/api/v1/competition/season-clusters')).length).toBe(1);
  }, 60_000);
});
