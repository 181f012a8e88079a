import { describe, expect, it } from 'vitest';
import { getCircularsCategory } from '../../config/cms-pages';
import { getDemoLeague } from './league-data';
import { createDemoCmsApp } from './index';

const NOW = Date.UTC(2027, 2, 14, 18, 0, 0);
const app = createDemoCmsApp({ now: () => NOW });
const BASE = 'http://demo.test/api/demo-cms';

type Post = {
  id: number;
  slug: string;
  lang: string;
  link: string;
  date_gmt: string;
  modified_gmt: string;
  categories: number[];
  excerpt: { rendered: string };
  translations: Record<string, number>;
  acf: { team_ids: number[]; player_ids: number[]; external_url?: string };
  _embedded: { author: { name: string }[]; 'wp:featuredmedia': { source_url: string }[] };
};
/** A circular: a post of the region's circulars category, with its number and PDF and no picture. */
type Circular = Pick<Post, 'id' | 'slug' | 'lang' | 'date_gmt' | 'modified_gmt' | 'categories' | 'excerpt'> & {
  featured_media: number;
  content: { rendered: string };
  acf: { number: string; pdf: { url: string; bytes: number; title: string } };
  _embedded?: unknown;
};

async function list(path: string) {
  const response = await app.request(`${BASE}${path}`);
  expect(response.status, path).toBe(200);
  return { total: Number(response.headers.get('X-WP-Total')), pages: Number(response.headers.get('X-WP-TotalPages')), body: (await response.json()) as Post[] };
}

describe('the lang filter (Polylang)', () => {
  it('answers only the posts of the language asked for, and counts only those', async () => {
    const all = await list('/kings/world-cup/wp-json/wp/v2/posts?per_page=50');
    const english = await list('/kings/world-cup/wp-json/wp/v2/posts?per_page=50&lang=en');
    const spanish = await list('/kings/world-cup/wp-json/wp/v2/posts?per_page=50&lang=es');
    expect(english.total).toBeGreaterThanOrEqual(30);
    expect(english.total + spanish.total).toBe(all.total);
    expect(english.pages).toBe(Math.ceil(english.total / 50));
    expect(english.body.every((post) => post.lang === 'en')).toBe(true);
    expect(spanish.body.every((post) => post.lang === 'es')).toBe(true);
    expect(new Set(all.body.map((post) => post.lang))).toEqual(new Set(['en', 'es']));
  });

  it('links each story to its translation', async () => {
    const [english] = (await list('/kings/kwc-nations/wp-json/wp/v2/posts?lang=en&per_page=1')).body;
    const spanishId = english!.translations.es!;
    const spanish = (await list('/kings/kwc-nations/wp-json/wp/v2/posts?lang=es&per_page=50')).body.find((post) => post.id === spanishId);
    expect(spanish?.translations).toEqual(english!.translations);
    expect(spanish?.slug).not.toBe(english!.slug);
  });

  it('answers an empty page for a language the region does not write in', async () => {
    const french = await list('/kings/espana/wp-json/wp/v2/posts?lang=fr');
    expect(french).toEqual({ total: 0, pages: 0, body: [] });
  });

  it('combines with the category and slug filters', async () => {
    const featured = await list('/kings/world-cup/wp-json/wp/v2/posts?lang=en&categories=143&per_page=50');
    expect(featured.body.length).toBeGreaterThan(0);
    expect(featured.body.every((post) => post.lang === 'en' && post.categories.includes(143))).toBe(true);
    const [post] = featured.body;
    expect((await list(`/kings/world-cup/wp-json/wp/v2/posts?lang=es&slug=${post!.slug}`)).body).toEqual([]);
  });
});

