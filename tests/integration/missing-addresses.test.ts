// A missing address costs about what a kept page costs (ADR 041): the 404 page is shared per
// language and region, with this answer's nonce and address, and an address that can never be a
// page is a short plain 404.
import { describe, expect, inject, it } from 'vitest';

const KINGS = inject('kingsUrl');

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { redirect: 'manual', headers });
const nonceOfPolicy = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);

describe('the 404 page of a language and region', () => {
  it('is drawn once for the region’s missing addresses, each answer a 404 naming its own address with its own nonce', async () => {
    // A region the other tests leave alone, so the first address here draws it.
    const first = await get(`${KINGS}/de/americas/gibt-es-nicht-${Date.now()}`);
    const firstHtml = await first.text();
    const answers = [];
    for (const path of ['/de/americas/auch-nicht', '/de/americas/noch-eine/seite']) {
      const response = await get(KINGS + path);
      answers.push({ path, response, html: await response.text() });
    }
    expect(first.status).toBe(404);
    // Drawn here, or already kept at the edge by another file's visit to a missing address of the
    // region (the edge outlives an isolate's memory); either way the answers after it share it.
    expect(['miss', 'hit', 'edge']).toContain(first.headers.get('x-page-cache'));
    const nonces = new Set([nonceOfPolicy(first)]);
    for (const { path, response, html } of answers) {
      expect(response.status, path).toBe(404);
      expect(response.headers.get('x-page-cache'), path).toBe('hit');
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      // Section 2's screen, and section 8's message naming this address, not the one that drew it.
      expect(html).toContain('class="not-found__code"');
      expect(html).toContain(`<p class="not-found__detail">Page not found: ${path}</p>`);
      expect(html).toMatch(/<a class="button" href="\/de\/americas">/);
      const nonce = nonceOfPolicy(response);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const tags = scriptTags(html);
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(tag.match(/\snonce="[^"]*"/g)).toEqual([` nonce="${nonce}"`]);
      expect(html).not.toMatch(/nonce-slot-|message-slot-/);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
    // The same page but for the address it names.
    const [second] = answers;
    expect(second?.html.replace(/nonce="[^"]*"/g, '').replaceAll(second.path, '')).toBe(
      firstHtml.replace(/nonce="[^"]*"/g, '').replace(/\/de\/americas\/gibt-es-nicht-\d+/g, ''),
    );
  });

  it('puts each address in as text, drawn from the kept copy or not', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await get(`${KINGS}/en/espana/it's&more`);
      const html = await response.text();
      expect(response.status).toBe(404);
      expect(html).toContain('<p class="not-found__detail">Page not found: /en/espana/it&#x27;s&amp;more</p>');
      expect(html).not.toContain("it's&more<");
    }
  });
});

describe('an address that can never be a page', () => {
  it.each(['/wp-login.php', '/wp-admin/', '/.env', '/.git/config', '/xmlrpc.php', '/en/espana/admin.php', '/backup.zip'])(
    'answers %s with a short plain 404, no page drawn',
    async (path) => {
      const response = await get(KINGS + path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toBe('Not found');
    },
  );
});
