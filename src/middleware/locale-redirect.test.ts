import { describe, expect, it } from 'vitest';
import { requestContext } from './resolve-request-context';
import { LOCALE_COOKIE } from './locale-cookie';
import { localeRedirect } from './locale-redirect';
import { buildTestApp, KINGS_ENV } from './test-app';

const app = buildTestApp([requestContext(), localeRedirect()]);
const get = (path: string, headers: Record<string, string> = {}, env: Record<string, string> = KINGS_ENV) =>
  app.request(path, { headers }, env);

describe('localeRedirect: first access', () => {
  it('prefers the stored cookie', async () => {
    const response = await get('/', { cookie: `${LOCALE_COOKIE}=it`, 'accept-language': 'fr' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/it');
  });

  it('then the browser languages, reading region subtags', async () => {
    expect((await get('/', { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' })).headers.get('location')).toBe('/pt');
    expect((await get('/', { 'accept-language': 'ja, de-AT;q=0.8' })).headers.get('location')).toBe('/de');
  });

  it('then falls back to Spanish', async () => {
    expect((await get('/')).headers.get('location')).toBe('/es');
    expect((await get('/', { 'accept-language': 'ja' })).headers.get('location')).toBe('/es');
    expect((await get('/', { cookie: `${LOCALE_COOKIE}=xx` })).headers.get('location')).toBe('/es');
  });

  it('stores the choice for 365 days on the whole site, same-site lax', async () => {
    const cookie = (await get('/', { 'accept-language': 'fr' })).headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${LOCALE_COOKIE}=fr`);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('marks the cookie secure when configured', async () => {
    const cookie = (await get('/', {}, { ...KINGS_ENV, COOKIE_SECURE: 'true' })).headers.get('set-cookie') ?? '';
    expect(cookie).toContain('Secure');
  });
});

describe('localeRedirect: paths', () => {
  it('adds the language to a page path that lacks it, keeping the query', async () => {
    const response = await get('/espana/tables?page=2', { 'accept-language': 'en' });
    expect(response.headers.get('location')).toBe('/en/espana/tables?page=2');
  });

  it('does not redirect to a page that does not exist in the detected language', async () => {
    const response = await get('/espana/clasificacion', { 'accept-language': 'en' });
    expect(response.status).toBe(200);
  });

  it('lets a prefixed path through without a cookie, so the page can be shared', async () => {
    for (const cookie of [`${LOCALE_COOKIE}=de`, `${LOCALE_COOKIE}=fr`, '']) {
      const response = await get('/fr/espana', cookie ? { cookie } : {});
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie'), cookie).toBeNull();
    }
  });

  it('leaves framework and asset requests alone', async () => {
    for (const path of ['/assets/index.js', '/img/generic-og-kl.jpg', '/RSC/R/en.txt', '/api/v1/competition/seasons/1']) {
      expect((await get(path)).status, path).toBe(200);
    }
  });

  // No page lives at these paths in any language, so they pass on untouched to end as a 404.
  it.each(['//evil.example', '/%2F%2Fevil.example', '/\\evil.example', '/%5Cevil.example', '/%2F%5Cevil.example/x'])(
    'never sends %s off the site',
    async (path) => {
      const response = await app.request(`http://kingsleague.pro${path}`, {}, KINGS_ENV);
      expect(response.status).toBe(200);
      expect(response.headers.get('location')).toBeNull();
    },
  );

  // These do name a page, so the redirect is built from their segments, never echoed back.
  it.each([
    ['//espana', '/es/espana'],
    ['/\\espana', '/es/espana'],
    ['//espana?x=//evil.example', '/es/espana?x=//evil.example'],
  ])('sends %s only to a same-site path', async (path, expected) => {
    const response = await app.request(`http://kingsleague.pro${path}`, {}, KINGS_ENV);
    const location = response.headers.get('location') ?? '';
    expect(response.status).toBe(302);
    expect(location).toBe(expected);
    expect(location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\')).toBe(true);
    expect(new URL(location, 'http://kingsleague.pro').host).toBe('kingsleague.pro');
  });
});
