import { describe, expect, it } from 'vitest';
import type { EditionId } from '../../config/editions';
import { findRegion, type Region } from '../../config/regions';
import { DEMO_LEAGUE_ORIGIN } from '../../config/upstream';
import { createDemoCmsApp } from '../../demo-league/cms';
import { createMemoryStore } from '../upstream/answer-store';
import { createAnswerCache } from '../upstream/cached-answer';
import type { Fetcher } from '../upstream/fetch-json';
import { createUpstreamClient } from '../upstream/json-client';
import { createNewsApi, toPostSlug } from './api';
import { demoCmsBase } from './demo-base';

const NOW = Date.UTC(2027, 2, 14, 18, 0, 0);
const demo = createDemoCmsApp({ now: () => NOW });

function region(edition: EditionId, slug: string): Region {
  const found = findRegion(edition, slug);
  if (!found) throw new Error(`No region ${edition}/${slug}`);
  return found;
}

/** A news API over a fetcher, with its own cache and clock; `urls` records every upstream call. */
function newsApi(options: { edition?: EditionId; answer?: Fetcher; clock?: { now: number }; useCmsKey?: boolean } = {}) {
  const { edition = 'kings', answer = async (request) => demo.fetch(request), clock = { now: NOW }, useCmsKey = false } = options;
  const urls: string[] = [];
  const failures: string[] = [];
  const fetcher: Fetcher = (request) => {
    urls.push(request.url);
    return answer(request);
  };
  const client = createUpstreamClient({
    baseUrl: DEMO_LEAGUE_ORIGIN,
    fetcher,
    cache: createAnswerCache({ store: createMemoryStore(), now: () => clock.now }),
    onFailure: (_url, failure) => failures.push(failure.reason),
    timeoutMs: 100,
  });
  const api = createNewsApi(useCmsKey ? { client } : { client, baseFor: (target) => demoCmsBase(edition, target.slug) });
  return { api, urls, failures };
}

