// Partners' widgets (issue 34) as the built Worker answers them: framed only below /embed/, each
// answer with its own nonce, shared between host pages by the page cache, a clear 400 or 404 for
// what a snippet gets wrong, and the For media page in the footer of every language.
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { LOCALE_CODES } from '../../src/config/locales';
import { getRouteWord } from '../../src/config/route-words';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { redirect: 'manual', headers });
const directive = (response: Response, name: string) =>
  (response.headers.get('content-security-policy') ?? '').split('; ').find((part) => part.startsWith(`${name} `));
const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
const WIDGETS = ['standings', 'matches', 'standings?top=3&theme=dark&accent=%23e30613&layout=wide'];

describe('a widget’s answer', () => {
  it.each(WIDGETS)('%s may be framed by any site, carries its own nonce and no cookie, and is not for search engines', async (widget) => {
    for (const base of [KINGS, QUEENS]) {
      const response = await get(`${base}/embed/es/espana/${widget}`, { referer: 'https://news.example/today' });
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(directive(response, 'frame-ancestors')).toBe('frame-ancestors *');
      expect(response.headers.get('x-frame-options')).toBeNull();
      expect(response.headers.get('set-cookie')).toBeNull();
      const nonce = nonceOf(response);
      expect(nonce).toBeTruthy();
      // Its one script, stamped with the answer's nonce; none of the framework's, the head's or the site's frame.
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts.filter((tag) => /\bsrc=/.test(tag))).toEqual([expect.stringMatching(/src="\/embed\/widget\.js\?v=[^"]+"/)]);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html).not.toMatch(/id="_R_"|data-inline="reader-preferences"|site-header|site-footer|modulepreload/);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(Buffer.byteLength(gzipSync(html))).toBeLessThan(8 * 1024);
    }
  });

  it('is drawn once for every host page that shows it: the page cache keeps it whatever the Referer', async () => {
    const path = `${KINGS}/embed/en/espana/standings?top=7`;
    const sources = [];
    for (let host = 0; host < 6; host += 1) {
      const response = await get(path, { referer: `https://partner-${host}.example/page` });
      await response.arrayBuffer();
      sources.push(response.headers.get('x-page-cache'));
    }
    expect(sources.filter((source) => source === 'miss').length).toBeLessThanOrEqual(1);
    expect(sources.slice(1).every((source) => source !== 'miss')).toBe(true);
  });

  it('takes the look its options chose, and nothing a host page passes reaches it unchecked', async () => {
    const dark = await (await get(`${QUEENS}/embed/en/espana/matches?theme=dark&accent=%23E30613`)).text();
    expect(dark).toMatch(/<html[^>]*data-edition="queens"[^>]*data-scheme="dark"[^>]*style="--widget-accent:#E30613"/);
    const hostile = await get(`${KINGS}/embed/en/espana/matches?accent=%23fff;background:url(x)`);
    expect(hostile.status).toBe(400);
    expect(await hostile.text()).not.toContain('background:url');
  });

  it('is a clear 400 inside the frame for an option it does not take or a value it cannot', async () => {
    for (const [query, reason] of [
      ['?utm_source=x', 'unknown option &quot;utm_source&quot;'],
      ['?top=100', 'option &quot;top&quot; must be a number from 1 to 40'],
      ['?theme=sepia', 'option &quot;theme&quot; must be one of light, dark, auto'],
    ] as const) {
      const response = await get(`${KINGS}/embed/fr/espana/standings${query}`);
      const html = await response.text();
      expect(response.status, query).toBe(400);
      expect(html, query).toContain(reason);
      // Still framable, with the page's nonce, so the partner sees it where the widget would be.
      expect(directive(response, 'frame-ancestors')).toBe('frame-ancestors *');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(html).toContain('lang="fr-FR"');
    }
    const noMatch = await get(`${KINGS}/embed/en/espana/live`);
    expect(noMatch.status).toBe(400);
    expect(await noMatch.text()).toContain('option &quot;match&quot; is required');
  });

  it('is a 404 inside the frame for a region, language or widget that is not one', async () => {
    for (const path of ['/embed/en/nowhere/standings', '/embed/xx/espana/standings', '/embed/en/espana/scores', '/embed/en/espana/tables']) {
      const response = await get(KINGS + path);
      const html = await response.text();
      expect(response.status, path).toBe(404);
      expect(html, path).toContain('widget--refused');
      expect(html, path).not.toContain('site-header');
      expect(directive(response, 'frame-ancestors'), path).toBe('frame-ancestors *');
    }
    // A widget's words are not a page's: the standings widget is no page of the site.
    expect((await get(`${KINGS}/en/espana/standings`)).status).toBe(404);
  });

  it('a live match’s widget follows the match it names, and says when the region has no such match', async () => {
    const { turns } = (await (await get(`${KINGS}/api/live/match-centre?region=espana&lang=en`)).json()) as { turns: { matches: { id: number }[] }[] };
    const match = turns.flatMap((turn) => turn.matches)[0]!;
    const html = await (await get(`${KINGS}/embed/en/espana/live?match=${match.id}`)).text();
    expect(html).toContain('data-live-match');
    expect(html).toMatch(/src="\/embed\/live-widget\.js\?v=/);
    const unknown = await (await get(`${KINGS}/embed/en/espana/live?match=999999`)).text();
    expect(unknown).toContain('This match is not played in this league.');
  });
});

describe('every other answer', () => {
  it.each(['/en/espana', '/es/espana/clasificacion', '/en/espana/for-media', '/api/health', '/robots.txt'])('%s refuses to be framed', async (path) => {
    const response = await get(KINGS + path);
    await response.arrayBuffer();
    expect(directive(response, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('the partners’ scripts', () => {
  it.each(['/embed.js', '/embed/widget.js', '/embed/live-widget.js'])('%s is a static file any page may load, kept an hour', async (path) => {
    const response = await get(KINGS + path);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(text).toContain('kl-embed:height');
  });
});

describe('the For media page', () => {
  it.each(LOCALE_CODES)('is linked from the footer in %s, in that language, and gives each widget’s snippet', async (lang) => {
    const home = await (await get(`${KINGS}/${lang}/espana`)).text();
    const path = `/${lang}/espana/${getRouteWord('forMedia', lang)}`;
    expect(home).toContain(`href="${path}"`);
    const response = await get(KINGS + path);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(`data-widget=&quot;standings&quot; data-region=&quot;espana&quot; data-lang=&quot;${lang}&quot;`);
    expect(html).toContain('https://kingsleague.pro/embed.js');
    expect(html.match(/<iframe class="for-media__preview"/g)?.length).toBeGreaterThanOrEqual(3);
    expect(directive(response, 'frame-src')).toMatch(/^frame-src 'self' /);
  });
});
