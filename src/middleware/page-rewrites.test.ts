// The page as it is stored, rewritten: each of the three rewrites is one streaming pass over the
// page, and they run in the order the step promises. workerd's rewriter is absent here, so a
// stand-in records each pass (the selectors it was given) and hands the page on unchanged.
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { pageRewrites } from './page-rewrites';
import { requestContext } from './resolve-request-context';
import { buildTestApp, KINGS_ENV } from './test-app';
import type { PipelineEnv } from './types';

/** The selectors of each pass, in the order the passes ran over the page. */
let passes: string[][] = [];

class RecordingRewriter {
  private readonly selectors: string[] = [];
  on(selector: string) {
    this.selectors.push(selector);
    return this;
  }
  onDocument() {
    this.selectors.push('(document)');
    return this;
  }
  transform(response: Response) {
    passes.push(this.selectors);
    return response;
  }
}

const withRewriter = () => Object.assign(globalThis, { HTMLRewriter: RecordingRewriter });
afterEach(() => {
  delete (globalThis as { HTMLRewriter?: unknown }).HTMLRewriter;
  passes = [];
});

const app = buildTestApp([requestContext(), pageRewrites()]);

describe('pageRewrites', () => {
  it('rewrites a page in three passes: the islands’ payload, then the inline files, then the scripts after paint', async () => {
    withRewriter();
    const answer = await app.request('/en/espana/tables', {}, KINGS_ENV);
    expect(answer.status).toBe(200);
    expect(passes).toEqual([
      ['script', '(document)'],
      ['style[data-href]', 'head > script[data-inline]'],
      expect.arrayContaining(['head > link[rel="modulepreload"]', 'script#_R_']),
    ]);
  });

  it('leaves an answer that is not HTML alone', async () => {
    withRewriter();
    const json = new Hono<PipelineEnv>().use(requestContext(), pageRewrites()).get('*', (c) => c.json({ ok: true }));
    const answer = await json.request('/en/espana/tables', {}, KINGS_ENV);
    expect(await answer.json()).toEqual({ ok: true });
    expect(passes).toEqual([]);
  });
});