describe('getNewsPage', () => {
  it('gives a region’s posts as the site’s own shape, newest first', async () => {
    const { api, urls } = newsApi();
    const list = await api.getNewsPage(region('kings', 'espana'));
    expect(urls).toEqual([
      `${DEMO_LEAGUE_ORIGIN}/api/demo-cms/kings/espana/wp-json/wp/v2/posts?_embed=author%2Cwp%3Afeaturedmedia&categories=16&page=1&per_page=12`,
    ]);
    expect(list.page).toBe(1);
    expect(list.posts.length).toBeGreaterThan(0);
    for (const post of list.posts) {
      expect(post.title).not.toMatch(/[<>]|&#?\w+;/);
      expect(post.excerpt).not.toMatch(/[<>]/);
      expect(post.html).not.toMatch(/<script|javascript:|onerror|style=/);
      expect(post.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(post.authorName).toBeTruthy();
      expect(post.image).toMatchObject({ url: expect.stringMatching(/^\/img\/og\/kings-/), width: 1200, height: 630 });
      expect(post.categories).toContain(16);
    }
    const dates = list.posts.map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(NOW - Date.parse(dates[0] ?? '')).toBeLessThan(6 * 3600_000);
  });

  it('asks for the region’s own category id', async () => {
    const { api, urls } = newsApi({ edition: 'queens' });
    const featured = await api.getNewsPage(region('queens', 'americas'), { category: 'featured', perPage: 50 });
    expect(urls[0]).toContain('/queens/americas/wp-json/wp/v2/posts?');
    expect(urls[0]).toContain('categories=131');
    expect(featured.posts.length).toBeGreaterThan(0);
    expect(featured.posts.every((post) => post.categories.includes(131))).toBe(true);
  });

  it('pages, and says whether more may follow', async () => {
    const { api } = newsApi();
    const italy = region('kings', 'italia');
    const first = await api.getNewsPage(italy, { page: 1, perPage: 4 });
    const second = await api.getNewsPage(italy, { page: 2, perPage: 4 });
    const third = await api.getNewsPage(italy, { page: 3, perPage: 4 });
    expect(first).toMatchObject({ page: 1, hasMore: true });
    expect(first.posts).toHaveLength(4);
    expect(second.posts.map((post) => post.id)).not.toContain(first.posts[0]?.id);
    expect(third).toMatchObject({ page: 3, hasMore: false });
    expect(third.posts.length).toBeLessThan(4);
    expect(await api.getNewsPage(italy, { page: 9, perPage: 4 })).toEqual({ posts: [], page: 9 });
  });

  it.each([0, -1, 1.5, Number.NaN])('does not ask the CMS for page %s', async (page) => {
    const { api, urls } = newsApi();
    expect(await api.getNewsPage(region('kings', 'espana'), { page })).toEqual({ posts: [], page });
    expect(urls).toEqual([]);
  });

  it('keeps per_page within what the CMS allows', async () => {
    const { api, urls } = newsApi();
    await api.getNewsPage(region('kings', 'espana'), { perPage: 500 });
    expect(urls[0]).toContain('per_page=50');
  });

  it('goes to the region’s cmsKey unless told otherwise', async () => {
    const { api, urls } = newsApi({ useCmsKey: true, answer: async () => new Response('[]') });
    await api.getNewsPage(region('kings', 'germany'), { category: 'external' });
    expect(urls[0]).toBe('https://cms.kingsleague.pro/germany/wp-json/wp/v2/posts?_embed=author%2Cwp%3Afeaturedmedia&categories=301&page=1&per_page=12');
  });

  it('keeps a list for a turn’s lifetime', async () => {
    const clock = { now: NOW };
    const { api, urls } = newsApi({ clock });
    const brazil = region('kings', 'brazil');
    await api.getNewsPage(brazil);
    clock.now += 29_000;
    await api.getNewsPage(brazil);
    expect(urls).toHaveLength(1);
    clock.now += 2_000;
    await api.getNewsPage(brazil);
    expect(urls).toHaveLength(2);
  });
});

describe('getPost', () => {
  it('finds a post by its slug, with sanitised HTML', async () => {
    const { api } = newsApi();
    const spain = region('kings', 'espana');
    const { posts } = await api.getNewsPage(spain, { perPage: 50 });
    for (const listed of posts) {
      const post = await api.getPost(spain, listed.slug);
      expect(post).toEqual(listed);
    }
  });

  it('disarms the post with hostile markup and keeps its article', async () => {
    const { api } = newsApi();
    const france = region('kings', 'france');
    const { posts } = await api.getNewsPage(france, { perPage: 50 });
    const partner = posts.find((post) => post.html.includes('<a>'));
    expect(partner).toBeDefined();
    expect(partner?.html).not.toMatch(/<script|onerror|onclick|javascript:|style=|document\.cookie/);
    expect(partner?.html).toMatch(/<p>[\s\S]*<ul>[\s\S]*<blockquote>[\s\S]*<img src="\/img\/og\/[^"]+" alt="[^"]*" width="1200" height="630" loading="lazy">/);
  });

  it('keeps the YouTube embeds, sandboxed', async () => {
    const { api } = newsApi();
    const { posts } = await api.getNewsPage(region('kings', 'germany'), { perPage: 50 });
    const videos = posts.filter((post) => post.html.includes('<iframe'));
    expect(videos).toHaveLength(2);
    for (const video of videos) {
      expect(video.html).toMatch(/<iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?feature=oembed"[^>]* sandbox="allow-scripts allow-same-origin allow-popups" loading="lazy"><\/iframe>/);
    }
  });

  it('finds an Arabic post by its encoded or decoded slug', async () => {
    const { api } = newsApi();
    const mena = region('kings', 'mena');
    const [first] = (await api.getNewsPage(mena)).posts;
    expect(first?.slug).toMatch(/%[0-9a-f]{2}/);
    expect((await api.getPost(mena, first?.slug ?? ''))?.id).toBe(first?.id);
    expect((await api.getPost(mena, decodeURIComponent(first?.slug ?? '')))?.id).toBe(first?.id);
  });

  it.each(['', 'Upper-Case', '../../wp-admin', 'a b', 'slug?x=1', 'slug&page=2', '%zz', '%', 'a'.repeat(201), 'x\u0000', '\ud800'])(
    'refuses the slug %j without asking the CMS',
    async (slug) => {
      const { api, urls } = newsApi();
      expect(await api.getPost(region('kings', 'espana'), slug)).toBeUndefined();
      expect(urls).toEqual([]);
    },
  );

  it('gives undefined for a slug the CMS does not have', async () => {
    const { api } = newsApi();
    expect(await api.getPost(region('kings', 'espana'), 'no-such-post')).toBeUndefined();
  });

  it('keeps a post for a season’s lifetime', async () => {
    const clock = { now: NOW };
    const { api, urls } = newsApi({ clock });
    await api.getPost(region('kings', 'espana'), 'no-such-post');
    clock.now += 299_000;
    await api.getPost(region('kings', 'espana'), 'no-such-post');
    expect(urls).toHaveLength(1);
  });
});

describe('when the CMS fails', () => {
  const hang: Fetcher = () => new Promise(() => {});
  it.each([
    ['a 503', async () => new Response('{"code":"down"}', { status: 503 }), 'http'],
    ['malformed JSON', async () => new Response('[{"id": 1,'), 'json'],
    ['an HTML error page', async () => new Response('<html><body>502 Bad Gateway</body></html>', { status: 200 }), 'json'],
    ['an object instead of a list', async () => new Response('{"code":"rest_error"}'), 'shape'],
    ['a hang', hang, 'timeout'],
  ] as const)('gives an empty list and no post on %s, quickly', async (_name, answer, reason) => {
    const { api, failures } = newsApi({ answer });
    const started = Date.now();
    expect(await api.getNewsPage(region('kings', 'espana'), { page: 2 })).toEqual({ posts: [], page: 2 });
    expect(await api.getPost(region('kings', 'espana'), 'cronica')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(failures[0]).toBe(reason);
  });
});

describe('reading WordPress leniently', () => {
  const post = {
    id: 7,
    date: '2027-03-14T12:00:00',
    date_gmt: '2027-03-14T11:00:00',
    slug: 'final',
    title: { rendered: 'L&#8217;<em>ultima</em> &amp; finale' },
    excerpt: { rendered: '<p>Una finale da ricordare [&hellip;]</p>\n' },
    content: { rendered: '<p>Testo <img src=x onerror=alert(1)></p>' },
    categories: [198],
    unknown_field: { deep: true },
    _embedded: {
      author: [{ code: 'rest_user_invalid_id', message: 'Invalid user ID.', data: { status: 404 } }],
      'wp:featuredmedia': [{ source_url: 'javascript:alert(1)', alt_text: 'x' }],
    },
  };
  const serve = (body: unknown): Fetcher => async () => new Response(JSON.stringify(body));

  it('keeps a post whose embedded author and image are broken, without them', async () => {
    const { api } = newsApi({ answer: serve([post]) });
    expect(await api.getPost(region('kings', 'italia'), 'final')).toEqual({
      id: 7,
      slug: 'final',
      title: 'L’ultima & finale',
      excerpt: 'Una finale da ricordare…',
      html: '<p>Testo </p>',
      date: '2027-03-14T11:00:00.000Z',
      categories: [198],
    });
  });

  it('leaves out the posts it cannot read, keeping the rest', async () => {
    const { api } = newsApi({ answer: serve([{ id: 'x' }, post, { ...post, id: 8, slug: 'undated', date: 'soon', date_gmt: null }]) });
    const list = await api.getNewsPage(region('kings', 'italia'));
    expect(list.posts.map((item) => item.id)).toEqual([7]);
  });

  it('writes a summary from the article when there is no excerpt', async () => {
    const long = `<p>${'parola '.repeat(80)}</p>`;
    const { api } = newsApi({ answer: serve([{ ...post, excerpt: { rendered: '' }, content: { rendered: long } }]) });
    const found = await api.getPost(region('kings', 'italia'), 'final');
    expect(found?.excerpt.length).toBeLessThanOrEqual(201);
    expect(found?.excerpt).toMatch(/^parola parola .*parola…$/);
  });
});

describe('toPostSlug', () => {
  it('keeps WordPress slugs and encodes unicode ones', () => {
    expect(toPostSlug('porcinos-5-3-1k')).toBe('porcinos-5-3-1k');
    expect(toPostSlug('%D8%AA%D9%82')).toBe('%d8%aa%d9%82');
    expect(toPostSlug('تق')).toBe('%d8%aa%d9%82');
  });
});
