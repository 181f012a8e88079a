import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../config/api-paths';
import type { EditionId } from '../../config/editions';
import { findRegion, type Region } from '../../config/regions';
import { DEMO_LEAGUE_ORIGIN } from '../../config/upstream';
import { createDemoCmsApp } from '../../demo-league/cms';
import { createMemoryStore } from '../upstream/answer-store';
import { createAnswerCache } from '../upstream/cached-answer';
import type { Fetcher } from '../upstream/fetch-json';
import { createUpstreamClient } from '../upstream/json-client';
import { createCmsApi, toPostSlug } from './api';
import { demoCmsBase } from './demo-base';

const NOW = Date.UTC(2027, 2, 14, 18, 0, 0);
const demo = createDemoCmsApp({ now: () => NOW });
/**
 * The site takes pictures over https only (or on its own origin), and the demo CMS links its pictures
 * at the origin it is asked at: the tests that read pictures ask it at an https origin, as a remote CMS.
 */
const HTTPS_CMS = 'https://cms.demo.test';

function region(edition: EditionId, slug: string): Region {
  const found = findRegion(edition, slug);
  if (!found) throw new Error(`No region ${edition}/${slug}`);
  return found;
}

/** A news API over a fetcher, with its own cache and clock; `urls` records every upstream call. */
function newsApi(options: { edition?: EditionId; answer?: Fetcher; clock?: { now: number }; useCmsKey?: boolean; origin?: string } = {}) {
  const { edition = 'kings', answer = async (request) => demo.fetch(request), clock = { now: NOW }, useCmsKey = false, origin } = options;
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
  const baseFor = (target: Region) =>
    origin ? `${origin}${API_PATHS.demoCms}/${edition}/${encodeURIComponent(target.slug)}` : demoCmsBase(edition, target.slug);
  const api = createCmsApi(useCmsKey ? { client } : { client, baseFor });
  return { api, urls, failures };
}

