// Pages shared between visitors (ADR 021): what a page says about caching, that it never sets
// the language cookie (the redirects do), and that a kept page's answers carry the nonce it was
// kept with (ADR 072; a shared 404's each get their own: missing-addresses.test.ts).
import { describe, expect, inject, it } from 'vitest';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { redirect: 'manual', headers });

const nonceOfPolicy = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*>/g)].map((match) => match[0]);

describe('a page shared between visitors', () => {
  it('says how long it may be kept: its route’s lifetime, in the browser only', async () => {
    const tables = await get(`${KINGS}/en/espana/tables`);
    await tables.arrayBuffer();
    expect(tables.status).toBe(200);
    expect(tables.headers.get('cache-control')).toBe('private, max-age=30, stale-while-revalidate=30');
    // The region home shows live scores: 8 s.
    const home = await get(`${QUEENS}/es/espana`);
    await home.arrayBuffer();
    expect(home.headers.get('cache-control')).toBe('private, max-age=8, stale-while-revalidate=8');
    expect(home.headers.get('vary')).toBeNull();
  });

  it('never sets a cookie, whatever the visitor sends', async () => {
    const visitors: Record<string, string>[] = [{}, { cookie: 'i18n_redirected=de' }, { 'accept-language': 'fr' }];
    for (const headers of visitors) {
      const response = await get(`${KINGS}/en/espana/tables`, headers);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie'), JSON.stringify(headers)).toBeNull();
    }
  });

  it('sends a kept page as it was kept, under the one nonce it was kept with, in its policy and on each of its scripts', async () => {
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await get(`${KINGS}/en/espana/stats/goals`);
      answers.push({ response, bytes: new Uint8Array(await response.arrayBuffer()), nonce: nonceOfPolicy(response) });
    }
    const [, second, third] = answers as [(typeof answers)[0], (typeof answers)[0], (typeof answers)[0]];
    for (const { response } of [second, third]) expect(['hit', 'shared']).toContain(response.headers.get('x-page-cache'));
    // The hits are the kept bytes untouched (ADR 072): the same nonce, the same body.
    expect(third.nonce).toBe(second.nonce);
    expect(third.bytes).toEqual(second.bytes);
    for (const { bytes, nonce } of answers) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const tags = scriptTags(new TextDecoder().decode(bytes));
      expect(tags.length).toBeGreaterThan(1);
      // One nonce per script, the policy's: the rendered page's are replaced, never added to.
      for (const tag of tags) expect(tag.match(/\snonce="[^"]*"/g)).toEqual([` nonce="${nonce}"`]);
      // A page is kept with a placeholder where the nonce goes until its nonce is drawn; no answer shows it.
      expect(new TextDecoder().decode(bytes)).not.toMatch(/nonce-slot-/);
    }
  });

  it('is not kept when it is an error other than a missing address (which shares its region’s 404 page)', async () => {
    const response = await get(`${KINGS}/en/espana/%E0%A4%A`);
    await response.arrayBuffer();
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-page-cache')).toBeNull();
  });
});

// The locale redirect's own cookie is tested with the redirect (pipeline.test.ts).
describe('the language cookie, set on redirects only', () => {
  it('is set by the switcher’s link, which then opens the page in that language', async () => {
    const html = await (await get(`${KINGS}/en/espana/tables`)).text();
    const link = /<a href="(\/language\?to=[^"]+)" rel="nofollow" hrefLang="fr"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(link).toBe('/language?to=%2Ffr%2Fespana%2Fclassement');
    const redirect = await get(KINGS + link);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/fr/espana/classement');
    expect(redirect.headers.get('cache-control')).toBe('no-store');
    expect(redirect.headers.get('set-cookie')).toMatch(/^i18n_redirected=fr; Max-Age=31536000; Path=\/; SameSite=Lax/);
    const page = await get(`${KINGS}/fr/espana/classement`, { cookie: 'i18n_redirected=fr' });
    await page.arrayBuffer();
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBeNull();
  });

  it.each(['//evil.example', 'https://evil.example/fr', '/fr/espana?next=//evil.example', '/fr/atlantis'])(
    'refuses to switch to %s',
    async (target) => {
      const response = await get(`${KINGS}/language?${new URLSearchParams({ to: target })}`);
      await response.arrayBuffer();
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('set-cookie')).toBeNull();
    },
  );
});
