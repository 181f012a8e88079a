// The sitemaps on the built Worker, read as a crawler reads them: the index, every child it names,
// the pages and language versions they list, lastmod from the data, and an upstream that fails.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import { readJson } from '../support/league-data';
import { startHostileUpstream, type HostileUpstream } from '../support/hostile-upstream';
import { readSeasonId } from '../support/stats-data';
import { parseSitemapIndex, parseUrlset, type SitemapUrl } from '../support/xml';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The site's own path of an address the sitemap gives on the edition's domain. */
const pathOf = (loc: string) => {
  const url = new URL(loc);
  return url.pathname + url.search;
};

async function readSitemap(base: string, path: string): Promise<SitemapUrl[]> {
  const response = await fetch(base + path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type'), path).toMatch(/^application\/xml/);
  return parseUrlset(await response.text());
}

describe.each([
  ['kings', KINGS, 'https://kingsleague.pro'],
  ['queens', QUEENS, 'https://queensleague.pro'],
] as const)('the %s sitemap index', (_edition, base, domain) => {
  let children: string[];
  beforeAll(async () => {
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.status).toBe(200);
    children = parseSitemapIndex(await response.text());
  });

  it('is what robots.txt points at', async () => {
    expect(await (await fetch(`${base}/robots.txt`)).text()).toContain(`Sitemap: ${domain}/sitemap.xml`);
  });

  it('names a file of pages, teams, players, matches and stories for a region, on the edition’s domain', () => {
    expect(children.every((child) => child.startsWith(`${domain}/sitemaps/`))).toBe(true);
    for (const kind of ['pages', 'teams', 'players', 'matches', 'stories']) expect(children).toContain(`${domain}/sitemaps/espana/${kind}.xml`);
  });

  it('names only files that parse as sitemaps of addresses on the domain, each with a date where it has one', async () => {
    let addresses = 0;
    for (const child of children) {
      const urls = await readSitemap(base, pathOf(child));
      addresses += urls.length;
      for (const url of urls) {
        expect(url.loc.startsWith(`${domain}/`), url.loc).toBe(true);
        if (url.lastmod !== undefined) expect(url.lastmod, url.loc).toMatch(W3C_DATETIME);
      }
    }
    expect(addresses).toBeGreaterThan(1000);
  }, 120_000);
});

describe('a region’s teams, players and matches', () => {
  it.each(['teams', 'players', 'matches'])('lists %s whose pages and language versions answer 200, each listing the others', async (kind) => {
    const urls = await readSitemap(KINGS, `/sitemaps/espana/${kind}.xml`);
    expect(urls.length).toBeGreaterThan(7);
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    const sample = urls[Math.floor(urls.length / 2)]!;
    expect((await fetch(KINGS + pathOf(sample.loc), { redirect: 'manual' })).status, sample.loc).toBe(200);
    const languages = sample.alternates.map((alternate) => alternate.hreflang);
    expect(languages.sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'it', 'pt', 'x-default']);
    expect(sample.alternates).toContainEqual({ hreflang: 'x-default', href: sample.alternates.find((alternate) => alternate.hreflang === 'es')!.href });
    for (const alternate of sample.alternates) {
      expect((await fetch(KINGS + pathOf(alternate.href), { redirect: 'manual' })).status, alternate.href).toBe(200);
      // Reciprocal: every version is listed itself, naming the same versions.
      if (alternate.hreflang !== 'x-default') expect(byLoc.get(alternate.href)?.alternates, alternate.href).toEqual(sample.alternates);
    }
  }, 60_000);

  it('gives every team and match of the season a page in the sitemap', async () => {
    const seasonId = await readSeasonId(KINGS, 'espana', 'es');
    const teams = (await readJson<{ id: number; isPlaceholder: boolean }[]>(`${KINGS}/api/v1/competition/seasons/${seasonId}/teams`)).filter((team) => !team.isPlaceholder);
    expect(teams.length).toBeGreaterThan(0);
    const centre = await readJson<{ matches: { id: number }[] }[]>(`${KINGS}/api/v1/competition/seasons/${seasonId}/match-center-data?lang=es`);
    const teamPaths = (await readSitemap(KINGS, '/sitemaps/espana/teams.xml')).map((url) => pathOf(url.loc));
    const matchPaths = (await readSitemap(KINGS, '/sitemaps/espana/matches.xml')).map((url) => pathOf(url.loc));
    for (const team of teams) expect(teamPaths.some((path) => path.startsWith(`/en/espana/teams/${team.id}-`)), `team ${team.id}`).toBe(true);
    const matches = centre.flatMap((turn) => turn.matches);
    expect(matches.length).toBeGreaterThan(0);
    for (const match of matches) {
      expect(matchPaths.some((path) => path.startsWith(`/en/espana/matches/${match.id}-`)), `match ${match.id}`).toBe(true);
    }
  });
});

