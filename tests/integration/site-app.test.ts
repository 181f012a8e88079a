// The app as the built Worker serves it (ADR 046, 047): each edition's manifest in the language a
// page links it in, and the one service worker at its address and at the team alerts' first one.
import { describe, expect, inject, it } from 'vitest';

const BASES = { kings: inject('kingsUrl'), queens: inject('queensUrl') };

describe('the web app manifest', () => {
  it.each([
    ['kings', 'en', 'Kings League', 'ltr'],
    ['queens', 'ar', 'Queens League', 'rtl'],
  ] as const)('of the %s edition is linked from its pages in %s and answers in that language', async (edition, lang, name, dir) => {
    const html = await (await fetch(`${BASES[edition]}/${lang}/espana/matches`)).text();
    const href = /<link rel="manifest" href="([^"]+)"\/>/.exec(html)?.[1];
    expect(href).toBe(`/manifest.webmanifest?lang=${lang}`);
    expect(html).toContain(`<meta name="apple-mobile-web-app-title" content="${name}"/>`);
    const answer = await fetch(`${BASES[edition]}${href}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = (await answer.json()) as { name: string; dir: string; icons: { src: string }[] };
    expect(manifest).toMatchObject({ name, dir });
    for (const icon of manifest.icons) {
      const file = await fetch(`${BASES[edition]}${icon.src}`);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
    }
  });
});

describe('the service worker', () => {
  it('is one file at its address and at the team alerts’ first one, fetched afresh, allowed to fetch its own site only', async () => {
    const [site, legacy] = await Promise.all(['/site-worker.js', '/team-alerts-sw.js'].map((path) => fetch(`${BASES.queens}${path}`)));
    for (const answer of [site, legacy]) {
      expect(answer?.status).toBe(200);
      expect(answer?.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
      expect(answer?.headers.get('cache-control')).toBe('no-cache');
      expect(answer?.headers.get('content-security-policy')).toBe("default-src 'none'; connect-src 'self'");
    }
    const source = await site?.text();
    expect(source).toBe(await legacy?.text());
    // Built for production: Workbox's development logging is compiled out.
    expect(source).not.toContain('workbox-core: ');
    expect(source).toContain('showNotification');
  });
});