describe('getNewsPage', () => {
  it('gives a region’s posts as the site’s own shape, newest first', async () => {
    const { api, urls } = newsApi({ origin: HTTPS_CMS });
    const list = await api.getNewsPage(region('kings', 'espana'));
    expect(urls).toEqual([
      `${HTTPS_CMS}/api/demo-cms/kings/espana/wp-json/wp/v2/posts?_embed=author%2Cwp%3Afeaturedmedia&categories=16&page=1&per_page=12`,
    ]);
    expect(list.page).toBe(1);
    expect(list.posts).toHaveLength(12);
    const uploads = `${HTTPS_CMS}/api/demo-cms/kings/espana/wp-content/uploads/`.replace(/[.]/g, '\\.');
    for (const post of list.posts) {
      expect(post.title).not.toMatch(/[<>]|&#?\w+;/);
      expect(post.excerpt).not.toMatch(/[<>]/);
      expect(post.html).not.toMatch(/<script|javascript:|onerror|style=/);
      expect(post.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(post.lang).toBe('es');
      expect(post.authorName).toBeTruthy();
      const id = new RegExp(`^${uploads}(\\d+)-1200\\.svg$`).exec(post.image?.url ?? '')?.[1];
      expect(id, post.image?.url).toBeDefined();
      expect(post.image).toMatchObject({ alt: expect.stringMatching(/\S/), width: 1200, height: 630, caption: expect.stringMatching(/\S/) });
      expect(post.image?.sizes).toEqual(
        [[400, 210], [768, 403], [1024, 538], [1200, 630]].map(([width, height]) => ({ url: `${HTTPS_CMS}/api/demo-cms/kings/espana/wp-content/uploads/${id}-${width}.svg`, width, height })),
      );
      expect(post.categories).toContain(16);
      expect(post.teamIds.every((team) => Number.isInteger(team) && team > 0)).toBe(true);
      expect(post.playerIds.every((player) => Number.isInteger(player) && player > 0)).toBe(true);
      expect(Number.isInteger(post.readingMinutes) && post.readingMinutes >= 1).toBe(true);
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
    // The demo writes 60+ stories per language; the CMS's own counts say where the last page is.
    const total = first.total ?? 0;
    const totalPages = Math.ceil(total / 4);
    expect(total).toBeGreaterThanOrEqual(60);
    expect(first).toMatchObject({ page: 1, total, totalPages, hasMore: true });
    expect(first.posts).toHaveLength(4);
    expect(second).toMatchObject({ page: 2, total, totalPages, hasMore: true });
    expect(second.posts.map((post) => post.id)).not.toContain(first.posts[0]?.id);
    const last = await api.getNewsPage(italy, { page: totalPages, perPage: 4 });
    expect(last).toMatchObject({ page: totalPages, total, totalPages, hasMore: false });
    expect(last.posts).toHaveLength(total - (totalPages - 1) * 4);
    // WordPress answers a page past the end with a 400: an empty page with no pages, not an outage.
    expect(await api.getNewsPage(italy, { page: totalPages + 1, perPage: 4 })).toEqual({ posts: [], page: totalPages + 1, totalPages: 0 });
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

  it('keeps a list for a season’s lifetime', async () => {
    const clock = { now: NOW };
    const { api, urls } = newsApi({ clock });
    const brazil = region('kings', 'brazil');
    await api.getNewsPage(brazil);
    clock.now += 299_000;
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
    const { api } = newsApi({ origin: HTTPS_CMS });
    const france = region('kings', 'france');
    const { posts } = await api.getNewsPage(france, { perPage: 50 });
    const partner = posts.find((post) => post.html.includes('<a>'));
    expect(partner).toBeDefined();
    expect(partner?.html).not.toMatch(/<script|onerror|onclick|javascript:|style=|document\.cookie/);
    expect(partner?.html).toMatch(
      /<p>[\s\S]*<ul>[\s\S]*<blockquote>[\s\S]*<img src="https:\/\/cms\.demo\.test\/api\/demo-cms\/kings\/france\/wp-content\/uploads\/\d+-1024\.svg" alt="[^"]*" width="1024" height="538" loading="lazy">/,
    );
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

  it('keeps a post for the people lifetime (an hour)', async () => {
    const clock = { now: NOW };
    const { api, urls } = newsApi({ clock });
    await api.getPost(region('kings', 'espana'), 'no-such-post');
    clock.now += 3_599_000;
    await api.getPost(region('kings', 'espana'), 'no-such-post');
    expect(urls).toHaveLength(1);
    clock.now += 2_000;
    await api.getPost(region('kings', 'espana'), 'no-such-post');
    expect(urls).toHaveLength(2);
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
  ] as const)('gives an empty list marked unreachable and no post on %s, quickly', async (_name, answer, reason) => {
    const { api, failures } = newsApi({ answer });
    const started = Date.now();
    expect(await api.getNewsPage(region('kings', 'espana'), { page: 2 })).toEqual({ posts: [], page: 2, unreachable: true });
    expect(await api.getPost(region('kings', 'espana'), 'cronica')).toBeUndefined();
    expect(await api.findPost(region('kings', 'espana'), 'cronica')).toEqual({ kind: 'unreachable' });
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
      standfirst: 'Una finale da ricordare…',
      html: '<p>Testo </p>',
      date: '2027-03-14T11:00:00.000Z',
      categories: [198],
      teamIds: [],
      playerIds: [],
      readingMinutes: 1,
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

describe('the CMS’s language and counts', () => {
  const story = {
    id: 41,
    date: '2027-03-14T12:00:00',
    date_gmt: '2027-03-14T11:00:00',
    slug: 'derby',
    lang: 'it',
    title: { rendered: 'Derby' },
    excerpt: { rendered: '<p>Il derby.</p>' },
    content: { rendered: '<p>Il derby.</p>' },
    categories: [198],
  };

  it('sends the language, and reads the totals from the headers, kept with the list in the cache', async () => {
    const answer: Fetcher = async () =>
      new Response(JSON.stringify([story]), { headers: { 'Content-Type': 'application/json', 'X-WP-Total': '25', 'X-WP-TotalPages': '3' } });
    const { api, urls } = newsApi({ answer, origin: HTTPS_CMS });
    const italy = region('kings', 'italia');
    const first = await api.getNewsPage(italy, { page: 2, lang: 'it' });
    expect(urls).toEqual([
      `${HTTPS_CMS}/api/demo-cms/kings/italia/wp-json/wp/v2/posts?_embed=author%2Cwp%3Afeaturedmedia&categories=198&lang=it&page=2&per_page=12`,
    ]);
    // One story on a page of twelve would mean no more, but the CMS says page 2 of 3.
    expect(first).toEqual({ posts: [expect.objectContaining({ id: 41, slug: 'derby', lang: 'it' })], page: 2, total: 25, totalPages: 3, hasMore: true });
    expect(await api.getNewsPage(italy, { page: 2, lang: 'it' })).toEqual(first);
    expect(urls).toHaveLength(1);
    expect(await api.getNewsPage(italy, { page: 3, lang: 'it' })).toMatchObject({ page: 3, total: 25, totalPages: 3, hasMore: false });
    expect(urls).toHaveLength(2);
  });

  it('reads only the language asked for from the demo CMS', async () => {
    const { api, urls } = newsApi();
    const worldCup = region('kings', 'world-cup');
    const english = await api.getNewsPage(worldCup, { lang: 'en', perPage: 50 });
    const spanish = await api.getNewsPage(worldCup, { lang: 'es', perPage: 50 });
    expect(urls.map((url) => new URL(url).searchParams.get('lang'))).toEqual(['en', 'es']);
    expect(english.posts.length).toBeGreaterThan(0);
    expect(spanish.posts.length).toBeGreaterThan(0);
    expect(english.posts.every((post) => post.lang === 'en')).toBe(true);
    expect(spanish.posts.every((post) => post.lang === 'es')).toBe(true);
  });

  it('without the CMS’s counts, takes a full page to mean there may be more', async () => {
    const answer: Fetcher = async () => new Response(JSON.stringify([story, { ...story, id: 42, slug: 'derby-2' }]));
    const { api } = newsApi({ answer });
    expect(await api.getNewsPage(region('kings', 'italia'), { perPage: 2 })).toMatchObject({ page: 1, hasMore: true });
    const partial = await api.getNewsPage(region('kings', 'italia'), { perPage: 3 });
    expect(partial).toMatchObject({ page: 1, hasMore: false });
    expect(partial).not.toHaveProperty('total');
    expect(partial).not.toHaveProperty('totalPages');
  });
});

describe('findPost', () => {
  it('finds a story the CMS has', async () => {
    const { api } = newsApi();
    const spain = region('kings', 'espana');
    const [listed] = (await api.getNewsPage(spain)).posts;
    expect(await api.findPost(spain, listed?.slug ?? '')).toEqual({ kind: 'found', post: listed });
  });

  it('tells a story the CMS does not have from a CMS that did not answer', async () => {
    const spain = region('kings', 'espana');
    const notFound = newsApi();
    expect(await notFound.api.findPost(spain, 'no-such-post')).toEqual({ kind: 'missing' });
    const invalid = newsApi();
    expect(await invalid.api.findPost(spain, '../../wp-admin')).toEqual({ kind: 'missing' });
    expect(invalid.urls).toEqual([]);
    for (const status of [400, 404]) {
      const refused = newsApi({ answer: async () => new Response('{"code":"rest_invalid_param"}', { status }) });
      expect(await refused.api.findPost(spain, 'cronica'), String(status)).toEqual({ kind: 'missing' });
    }
    for (const status of [500, 503]) {
      const down = newsApi({ answer: async () => new Response('{"code":"down"}', { status }) });
      expect(await down.api.findPost(spain, 'cronica'), String(status)).toEqual({ kind: 'unreachable' });
    }
    const broken = newsApi({ answer: async () => new Response('<html>502 Bad Gateway</html>') });
    expect(await broken.api.findPost(spain, 'cronica')).toEqual({ kind: 'unreachable' });
  });
});

describe('toPostSlug', () => {
  it('keeps WordPress slugs and encodes unicode ones', () => {
    expect(toPostSlug('porcinos-5-3-1k')).toBe('porcinos-5-3-1k');
    expect(toPostSlug('%D8%AA%D9%82')).toBe('%d8%aa%d9%82');
    expect(toPostSlug('تق')).toBe('%d8%aa%d9%82');
  });
});
