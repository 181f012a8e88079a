import { afterEach, describe, expect, it, vi } from 'vitest';
import { getEdition } from '../../../config/editions';
import { findRegion } from '../../../config/regions';
import { parseEnv } from '../../../env';
import { createPageData } from '../page-data';
import { loadNewsList } from './news-list';
import type { PageEntity } from '../page-entity';
import type { EntityLoadContext, EntityOutcome } from './types';

// Kings League Spain's categories (src/config/regions.ts).
const GENERAL = 16;
const FEATURED = 21;
const EXTERNAL = 8;

type FakePost = { id: number; categories: number[]; external?: string };

/** A story as WordPress sends it, the newest with the highest id. */
function wpPost({ id, categories, external }: FakePost) {
  const date = new Date(Date.UTC(2026, 2, 1) + id * 3600_000).toISOString().slice(0, 19);
  return {
    id, date, date_gmt: date, slug: `story-${id}`, categories,
    title: { rendered: `Story ${id}` }, excerpt: { rendered: `<p>About story ${id}</p>` }, content: { rendered: `<p>Story ${id}</p>` },
    ...(external && { acf: { external_url: external } }),
  };
}

type Answer = { status: number; body: string; headers?: Record<string, string> };
const NO_HEADERS: Record<string, string> = {};

/**
 * WordPress's posts route over `posts`: category filter, paging with X-WP-Total(Pages), and a 400
 * past the last page; or a fixed answer for every call. `calls` holds each query asked.
 */
function fakeCms(posts: readonly FakePost[], options: { fixed?: Answer; pagingHeaders?: boolean } = {}) {
  const { fixed, pagingHeaders = true } = options;
  const calls: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    calls.push(url.searchParams);
    const answer: Answer = fixed ?? (() => {
      const category = Number(url.searchParams.get('categories'));
      const perPage = Number(url.searchParams.get('per_page'));
      const page = Number(url.searchParams.get('page'));
      const matching = posts.filter((post) => post.categories.includes(category)).sort((a, b) => b.id - a.id);
      const totalPages = Math.ceil(matching.length / perPage);
      if (matching.length > 0 && page > totalPages) return { status: 400, body: '{"code":"rest_post_invalid_page_number"}' };
      const headers = pagingHeaders ? { 'X-WP-Total': String(matching.length), 'X-WP-TotalPages': String(totalPages) } : NO_HEADERS;
      return { status: 200, body: JSON.stringify(matching.slice((page - 1) * perPage, page * perPage).map(wpPost)), headers };
    })();
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json', ...answer.headers } });
  });
  return calls;
}

let cmsCount = 0;

/** A listing's load context; a fresh CMS address each time, so the isolate's answer cache never mixes two tests. */
function contextFor(page?: number, overrides: Partial<EntityLoadContext> = {}): EntityLoadContext {
  const base = `https://cms-${++cmsCount}.example`;
  return {
    routeId: 'news', lang: 'es', edition: getEdition('kings'), region: findRegion('kings', 'espana'),
    params: { region: 'espana' },
    data: createPageData(parseEnv({ EDITION: 'kings', NEWS_CMS_URL: base }), {}),
    query: page === undefined ? {} : { page: String(page) },
    ...overrides,
  };
}

const general = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => ({ id: from + index, categories: [GENERAL] }));
const idsOf = (posts: readonly { id: number }[]) => posts.map((post) => post.id);

function listingOf(outcome: EntityOutcome): Extract<PageEntity, { kind: 'newsList' }> {
  if (outcome.kind !== 'found' || outcome.entity.kind !== 'newsList') throw new Error(`expected a listing, got ${JSON.stringify(outcome)}`);
  return outcome.entity;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadNewsList', () => {
  it('leads the first page with the newest featured story, shows it once, and shelves the stories published elsewhere', async () => {
    const calls = fakeCms([
      { id: 1, categories: [GENERAL] },
      { id: 2, categories: [GENERAL, FEATURED] },
      { id: 3, categories: [GENERAL] },
      { id: 4, categories: [GENERAL, FEATURED] },
      { id: 5, categories: [GENERAL] },
      { id: 9, categories: [EXTERNAL], external: 'https://www.youtube.com/@kingsleague' },
    ]);
    const listing = listingOf(await loadNewsList(contextFor()));
    expect(listing.lead?.id).toBe(4);
    expect(idsOf(listing.list.posts)).toEqual([5, 3, 2, 1]);
    expect(idsOf(listing.external)).toEqual([9]);
    expect(listing.list).toMatchObject({ page: 1, totalPages: 1 });
    // In the page's language, twelve to a page.
    expect(calls.map((query) => query.get('lang'))).toEqual(['es', 'es', 'es']);
    expect(calls.find((query) => query.get('categories') === String(GENERAL))?.get('per_page')).toBe('12');
  });

  it('reads a later page alone: no lead and no shelf', async () => {
    const calls = fakeCms(general(1, 30));
    const listing = listingOf(await loadNewsList(contextFor(2)));
    expect(listing.lead).toBeUndefined();
    expect(listing.external).toEqual([]);
    expect(idsOf(listing.list.posts)).toEqual(idsOf(general(7, 18)).reverse());
    expect(calls.map((query) => `${query.get('categories')}:${query.get('page')}`)).toEqual([`${GENERAL}:2`]);
  });

  it('serves the last page and is not found one past it', async () => {
    fakeCms(general(1, 30));
    expect(await loadNewsList(contextFor(3))).toMatchObject({ kind: 'found', entity: { list: { page: 3, totalPages: 3 } } });
    fakeCms(general(1, 30));
    expect(await loadNewsList(contextFor(4))).toEqual({ kind: 'not-found' });
    fakeCms(general(1, 30));
    expect(await loadNewsList(contextFor(40))).toEqual({ kind: 'not-found' });
  });

  it('is not found past the end of a CMS that sends no page counts', async () => {
    fakeCms(general(1, 5), { pagingHeaders: false });
    expect(await loadNewsList(contextFor(1))).toMatchObject({ kind: 'found' });
    fakeCms(general(1, 5), { pagingHeaders: false, fixed: { status: 200, body: '[]' } });
    expect(await loadNewsList(contextFor(2))).toEqual({ kind: 'not-found' });
  });

  it('keeps the first page of a region without stories, to say there are none yet', async () => {
    fakeCms([]);
    const outcome = await loadNewsList(contextFor());
    expect(outcome).toMatchObject({ kind: 'found', entity: { kind: 'newsList', list: { posts: [] } } });
  });

  it.each([
    ['answers 503', { status: 503, body: '{"code":"maintenance"}' }],
    ['answers HTML', { status: 200, body: '<!doctype html><h1>Maintenance</h1>' }],
    ['answers the wrong shape', { status: 200, body: '{"posts":{"id":"seven"}}' }],
  ] as const)('is unreachable, not an empty page, on the first page and after, when the CMS %s', async (_what, fixed) => {
    fakeCms([], { fixed });
    expect(await loadNewsList(contextFor())).toEqual({ kind: 'unreachable' });
    fakeCms([], { fixed });
    expect(await loadNewsList(contextFor(2))).toEqual({ kind: 'unreachable' });
  });

  it('is unreachable when the CMS cannot be connected to', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('connection refused');
    });
    expect(await loadNewsList(contextFor())).toEqual({ kind: 'unreachable' });
  });

  it('is not found outside a region', async () => {
    const calls = fakeCms(general(1, 3));
    expect(await loadNewsList(contextFor(1, { region: undefined }))).toEqual({ kind: 'not-found' });
    expect(calls).toEqual([]);
  });
});