describe('the WordPress fields of a post', () => {
  it('carries a standfirst, an author, a picture on the CMS itself and edit times (news stories)', async () => {
    const circulars = getCircularsCategory('queens', 'espana');
    const { body } = await list('/queens/espana/wp-json/wp/v2/posts?per_page=50');
    const news = body.filter((post) => !post.categories.includes(circulars!));
    expect(news.length).toBeGreaterThanOrEqual(30);
    for (const post of news) {
      expect(post.excerpt.rendered).toMatch(/^<p>.+<\/p>\n$/);
      expect(post._embedded.author[0]?.name).toBeTruthy();
      expect(post._embedded['wp:featuredmedia'][0]?.source_url).toMatch(/^http:\/\/demo\.test\/api\/demo-cms\/queens\/espana\/wp-content\/uploads\/\d+-1200\.svg$/);
      expect(post.modified_gmt >= post.date_gmt).toBe(true);
    }
    expect(news.some((post) => post.modified_gmt > post.date_gmt)).toBe(true);
  });

  it('merges in the region’s circulars: a number, a PDF on the CMS and no picture', async () => {
    const category = getCircularsCategory('queens', 'espana');
    expect(category).toBe(25);
    const { body } = await list('/queens/espana/wp-json/wp/v2/posts?per_page=50');
    const merged = body.filter((post) => post.categories.includes(category!));
    expect(merged.length).toBeGreaterThan(0);
    const { body: circulars } = (await list(`/queens/espana/wp-json/wp/v2/posts?categories=${category}&per_page=50`)) as unknown as { body: Circular[] };
    expect(circulars.map((post) => post.id)).toEqual(expect.arrayContaining(merged.map((post) => post.id)));
    expect(new Set(circulars.map((post) => post.lang))).toEqual(new Set(['es', 'it']));
    for (const circular of circulars) {
      expect(circular.categories).toEqual([category]);
      expect(circular.featured_media).toBe(0);
      expect(circular._embedded).toBeUndefined();
      expect(circular.excerpt.rendered).toMatch(/^<p>.+<\/p>\n$/);
      expect(circular.modified_gmt >= circular.date_gmt).toBe(true);
      expect(circular.acf.number).toMatch(/^\d{2}\/\d{4}$/);
      const [serial, year] = circular.acf.number.split('/');
      // The file is named by the language's word for a circular ("circular", "circolare"), number and language.
      expect(circular.acf.pdf).toEqual({
        url: expect.stringMatching(new RegExp(`^/api/demo-cms/queens/espana/wp-content/uploads/circulars/[a-z]+-${serial}-${year}-${circular.lang}\\.pdf$`)),
        bytes: expect.any(Number),
        title: expect.stringContaining(circular.acf.number),
      });
      expect(circular.content.rendered).toContain(`href="${circular.acf.pdf.url}"`);
    }
    // The PDF is served where the circular links it, at the size it says.
    const [first] = circulars;
    const pdf = await app.request(`http://demo.test${first!.acf.pdf.url}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.arrayBuffer()).byteLength).toBe(first!.acf.pdf.bytes);
  });

  it('names the league’s own teams and players in acf', async () => {
    const league = getDemoLeague();
    const { body } = await list('/kings/brazil/wp-json/wp/v2/posts?per_page=50');
    expect(body.some((post) => post.acf.team_ids.length > 0 && post.acf.player_ids.length > 0)).toBe(true);
    for (const post of body) {
      for (const id of post.acf.team_ids) expect(league.teams.some((team) => team.id === id)).toBe(true);
      for (const id of post.acf.player_ids) expect(league.players.some((player) => player.id === id)).toBe(true);
    }
  });

  it('points external stories off-site, in link and in acf.external_url', async () => {
    const { body } = await list('/kings/germany/wp-json/wp/v2/posts?categories=301&per_page=50');
    expect(body.length).toBeGreaterThanOrEqual(4);
    for (const post of body) {
      expect(post.acf.external_url).toMatch(/^https:\/\//);
      expect(post.link).toBe(post.acf.external_url);
    }
    const { body: others } = await list('/kings/germany/wp-json/wp/v2/posts?categories=302&per_page=50');
    for (const post of others) expect(post.link).toBe(`${BASE}/kings/germany/${post.slug}/`);
  });
});
