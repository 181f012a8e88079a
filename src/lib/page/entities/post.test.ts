import { afterEach, describe, expect, it, vi } from 'vitest';
import { getEdition } from '../../../config/editions';
import { findRegion } from '../../../config/regions';
import { parseEnv } from '../../../env';
import { createPageData } from '../page-data';
import { loadPost } from './post';
import type { EntityLoadContext } from './types';

/** A story as WordPress sends it for `slug`, as it stores it. */
function wpPost(slug: string) {
  return {
    id: 41, date: '2026-03-01T18:30:00', date_gmt: '2026-03-01T18:30:00', slug, categories: [16],
    title: { rendered: 'Cometa Real gana el derbi' }, excerpt: { rendered: '<p>Tres goles.</p>' }, content: { rendered: '<p>Iker marcó dos.</p>' },
  };
}

type Answer = { status: number; body: string };

/**
 * WordPress's posts route filtered by slug over the stories it `has`, or a fixed answer for every
 * call. `calls` holds each slug asked for, as the CMS receives it.
 */
function fakeCms(has: readonly string[], fixed?: Answer) {
  const calls: (string | null)[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const slug = new URL(request.url).searchParams.get('slug');
    calls.push(slug);
    const answer = fixed ?? { status: 200, body: JSON.stringify(has.filter((stored) => stored === slug).map(wpPost)) };
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

let cmsCount = 0;

/** An article's load context for the router's (decoded) slug; a fresh CMS address each time, so no answer is shared. */
function contextFor(post: string, overrides: Partial<EntityLoadContext> = {}): EntityLoadContext {
  const base = `https://cms-${++cmsCount}.example`;
  return {
    routeId: 'post', lang: 'es', edition: getEdition('kings'), region: findRegion('kings', 'espana'),
    params: { region: 'espana', post },
    data: createPageData(parseEnv({ EDITION: 'kings', NEWS_CMS_URL: base }), {}),
    query: {},
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadPost', () => {
  it('finds a story the CMS has, by its slug, in the page’s language', async () => {
    const calls = fakeCms(['cometa-real-gana-el-derbi']);
    expect(await loadPost(contextFor('cometa-real-gana-el-derbi'))).toMatchObject({
      kind: 'found', entity: { kind: 'post', post: { id: 41, slug: 'cometa-real-gana-el-derbi', title: 'Cometa Real gana el derbi' } },
    });
    expect(calls).toEqual(['cometa-real-gana-el-derbi']);
  });

  it.each([
    ['Arabic', 'فوز-كبير-في-الجولة-8'],
    ['accented', 'la-remontada-de-muñoz'],
    ['emoji', 'campeones-🏆-cometa-real'],
    ['symbol', 'jornada-8-→-jornada-9'],
    ['underscored', 'cometa_real'],
  ])('asks the CMS for a %s slug as WordPress stores it, percent-encoded in lowercase', async (_script, text) => {
    const stored = encodeURIComponent(text).toLowerCase();
    const calls = fakeCms([stored]);
    expect(await loadPost(contextFor(text))).toMatchObject({ kind: 'found', entity: { post: { slug: stored } } });
    expect(calls).toEqual([stored]);
  });

  it('is not found for a slug the CMS does not have, whether it answers an empty list or a 404', async () => {
    fakeCms(['cometa-real-gana-el-derbi']);
    expect(await loadPost(contextFor('otra-noticia'))).toEqual({ kind: 'not-found' });
    fakeCms([], { status: 404, body: '{"code":"rest_no_route"}' });
    expect(await loadPost(contextFor('otra-noticia'))).toEqual({ kind: 'not-found' });
  });

  it.each([
    ['over-long', 'a'.repeat(201)],
    ['over-long once encoded', 'ف'.repeat(34)],
    ['uppercase', 'Cometa-Real'],
    ['an at sign', 'cometa@real'],
    ['a dot', 'cometa.real'],
    ['a space', 'cometa real'],
    ['a path', '../wp-admin'],
    ['a query', 'x&status=draft'],
    ['a percent sign', '100%-real'],
    ['empty', ''],
  ])('is not found, without asking the CMS, for a slug with %s', async (_what, slug) => {
    const calls = fakeCms([slug]);
    expect(await loadPost(contextFor(slug))).toEqual({ kind: 'not-found' });
    expect(calls).toEqual([]);
  });

  it.each([
    ['answers 503', { status: 503, body: '{"code":"maintenance"}' }],
    ['answers 500', { status: 500, body: 'Internal Server Error' }],
    ['answers HTML', { status: 200, body: '<!doctype html><h1>Maintenance</h1>' }],
    ['answers the wrong shape', { status: 200, body: '{"id":41,"slug":"cometa-real-gana-el-derbi"}' }],
  ] as const)('is unreachable, for the page to say so calmly, when the CMS %s', async (_what, fixed) => {
    fakeCms([], fixed);
    expect(await loadPost(contextFor('cometa-real-gana-el-derbi'))).toEqual({ kind: 'unreachable' });
  });

  it('is unreachable when the CMS cannot be connected to', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('connection refused');
    });
    expect(await loadPost(contextFor('cometa-real-gana-el-derbi'))).toEqual({ kind: 'unreachable' });
  });

  it('is not found outside a region, without asking the CMS', async () => {
    const calls = fakeCms(['cometa-real-gana-el-derbi']);
    expect(await loadPost(contextFor('cometa-real-gana-el-derbi', { region: undefined }))).toEqual({ kind: 'not-found' });
    expect(calls).toEqual([]);
  });
});
