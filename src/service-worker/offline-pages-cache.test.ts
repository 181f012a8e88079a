import { describe, expect, it } from 'vitest';
import { isPageToKeep, KEPT_AT_HEADER, stamped } from './offline-pages-cache';

/** An answer of the Worker's as its pipeline sends it (src/middleware/page-cache.ts). */
const page = (headers: Record<string, string>, status = 200) =>
  new Response('<!doctype html><html><body><main>page</main></body></html>', { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });

const GOOD = { 'cache-control': 'private, max-age=30, stale-while-revalidate=30' };

describe('what the worker keeps of a page', () => {
  it('keeps a whole page the server lets a browser keep, stamped with when', async () => {
    const kept = await stamped(page(GOOD), 1_700_000_000_000);
    expect(kept?.headers.get(KEPT_AT_HEADER)).toBe('1700000000000');
    expect(await kept?.text()).toContain('<main>page</main>');
    expect(isPageToKeep(page({ 'cache-control': 'public, max-age=60' }))).toBe(true);
    expect(isPageToKeep(page({ 'cache-control': 's-maxage=300' }))).toBe(true);
  });

  it('never keeps a render without its data: it cannot replace a good copy', async () => {
    // As the Worker sends one (tests/integration/league-unreachable.test.ts checks it does).
    expect(await stamped(page({ 'cache-control': 'no-store', 'x-page-degraded': '1' }))).toBeNull();
    // Marked degraded, whatever else a cache in between made of its other headers.
    expect(await stamped(page({ ...GOOD, 'x-page-degraded': '1' }))).toBeNull();
  });

  it.each([
    ['no-store', { 'cache-control': 'no-store' }],
    ['no-cache', { 'cache-control': 'private, no-cache' }],
    ['a lifetime of none', { 'cache-control': 'private, max-age=0' }],
    ['no cache-control at all', {}],
  ])('keeps nothing the server marks %s', async (_, headers) => {
    expect(await stamped(page(headers))).toBeNull();
  });

  it('keeps no error and nothing that is not a page', async () => {
    expect(await stamped(page(GOOD, 404))).toBeNull();
    expect(await stamped(new Response('{}', { headers: { ...GOOD, 'content-type': 'application/json' } }))).toBeNull();
  });
});
