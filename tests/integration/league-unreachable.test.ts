// The team, people and simulator pages when the league does not answer: a calm notice with a 200, never a
// 404 that would tell crawlers a real team or player is gone, and never a 500. One server for all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import { startHostileUpstream, type HostileUpstream } from '../support/hostile-upstream';

let upstream: HostileUpstream;
let site: StartedServer;

beforeAll(async () => {
  upstream = await startHostileUpstream();
  upstream.set('503');
  site = await startServer({ edition: 'kings', build: false, env: { COMPETITION_API_URL: upstream.url } });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await upstream?.close();
});

describe('an unreachable league', () => {
  it.each([
    '/en/espana/players/99-oscar-serrano',
    '/en/players/99-oscar-serrano',
    '/en/espana/draft-players?team=1&role=forward',
    '/en/espana/wildcard-players',
    '/en/espana/draft/reserves',
    '/en/espana/legends',
    '/en/legends',
    '/en/espana/draft',
    '/es/espana/mercato-fichajes',
    '/en/espana/squad-simulator',
    '/es/espana/simulador-equipo?v=1&fill=best',
  ])('leaves %s answering 200 with a calm notice', async (path) => {
    const response = await fetch(site.url + path, { redirect: 'manual' });
    const html = await response.text();
    expect(response.status, path).toBe(200);
    expect(html).toContain('class="empty-state"');
    // Nothing half-drawn around the notice: no simulator without its pool.
    expect(html).not.toContain('class="sim sim--');
  }, 30_000);
});

describe('an unreachable league, on the team pages', () => {
  it('answers the team page and the list with a calm empty state, neither 404 nor 500', async () => {
    const team = await fetch(`${site.url}/en/espana/teams/2-atletico-centella`, { redirect: 'manual' });
    expect(team.status).toBe(200);
    expect(await team.text()).toContain('<p class="empty-state">This team’s details cannot be loaded right now.');
    const list = await fetch(`${site.url}/en/espana/teams`, { redirect: 'manual' });
    expect(list.status).toBe(200);
    expect(await list.text()).toContain('<p class="empty-state">The teams of this season are not known yet.');
  }, 30_000);
});

describe('an unreachable league, and the page cache', () => {
  it('keeps a page rendered without its data nowhere: each visitor gets a new render, marked no-store', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${site.url}/en/espana/teams/2-atletico-centella`, { redirect: 'manual' });
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-page-cache')).toBeNull();
      // It says it is a degraded render: the fan's service worker keeps its good copy (ADR 055).
      expect(response.headers.get('x-page-degraded')).toBe('1');
    }
  }, 30_000);
});