describe('against an upstream that changes a match and then fails', () => {
  const UPDATED_AT = '2026-11-20T10:15:00.000Z';
  let upstream: HostileUpstream;
  let site: StartedServer;
  type CentreMatch = { id: number; updatedAt?: string; participants: { homeTeam?: { id: number }; awayTeam?: { id: number } } };
  let changed: CentreMatch;

  beforeAll(async () => {
    // The demo league's answers for Spain, with one match stamped by the provider.
    const clusters = await readJson<unknown>(`${KINGS}/api/v1/competition/season-clusters?genders=male,both&competitions=3,6`);
    const seasonId = await readSeasonId(KINGS, 'espana', 'es');
    const season = `/api/v1/competition/seasons/${seasonId}`;
    const centre = await readJson<{ matches: CentreMatch[] }[]>(`${KINGS}${season}/match-center-data?lang=es`);
    const match = centre.flatMap((turn) => turn.matches).find((candidate) => candidate.participants.homeTeam && candidate.participants.awayTeam)!;
    match.updatedAt = UPDATED_AT;
    changed = match;
    upstream = await startHostileUpstream({
      '/api/v1/competition/season-clusters': clusters,
      [`${season}/match-center-data`]: centre,
      [`${season}/teams`]: await readJson<unknown>(`${KINGS}${season}/teams`),
    });
    site = await startServer({ edition: 'kings', build: false, env: { COMPETITION_API_URL: upstream.url } });
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
    await upstream?.close();
  });

  it('dates the match and both its teams by the provider’s update', async () => {
    upstream.set('ok');
    const matches = await readSitemap(site.url, '/sitemaps/espana/matches.xml');
    const listed = matches.filter((url) => new RegExp(`/${changed.id}-[^/]+-vs-[^/]+$`).test(url.loc));
    expect(listed).toHaveLength(7);
    expect(listed.every((url) => url.lastmod === UPDATED_AT)).toBe(true);
    expect(matches.filter((url) => url.lastmod !== undefined)).toHaveLength(7);
    const teams = await readSitemap(site.url, '/sitemaps/espana/teams.xml');
    for (const id of [changed.participants.homeTeam!.id, changed.participants.awayTeam!.id]) {
      const team = teams.filter((url) => new RegExp(`/${id}-[^/]+$`).test(url.loc));
      expect(team, `team ${id}`).toHaveLength(7);
      expect(team.every((url) => url.lastmod === UPDATED_AT), `team ${id}`).toBe(true);
    }
  }, 60_000);

  it('keeps serving the last good file while the upstream fails, and never an empty one', async () => {
    upstream.set('ok');
    const good = await (await fetch(`${site.url}/sitemaps/espana/matches.xml`)).text();
    upstream.set('503');
    const during = await fetch(`${site.url}/sitemaps/espana/matches.xml`);
    expect(during.status).toBe(200);
    expect(await during.text()).toBe(good);
    // Players were never read: no file to stand in, so a crawler is asked to come back.
    const never = await fetch(`${site.url}/sitemaps/espana/players.xml`);
    expect(never.status).toBe(503);
    expect(never.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await never.text()).not.toContain('<urlset');
  }, 60_000);
});
