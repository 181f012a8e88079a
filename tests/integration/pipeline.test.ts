import { describe, expect, inject, it } from 'vitest';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { redirect: 'manual', headers });

describe('locale redirect through the worker', () => {
  it('sends / to the browser’s language and remembers it', async () => {
    const response = await get(`${KINGS}/`, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/fr');
    expect(response.headers.get('set-cookie')).toMatch(/^i18n_redirected=fr; Max-Age=31536000; Path=\/; SameSite=Lax/);
  });

  it('prefers the cookie and falls back to Spanish', async () => {
    expect((await get(`${KINGS}/`, { cookie: 'i18n_redirected=de', 'accept-language': 'fr' })).headers.get('location')).toBe('/de');
    expect((await get(`${KINGS}/`)).headers.get('location')).toBe('/es');
    expect((await get(`${QUEENS}/`, { 'accept-language': 'pt-BR' })).headers.get('location')).toBe('/pt');
  });

  it('adds the language to a path without one', async () => {
    expect((await get(`${KINGS}/espana/tables`, { 'accept-language': 'en' })).headers.get('location')).toBe('/en/espana/tables');
  });

  it('answers an unknown language prefix with 404', async () => {
    expect((await get(`${KINGS}/xx/espana`)).status).toBe(404);
    expect((await get(`${KINGS}/zz`)).status).toBe(404);
  });
});

describe('error screens', () => {
  it('shows the 404 screen with the big code, the offside text and a way home, in the page’s language', async () => {
    const response = await get(`${KINGS}/es/espana/nada`);
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(html).toContain('class="not-found__code"');
    expect(html).toContain('¡Fuera de juego!');
    expect(html).toContain('Page not found: /es/espana/nada');
    // Under a region the edition has, the way home is that region's home.
    expect(html).toMatch(/<a class="button" href="\/es\/espana">/);
    const outside = await (await get(`${KINGS}/es/nada/de/nada`)).text();
    expect(outside).toMatch(/<a class="button" href="\/es">/);
  });

  it('says "Page Not Found" for a failed validation', async () => {
    const html = await (await get(`${KINGS}/en/italia/faqs`)).text();
    expect(html).toContain('Page Not Found: /en/italia/faqs');
  });

  it('answers the health check with the build version and edition', async () => {
    const kings = await get(`${KINGS}/en/_health`);
    const html = await kings.text();
    expect(kings.status).toBe(200);
    expect(html).toMatch(/data-field="version">\d+\.\d+\.\d+\+[^<]+</);
    expect(html).toContain('data-field="edition">kings<');
    expect(await (await get(`${QUEENS}/es/_health`)).text()).toContain('data-field="edition">queens<');
  });
});

describe('hostile input', () => {
  it.each([
    '/en/espana/%E0%A4%A',
    '/en/espana/%',
    '/en/%00',
    `/en/${'x'.repeat(5000)}`,
    '/en/espana/teams/1-%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/en/%3Cscript%3Ealert(1)%3C/script%3E',
    '/en/espana/matches/99999999999999-a-vs-b',
    '/en/espana/matches/abc-a-vs-b',
    '/en/players/12-%22onmouseover%3Dalert(1)',
    '/en/espana?page=%3Cscript%3E',
    `/en/espana?${'q=1&'.repeat(1000)}`,
    '/..%2F..%2Fetc%2Fpasswd',
    '/en/espana/..%2F..%2Fwrangler.toml',
  ])('answers %s with a 4xx and does not reflect markup', async (path) => {
    const response = await get(KINGS + path);
    const body = await response.text();
    expect(response.status, path).toBeGreaterThanOrEqual(400);
    expect(response.status, path).toBeLessThan(500);
    expect(body).not.toMatch(/<script>alert|<img src=x|"onmouseover=/i);
  });

  it.each(['//evil.example', '//evil.example/%2e%2e', '/%2F%2Fevil.example', '/\\evil.example', '/%5C%5Cevil.example', '/%09/evil.example'])(
    'never redirects %s off the site',
    async (path) => {
      const response = await get(KINGS + path, { 'accept-language': 'en' });
      const location = response.headers.get('location') ?? '';
      const redirects = response.status >= 300 && response.status < 400;
      expect(response.status).toBeLessThan(500);
      // A redirect names a path of this site (one slash, no backslash); any other answer names none.
      expect(location, String(response.status)).toMatch(redirects ? /^\/(?![/\\])/ : /^$/);
      expect(new URL(location, KINGS).host).toBe(new URL(KINGS).host);
    },
  );

  // The renderer would read a multipart body as a server function's call, and fail on a broken one.
  it.each(['/en/espana', '/en/espana/teams', '/en/espana/matches/1/vote', '/zz', '/embed/en/espana/table', '/RSC/R/en/espana.txt'])(
    'refuses a form posted to %s with a 405 that names GET and HEAD',
    async (path) => {
      for (const [method, type] of [['POST', 'multipart/form-data; boundary=none'], ['POST', 'application/x-www-form-urlencoded'], ['PUT', 'text/plain']] as const) {
        const response = await fetch(KINGS + path, { method, body: 'x', headers: { 'content-type': type }, redirect: 'manual' });
        expect(response.status, `${method} ${type}`).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, HEAD');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      }
      expect((await get(`${KINGS}/en/espana`, {})).status).toBe(200);
    },
  );
});

describe('security headers', () => {
  it('puts the policy on pages and a matching nonce on every script', async () => {
    const response = await get(`${KINGS}/en/espana`);
    const html = await response.text();
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    for (const header of ['strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy']) {
      expect(response.headers.get(header), header).toBeTruthy();
    }
  });

  it('puts the headers on static files and error answers too', async () => {
    for (const path of ['/img/generic-og-kl.jpg', '/en/nope', '/']) {
      const response = await get(KINGS + path);
      await response.arrayBuffer();
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('strict-transport-security'), path).toContain('max-age=');
    }
  });

  it('serves the share images as real 1200x630 JPEGs', async () => {
    for (const [base, file] of [[KINGS, 'generic-og-kl.jpg'], [QUEENS, 'generic-og-ql.jpg']] as const) {
      const response = await get(`${base}/img/${file}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(response.headers.get('content-type')).toContain('image/jpeg');
      expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
      // Walk the JPEG segments to the start-of-frame marker that holds the size.
      let offset = 2;
      let size: [number, number] | undefined;
      while (offset < bytes.length && !size) {
        const marker = bytes[offset + 1] ?? 0;
        const length = ((bytes[offset + 2] ?? 0) << 8) + (bytes[offset + 3] ?? 0);
        if (marker >= 0xc0 && marker <= 0xc2) {
          size = [((bytes[offset + 7] ?? 0) << 8) + (bytes[offset + 8] ?? 0), ((bytes[offset + 5] ?? 0) << 8) + (bytes[offset + 6] ?? 0)];
        }
        offset += 2 + length;
      }
      expect(size).toEqual([1200, 630]);
    }
  });
});
