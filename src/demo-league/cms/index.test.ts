import { describe, expect, it } from 'vitest';
import { createDemoCmsApp, DEMO_CMS_EPOCH } from './index';

const NOW = Date.UTC(2027, 2, 14, 18, 0, 0);
const app = createDemoCmsApp({ now: () => NOW });
const BASE = 'http://demo.test/api/demo-cms';
type Post = { id: number; slug: string; date: string; date_gmt: string; categories: number[]; title: { rendered: string } };

async function posts(path: string) {
  const response = await app.request(`${BASE}${path}`);
  return { response, body: (await response.json()) as Post[] };
}

describe('createDemoCmsApp: a WordPress posts route per region', () => {
  it('answers the same bytes for the same request and clock', async () => {
    const other = createDemoCmsApp({ now: () => NOW });
    const path = `${BASE}/kings/espana/wp-json/wp/v2/posts?per_page=12&_embed`;
    expect(await (await other.request(path)).text()).toBe(await (await app.request(path)).text());
  });

  it('dates the newest post a few hours before now, in GMT and in the region’s time', async () => {
    const { body } = await posts('/kings/americas/wp-json/wp/v2/posts?per_page=1');
    const newest = Date.parse(`${body[0]?.date_gmt}Z`);
    expect(NOW - newest).toBeGreaterThan(3600_000);
    expect(NOW - newest).toBeLessThan(6 * 3600_000);
    // Mexico City is six hours behind UTC in March.
    expect(Date.parse(`${body[0]?.date}Z`)).toBe(newest - 6 * 3600_000);
    const shifted = createDemoCmsApp({ now: () => DEMO_CMS_EPOCH });
    const atEpoch = (await (await shifted.request(`${BASE}/kings/americas/wp-json/wp/v2/posts?per_page=1`)).json()) as Post[];
    expect(Date.parse(`${atEpoch[0]?.date_gmt}Z`)).toBe(newest - (NOW - DEMO_CMS_EPOCH));
  });

  it('pages newest first with WordPress’s total headers', async () => {
    const first = await posts('/kings/italia/wp-json/wp/v2/posts?per_page=5&page=1');
    const total = Number(first.response.headers.get('X-WP-Total'));
    const pages = Math.ceil(total / 5);
    const last = await posts(`/kings/italia/wp-json/wp/v2/posts?per_page=5&page=${pages}`);
    expect(total).toBeGreaterThanOrEqual(30);
    expect(first.response.headers.get('X-WP-TotalPages')).toBe(String(pages));
    expect(first.body).toHaveLength(5);
    expect(last.body).toHaveLength(total - (pages - 1) * 5);
    const dates = [...first.body, ...last.body].map((post) => post.date_gmt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by category', async () => {
    const featured = await posts('/kings/italia/wp-json/wp/v2/posts?categories=199&per_page=50');
    expect(featured.body.length).toBeGreaterThan(0);
    expect(featured.body.every((post) => post.categories.includes(199))).toBe(true);
    expect(Number(featured.response.headers.get('X-WP-Total'))).toBe(featured.body.length);
    expect((await posts('/kings/italia/wp-json/wp/v2/posts?categories=999')).body).toEqual([]);
  });

  it('finds a post by its slug, embedded author and image included', async () => {
    const [listed] = (await posts('/queens/espana/wp-json/wp/v2/posts?per_page=1')).body;
    const response = await app.request(`${BASE}/queens/espana/wp-json/wp/v2/posts?slug=${listed?.slug}&_embed`);
    const found = (await response.json()) as (Post & { _embedded: { author: { name: string }[] } })[];
    expect(found).toHaveLength(1);
    expect(found[0]?.id).toBe(listed?.id);
    expect(found[0]?._embedded.author[0]?.name).toBeTruthy();
    expect((await posts('/queens/espana/wp-json/wp/v2/posts?slug=no-such-post')).body).toEqual([]);
  });

  it('finds an Arabic post by its percent-encoded slug', async () => {
    const [listed] = (await posts('/kings/mena/wp-json/wp/v2/posts?per_page=1')).body;
    expect(listed?.slug).toMatch(/^(%[0-9a-f]{2}|[a-z0-9-])+$/);
    const query = new URLSearchParams({ slug: listed?.slug ?? '' });
    expect((await posts(`/kings/mena/wp-json/wp/v2/posts?${query}`)).body.map((post) => post.id)).toEqual([listed?.id]);
  });

  it.each([
    ['per_page=0', 'per_page'],
    ['per_page=51', 'per_page'],
    ['per_page=ten', 'per_page'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['categories=abc', 'categories'],
    ['categories=', 'categories'],
    ['lang=xx', 'lang'],
    ['lang=EN', 'lang'],
  ])('refuses %s with a WordPress-like 400', async (query, param) => {
    const response = await app.request(`${BASE}/kings/espana/wp-json/wp/v2/posts?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { [param]: expect.any(String) } } });
  });

  it('refuses a page past the last one, as WordPress does', async () => {
    const response = await app.request(`${BASE}/kings/espana/wp-json/wp/v2/posts?page=99&per_page=5`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'rest_post_invalid_page_number' });
  });

  it.each(['/kings/atlantis', '/queens/italia', '/olympics/espana'])('answers 404 JSON for the unknown region %s', async (region) => {
    const response = await app.request(`${BASE}${region}/wp-json/wp/v2/posts`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
  });

  it('answers 404 JSON for other routes and methods', async () => {
    // The demo answers posts, pages, uploads and PDFs; WordPress's other routes are not there.
    for (const [path, method] of [
      ['/kings/espana/wp-json/wp/v2/users', 'GET'],
      ['/kings/espana/wp-json/wp/v2/comments', 'GET'],
      ['/kings/espana/wp-json/wp/v2/posts', 'POST'],
      ['/kings/espana/wp-json/wp/v2/pages', 'POST'],
    ] as const) {
      const response = await app.request(`${BASE}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
    }
  });

  it.each([
    '?slug=%E0%A4%A',
    '?slug=%00',
    '?per_page=99999999999999999999',
    '?categories=1,,2&categories=3',
    '?page=%F0%9F%98%80',
    '?slug=a&slug=b&_embed=author,wp:featuredmedia&orderby=title',
  ])('never fails with a 500 on %s', async (query) => {
    const response = await app.request(`${BASE}/kings/espana/wp-json/wp/v2/posts${query}`);
    expect([200, 400]).toContain(response.status);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });
});
