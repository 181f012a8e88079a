import { describe, expect, it } from 'vitest';
import { requestContext } from '../../middleware/resolve-request-context';
import { buildTestApp, KINGS_ENV } from '../../middleware/test-app';
import { serveEndpoints } from '../serve-endpoints';
import { webAppManifestFile } from './web-app-manifest';

const app = buildTestApp([requestContext(), serveEndpoints(webAppManifestFile())]);

describe('/manifest.webmanifest', () => {
  it('is the edition’s manifest in the language asked for, kept a day', async () => {
    const answer = await app.request('/manifest.webmanifest?lang=ar', {}, KINGS_ENV);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await answer.json()).toMatchObject({ name: 'Kings League', lang: 'ar', dir: 'rtl', start_url: '/ar' });
  });

  it('is in the visitor’s language when the address names none', async () => {
    const answer = await app.request('/manifest.webmanifest', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } }, KINGS_ENV);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ lang: 'fr-FR', start_url: '/fr' });
  });

  it('refuses a language that is none of the site’s, as every endpoint’s query does', async () => {
    const answer = await app.request('/manifest.webmanifest?lang=xx', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } }, KINGS_ENV);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'Bad query' });
  });

  it('names the fan’s team only when the address is one of its team pages', async () => {
    const team = await (await app.request('/manifest.webmanifest?lang=en&team=/en/espana/teams/7-club-x', {}, KINGS_ENV)).json();
    expect(team.shortcuts.at(-1)).toEqual({ name: 'My team', url: '/en/espana/teams/7-club-x' });
    const other = await (await app.request('/manifest.webmanifest?lang=en&team=https://evil.example/', {}, KINGS_ENV)).json();
    expect(other.shortcuts).toHaveLength(2);
  });
});
