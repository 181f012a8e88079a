import { describe, expect, it } from 'vitest';
import type { EdgeCache } from '../upstream/edge-cache';
import { buildSearchIndex, searchIndex } from './search-index';
import { createSearchIndexStore } from './search-index-store';
import type { SearchDocument } from './search-documents';

const documentNamed = (name: string): SearchDocument => ({
  id: name, kind: 'team', name, aliases: '', context: '', detail: '', href: `/${name}`, region: 'espana', current: true,
});

function memoryEdge(): EdgeCache & { keys: () => string[] } {
  const stored = new Map<string, Response>();
  return {
    match: async (request) => stored.get(request.url)?.clone(),
    put: async (request, response) => void stored.set(request.url, response),
    keys: () => [...stored.keys()],
  };
}

const names = (index: ReturnType<typeof buildSearchIndex>) => searchIndex(index, { query: 'brasa', limit: 5 }).map((hit) => hit.name);

describe('the search index store', () => {
  it('builds once for visitors who ask together, and keeps the index in memory and at the edge', async () => {
    const edge = memoryEdge();
    const store = createSearchIndexStore({ cache: () => edge, now: () => 0 });
    let builds = 0;
    const make = async () => {
      builds += 1;
      return buildSearchIndex([documentNamed('brasa')]);
    };
    const kept: Promise<unknown>[] = [];
    const answers = await Promise.all([1, 2, 3].map(() => store.get('kings/en', make, (work) => kept.push(work))));
    await Promise.all(kept);
    expect(builds).toBe(1);
    expect(answers.map((answer) => names(answer.index))).toEqual([['brasa'], ['brasa'], ['brasa']]);
    expect(answers[0]!.bytes).toBeGreaterThan(0);
    expect(edge.keys()).toEqual(['https://search-index.internal/kings/en']);

    // Another isolate (a new store on the same edge) loads it instead of building.
    const other = createSearchIndexStore({ cache: () => edge, now: () => 1000 });
    const loaded = await other.get('kings/en', async () => {
      throw new Error('must not build');
    });
    expect(names(loaded.index)).toEqual(['brasa']);
    expect(loaded.buildMs).toBe(0);
  });

  it('answers from the expired index while the next one is built', async () => {
    let time = 0;
    const store = createSearchIndexStore({ cache: () => undefined, now: () => time, lifetimeSeconds: 10 });
    await store.get('kings/en', async () => buildSearchIndex([documentNamed('brasa old')]));
    time = 11_000;
    const kept: Promise<unknown>[] = [];
    const stale = await store.get('kings/en', async () => buildSearchIndex([documentNamed('brasa new')]), (work) => kept.push(work));
    expect(names(stale.index)).toEqual(['brasa old']);
    await Promise.all(kept);
    expect(names((await store.get('kings/en', async () => buildSearchIndex([]))).index)).toEqual(['brasa new']);
  });

  it('keeps nothing when a build fails, so the next visitor tries again', async () => {
    const store = createSearchIndexStore({ cache: () => undefined, now: () => 0 });
    await expect(store.get('kings/en', async () => {
      throw new Error('no sources');
    })).rejects.toThrow('no sources');
    expect(names((await store.get('kings/en', async () => buildSearchIndex([documentNamed('brasa')]))).index)).toEqual(['brasa']);
  });
});
