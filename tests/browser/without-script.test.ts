// A reader whose browser runs no script, on one page of every route of the route table (found in
// the sitemaps of both editions, as a crawler finds them): every section is there, none waits as an empty block for
// a script to fill it (ADR 030).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { ROUTE_IDS, type RouteId } from '../../src/config/routes';
import { resolvePage } from '../../src/lib/routing/resolve-page';
import { useBrowser } from '../support/browser';
import { parseSitemapIndex, parseUrlset } from '../support/xml';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');
const browser = useBrowser();
// Pages the sitemap leaves out: the health check, the simulators, whose state is in the address,
// and the partners' widgets (ADR 050), two of which name a match or a team of the league as it is.
const NOT_IN_SITEMAP: Partial<Record<RouteId, string>> = {
  teamSimulator: `${KINGS}/en/espana/team-simulator`,
  squadSimulator: `${KINGS}/en/espana/squad-simulator`,
  embedStandings: `${KINGS}/embed/en/espana/standings`,
  embedMatches: `${KINGS}/embed/en/espana/matches`,
};

async function widgetAddresses(): Promise<Partial<Record<RouteId, string>>> {
  const { turns } = (await (await fetch(`${KINGS}/api/live/match-centre?region=espana&lang=en`)).json()) as { turns: { matches: { id: number; homeTeamId: number }[] }[] };
  const match = turns.flatMap((turn) => turn.matches)[0]!;
  return { embedLive: `${KINGS}/embed/en/espana/live?match=${match.id}`, embedNextMatch: `${KINGS}/embed/en/espana/next-match?team=${match.homeTeamId}` };
}

/** One address of every route but the health check, the first the edition's sitemaps give, English first. */
async function addressesOf(base: string, edition: 'kings' | 'queens', found: Map<RouteId, string>): Promise<void> {
  const index = parseSitemapIndex(await (await fetch(`${base}/sitemap.xml`)).text());
  for (const child of index) {
    const urls = parseUrlset(await (await fetch(base + new URL(child).pathname)).text());
    const paths = urls.map((url) => new URL(url.loc).pathname).sort((a, b) => Number(b.startsWith('/en/')) - Number(a.startsWith('/en/')));
    for (const path of paths) {
      const resolution = resolvePage(decodeURIComponent(path), { edition });
      if (resolution.kind === 'page' && !found.has(resolution.routeId)) found.set(resolution.routeId, base + path);
    }
  }
}

describe('every route without script', () => {
  let addresses: Map<RouteId, string>;
  let context: BrowserContext;
  beforeAll(async () => {
    // The men's edition's pages, then what only the women's has (the finalissima is theirs alone).
    addresses = new Map(Object.entries({ ...NOT_IN_SITEMAP, ...(await widgetAddresses()) }) as [RouteId, string][]);
    await addressesOf(KINGS, 'kings', addresses);
    await addressesOf(QUEENS, 'queens', addresses);
    context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
  }, 120_000);
  afterAll(async () => {
    await context?.close();
  });

  it('has a page for every route of the table but the health check', () => {
    expect(ROUTE_IDS.filter((id) => id !== 'health' && !addresses.has(id))).toEqual([]);
  });

  it('shows every page whole: no pending boundary, no hidden block, no busy placeholder', async () => {
    const page = await context.newPage();
    const problems: string[] = [];
    for (const [routeId, address] of addresses) {
      const path = new URL(address).pathname;
      const response = await page.goto(address);
      const found = await page.evaluate(() => ({
        pending: document.querySelectorAll('template[id^="B:"], template[id^="P:"]').length,
        hidden: document.querySelectorAll('div[hidden][id^="S:"]').length,
        busy: [...document.querySelectorAll('[aria-busy="true"]')].filter((element) => (element as HTMLElement).offsetParent !== null).length,
        main: document.querySelector('main')?.textContent?.trim().length ?? 0,
      }));
      if (response?.status() !== 200) problems.push(`${routeId} ${path}: status ${response?.status()}`);
      if (found.pending + found.hidden + found.busy > 0) problems.push(`${routeId} ${path}: ${JSON.stringify(found)}`);
      if (found.main === 0) problems.push(`${routeId} ${path}: empty main`);
    }
    expect(problems).toEqual([]);
    expect(addresses.size).toBeGreaterThan(50);
  }, 300_000);
});
