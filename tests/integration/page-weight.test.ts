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

describe('a match page with its phase strip', () => {
  it('weighs less than its budget of HTML, gzip', async () => {
    const base = BASES.kings;
    const clusters = (await (await fetch(`${base}/api/v1/competition/season-clusters?genders=male,both&competitions=3,6`)).json()) as { seasons: { id: number; isCurrent: boolean }[] }[];
    const season = clusters.flatMap((cluster) => cluster.seasons).find((candidate) => candidate.isCurrent)!;
    const turns = (await (await fetch(`${base}/api/v1/competition/seasons/${season.id}/match-center-data?lang=en`)).json()) as { matches: { id: number; status: string }[] }[];
    const ended = turns.flatMap((turn) => turn.matches).find((match) => match.status.startsWith('ended'))!;
    const response = await fetch(`${base}/en/espana/matches/${ended.id}`);
    const html = await response.text();
    expect(html).toContain('class="phase-strip"');
    expect(gzipSync(Buffer.from(html)).length).toBeLessThan(HTML_BUDGETS_KIB.match * 1024);
  });
});
