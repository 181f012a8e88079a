// What a crawler reads: the HTML as first sent, no script run. Every section carries its own content
// where it stands, not in a hidden block that only a script moves into place (ADR 030).
import { describe, expect, inject, it } from 'vitest';
import type { EditionId } from '../../src/config/editions';
import { fullName } from '../../src/lib/people/person-name';
import { escapeHtml, readStandings } from '../support/league-data';
import { readPlayerStats, readSeasonId } from '../support/stats-data';

const BASE: Record<EditionId, string> = { kings: inject('kingsUrl'), queens: inject('queensUrl') };
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
// React's out-of-order streaming: a pending boundary's marker, and the hidden block a script swaps in.
const PENDING_BOUNDARY = /<template id="B:\d+"|<div hidden id="S:\d+"|<!--\$\?-->/;

async function crawl(url: string): Promise<string> {
  const response = await fetch(url, { headers: { 'user-agent': CRAWLER } });
  expect(response.status, url).toBe(200);
  return response.text();
}

/** The HTML of the section a heading names, up to its end. */
function sectionOf(html: string, headingId: string): string {
  const start = html.indexOf(`<section class="home-section" aria-labelledby="${headingId}"`);
  expect(start, headingId).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', start));
}

describe.each([
  ['kings', 'espana', 'en'],
  ['kings', 'espana', 'ar'],
  ['queens', 'americas', 'es'],
] as const)('the %s region home /%s in %s, as a crawler gets it', (edition, region, lang) => {
  it('has the table, the top scorers and the MVP leaders in their own sections', async () => {
    const base = BASE[edition];
    const seasonId = await readSeasonId(base, region, lang);
    const [regular] = await readStandings(base, seasonId, lang);
    const [leader] = regular?.rows ?? [];
    const [scorer] = await readPlayerStats(base, seasonId, 'GOL');
    const [mvp] = await readPlayerStats(base, seasonId, 'MVP');
    expect(leader?.team?.name, 'the demo season has a table').toBeDefined();
    expect(scorer && mvp, 'the demo season has leaders').toBeDefined();

    const html = await crawl(`${base}/${lang}/${region}`);
    expect(html).not.toMatch(PENDING_BOUNDARY);
    expect(sectionOf(html, 'table-heading')).toContain(escapeHtml(leader!.team!.name));
    expect(sectionOf(html, 'scorers-heading')).toContain(escapeHtml(fullName(scorer!.player)));
    expect(sectionOf(html, 'mvp-heading')).toContain(escapeHtml(fullName(mvp!.player)));
  });
});

describe('pages whose data used to stream in', () => {
  it.each(['/en', '/en/espana/teams', '/en/kwc-nations/tournament'])('%s has no pending boundary', async (path) => {
    expect(await crawl(BASE.kings + path)).not.toMatch(PENDING_BOUNDARY);
  });

  it('a match page and a player page have no pending boundary', async () => {
    const fixtures = await crawl(`${BASE.kings}/en/espana/matches`);
    const match = /href="(\/en\/espana\/matches\/\d+-[^"]+)"/.exec(fixtures)?.[1];
    const team = /href="(\/en\/espana\/teams\/\d+-[^"]+)"/.exec(await crawl(`${BASE.kings}/en/espana/teams`))?.[1];
    expect(match, 'a match link on the matches page').toBeDefined();
    expect(team, 'a team link on the teams page').toBeDefined();
    const player = /href="(\/en\/espana\/players\/\d+-[^"]+)"/.exec(await crawl(BASE.kings + team))?.[1];
    expect(player, 'a player link on the team page').toBeDefined();
    expect(await crawl(BASE.kings + match)).not.toMatch(PENDING_BOUNDARY);
    expect(await crawl(BASE.kings + player)).not.toMatch(PENDING_BOUNDARY);
  });
});
