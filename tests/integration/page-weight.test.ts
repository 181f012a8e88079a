// The matches page's HTML within the budget its issue sets, weighed as the bench weighs it: the
// document the built Worker sends, compressed by zlib at its default level, counted in bytes.
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { HTML_BUDGETS_KIB } from '../../bench/html-budgets.mjs';

const BASES = { kings: inject('kingsUrl'), queens: inject('queensUrl') };

async function htmlGzipBytes(url: string): Promise<number> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  return gzipSync(Buffer.from(await response.arrayBuffer())).length;
}

describe('the matches page', () => {
  it.each(Object.entries(BASES))('of the %s edition weighs less than its budget of HTML, gzip', async (_edition, base) => {
    const budget = HTML_BUDGETS_KIB.matches * 1024;
    expect(await htmlGzipBytes(`${base}/en/espana/matches`)).toBeLessThan(budget);
  });
});
