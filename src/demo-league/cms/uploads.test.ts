import { describe, expect, it } from 'vitest';
import { findRegion } from '../../config/regions';
import { createDemoCmsApp } from './index';

const NOW = Date.UTC(2027, 2, 14, 18, 0, 0);
const app = createDemoCmsApp({ now: () => NOW });
const ORIGIN = 'http://demo.test';
const BASE = `${ORIGIN}/api/demo-cms`;

type Size = { source_url: string; width: number; height: number };
type Media = { id: number; source_url: string; alt_text: string; caption: { rendered: string }; media_details: { width: number; height: number; sizes: Record<string, Size> } };
type Post = { id: number; content: { rendered: string }; _embedded: { 'wp:featuredmedia': Media[] } };

async function postsOf(region: string, query = 'per_page=50'): Promise<Post[]> {
  return (await (await app.request(`${BASE}/${region}/wp-json/wp/v2/posts?${query}`)).json()) as Post[];
}

/** Every tag opened is closed in order, no attribute is given twice, and text holds no stray markup. */
function isWellFormed(xml: string): boolean {
  const open: string[] = [];
  for (const [, closing, name, attributes = '', selfClosing] of xml.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g)) {
    const names = [...attributes.matchAll(/([\w:-]+)="/g)].map(([, attribute]) => attribute);
    if (new Set(names).size !== names.length) return false;
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (!selfClosing) open.push(name!);
  }
  const text = xml.replace(/<[^>]*>/g, '');
  return open.length === 0 && !/[<>]/.test(text) && !/&(?!(?:amp|lt|gt|quot|apos);)/.test(text);
}

describe('the uploads route: each story’s picture as SVG', () => {
  it('serves every size of every featured picture and every inline one, as safe, valid SVG', async () => {
    // The news stories carry pictures; the circulars the same route answers carry a PDF instead.
    const news = Object.values(findRegion('kings', 'espana')!.cmsCategories).join(',');
    const posts = await postsOf('kings/espana', `categories=${news}&per_page=50`);
    expect(posts).toHaveLength(50);
    const urls = posts.flatMap((post) => {
      const media = post._embedded['wp:featuredmedia'][0];
      expect(media, String(post.id)).toBeDefined();
      if (!media) return [];
      const inline = [...post.content.rendered.matchAll(/<img[^>]* src="(http[^"]+)"/g)].map(([, src]) => src!);
      return [media.source_url, ...Object.values(media.media_details.sizes).map((size) => size.source_url), ...inline];
    });
    expect(urls.length).toBeGreaterThan(50 * 5);
    for (const url of new Set(urls)) {
      expect(url.startsWith(`${BASE}/kings/espana/wp-content/uploads/`), url).toBe(true);
      const response = await app.request(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      const svg = await response.text();
      const width = Number(/-(\d+)\.svg$/.exec(url)?.[1]);
      expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round((width * 630) / 1200)}" viewBox="0 0 1200 630" role="img"`));
      expect(svg).toMatch(/<title id="[^"]+">[^<]+<\/title>/);
      expect(isWellFormed(svg), url).toBe(true);
      expect(svg).not.toMatch(/<script|<image|<foreignObject|<use|<a[\s>]|href=|url\(|@import|\son\w+=|javascript:/i);
      expect(svg.match(/https?:\/\//g)).toEqual(['http://']);
    }
  });

  it('describes the picture in WordPress’s terms: sizes, alternative text and a credited caption', async () => {
    const [post] = await postsOf('kings/italia', 'per_page=1');
    const media = post!._embedded['wp:featuredmedia'][0]!;
    expect(media.alt_text).toBeTruthy();
    expect(media.caption.rendered).toMatch(/^<p>.+Foto: Kings League Italia<\/p>\n$/);
    expect(media.media_details).toMatchObject({ width: 1200, height: 630 });
    expect(Object.fromEntries(Object.entries(media.media_details.sizes).map(([name, size]) => [name, [size.width, size.height]]))).toEqual({
      medium: [400, 210],
      medium_large: [768, 403],
      large: [1024, 538],
      full: [1200, 630],
    });
  });

  it('draws the two teams’ colours, the score and the league’s name for a match report', async () => {
    const posts = await postsOf('kings/germany');
    const report = posts.find((post) => post.content.rendered.includes('Die Tore'))!;
    const svg = await (await app.request(report._embedded['wp:featuredmedia'][0]!.source_url)).text();
    expect(svg).toMatch(/<rect width="1200" height="630" fill="#[0-9a-f]{6}"\/><path d="[^"]+" fill="#[0-9a-f]{6}"\/>/);
    expect(svg).toMatch(/>\d+:\d+<\/text>/);
    // A German post's picture names the league as the site's German pages do.
    expect(svg).toContain('>Kings League Deutschland</text>');
  });

  it('sets Arabic pictures right to left', async () => {
    const [post] = await postsOf('kings/mena', 'per_page=1');
    const svg = await (await app.request(post!._embedded['wp:featuredmedia'][0]!.source_url)).text();
    expect(svg).toContain('lang="ar"');
    expect(svg).toContain('direction="rtl"');
  });

  it('answers the same bytes whatever the clock', async () => {
    const [post] = await postsOf('queens/espana', 'per_page=1');
    const url = post!._embedded['wp:featuredmedia'][0]!.source_url;
    const later = createDemoCmsApp({ now: () => NOW + 3 * 24 * 3600_000 });
    expect(await (await later.request(url)).text()).toBe(await (await app.request(url)).text());
  });

  it('answers 404 for a picture it does not have', async () => {
    const [post] = await postsOf('kings/espana', 'per_page=1');
    const id = post!._embedded['wp:featuredmedia'][0]!.id;
    for (const path of [
      `/kings/espana/wp-content/uploads/${id}-500.svg`,
      `/kings/espana/wp-content/uploads/${id}-1200.png`,
      `/kings/espana/wp-content/uploads/999999-1200.svg`,
      `/kings/italia/wp-content/uploads/${id}-1200.svg`,
      `/kings/atlantis/wp-content/uploads/${id}-1200.svg`,
      `/kings/espana/wp-content/uploads/..%2F${id}-1200.svg`,
    ]) {
      const response = await app.request(`${BASE}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'rest_no_route' });
    }
  });
});
