import { describe, expect, it } from 'vitest';
import { languageSwitchHref } from '../lib/navigation/language-switch';
import { buildPath } from '../lib/routing/build-path';
import { requestContext } from '../middleware/resolve-request-context';
import { LOCALE_COOKIE } from '../middleware/locale-cookie';
import { languageSwitch } from './language-switch';
import { buildTestApp, KINGS_ENV, QUEENS_ENV } from '../middleware/test-app';
import { serveEndpoints } from './serve-endpoints';

const app = buildTestApp([requestContext(), serveEndpoints(languageSwitch())]);
const get = (path: string, env: Record<string, string> = KINGS_ENV) => app.request(`http://kingsleague.pro${path}`, {}, env);
const switchTo = (to: string) => get(`/language?${new URLSearchParams({ to })}`);

describe('languageSwitch: a switcher link', () => {
  it('remembers the language of the page asked for and sends the visitor there', async () => {
    const response = await get(languageSwitchHref('/fr/espana/classement'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/fr/espana/classement');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${LOCALE_COOKIE}=fr`);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('is never stored by a cache', async () => {
    expect((await switchTo('/en/espana')).headers.get('cache-control')).toBe('no-store');
    expect((await switchTo('//evil.example')).headers.get('cache-control')).toBe('no-store');
  });

  it('keeps a path with encoded words as it was built', async () => {
    const arabic = buildPath('regionHome', 'ar', { region: 'espana' });
    const response = await get(languageSwitchHref(arabic));
    expect(response.headers.get('location')).toBe(arabic);
    expect(response.headers.get('set-cookie')).toContain(`${LOCALE_COOKIE}=ar`);
  });

  it('marks the cookie secure when configured', async () => {
    const response = await get(languageSwitchHref('/en'), { ...KINGS_ENV, COOKIE_SECURE: 'true' });
    expect(response.headers.get('set-cookie')).toContain('Secure');
  });
});

describe('languageSwitch: refusals', () => {
  it.each([
    ['another site', 'https://evil.example/en'],
    ['a protocol-relative address', '//evil.example/en'],
    ['a backslash', '/\\evil.example'],
    ['an encoded slash pair', '/%2F%2Fevil.example'],
    ['a scheme', 'javascript:alert(1)'],
    ['a query', '/en/espana?x=1'],
    ['a fragment', '/en/espana#top'],
    ['white space', '/en/espana /x'],
    ['the root', '/'],
    ['no language', '/espana/tables'],
    ['a page that does not exist', '/en/atlantis'],
    ['a malformed encoding', '/en/%E0%A4%A'],
    ['an endless path', `/en/${'x'.repeat(2000)}`],
  ])('answers %s with 400 and no cookie', async (_, to) => {
    const response = await switchTo(to);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a page the edition does not have', async () => {
    // Section 5: the finalissima is excluded from the men's edition, and not from the women's.
    const path = buildPath('finalissima', 'es');
    expect((await switchTo(path)).status).toBe(400);
    expect((await get(`/language?${new URLSearchParams({ to: path })}`, QUEENS_ENV)).status).toBe(302);
  });

  it('refuses no target and two targets', async () => {
    expect((await get('/language')).status).toBe(400);
    expect((await get('/language?to=/en&to=/fr')).status).toBe(400);
  });

  it('leaves other methods and paths alone', async () => {
    expect((await app.request('http://kingsleague.pro/language?to=/en', { method: 'POST' }, KINGS_ENV)).status).toBe(404);
    expect((await get('/languages?to=/en')).status).toBe(200);
  });
});
