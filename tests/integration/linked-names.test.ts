// Every team and player a page names links to their page, where that page exists: the region
// home's table and leaders, the statistics pages' top three and best goalkeeper, the tier list and
// the qualifiers' race, each compared with the league the page was drawn from; each link opens.
import { describe, expect, inject, it } from 'vitest';
import type { EditionId } from '../../src/config/editions';
import type { LocaleCode } from '../../src/config/locales';
import { fullName } from '../../src/lib/people/person-name';
import { buildPath } from '../../src/lib/routing/build-path';
import { slugify } from '../../src/lib/text/slugify';
import { escapeHtml, fetchPage, readJson, readStandings } from '../support/league-data';
import { readBestGoalkeeperId, readPlayerStats, readSeasonId } from '../support/stats-data';

const BASE: Record<EditionId, string> = { kings: inject('kingsUrl'), queens: inject('queensUrl') };

type Named = { id: number; name: string };
const teamLink = (lang: LocaleCode, region: string, team: Named) =>
  `<a href="${buildPath('regionTeam', lang, { region, team: String(team.id), teamName: slugify(team.name) })}">${escapeHtml(team.name)}</a>`;
const teamHref = (lang: LocaleCode, region: string, team: Named) =>
  buildPath('regionTeam', lang, { region, team: String(team.id), teamName: slugify(team.name) });
const playerHref = (lang: LocaleCode, region: string, player: { id: number; firstName: string; lastName: string }) =>
  buildPath('regionPlayer', lang, { region, playerId: String(player.id), playerName: slugify(fullName(player)) });

/** The HTML of the region home's section a heading names. */
function sectionOf(html: string, headingId: string): string {
  const start = html.indexOf(`aria-labelledby="${headingId}"`);
  expect(start, headingId).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', start));
}

/** A link opens its page: 200, with the name it was given as the page's heading. */
async function expectOpens(base: string, href: string, name: string) {
  const { status, html } = await fetchPage(base + href);
  expect(status, href).toBe(200);
  expect(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, ''), href).toContain(escapeHtml(name));
}

describe.each([
  ['kings', 'espana', 'en'],
  ['kings', 'mena', 'ar'],
  ['queens', 'americas', 'es'],
] as const)('the %s region home /%s in %s', (edition, region, lang) => {
  const base = BASE[edition];

  it('links every team of the top of the table to its page', async () => {
    const seasonId = await readSeasonId(base, region, lang);
    const [regular] = await readStandings(base, seasonId, lang);
    const html = (await fetchPage(`${base}/${lang}/${region}`)).html;
    const table = sectionOf(html, 'table-heading');
    const shown = (regular?.rows ?? []).filter((row) => table.includes(`data-fav="${row.teamId}"`));
    expect(shown.length, 'the home shows the top of the table').toBeGreaterThan(2);
    for (const row of shown) expect(table).toContain(teamLink(lang, region, row.team!));
    await expectOpens(base, teamHref(lang, region, shown[0]!.team!), shown[0]!.team!.name);
  });

  it.each([['scorers-heading', 'GOL'], ['mvp-heading', 'MVP']] as const)('links each player of %s and his team to their pages', async (headingId, code) => {
    const seasonId = await readSeasonId(base, region, lang);
    const leaders = (await readPlayerStats(base, seasonId, code)).slice(0, 3);
    const section = sectionOf((await fetchPage(`${base}/${lang}/${region}`)).html, headingId);
    expect(leaders.length).toBe(3);
    for (const { player, team } of leaders) {
      expect(section).toContain(`href="${playerHref(lang, region, player)}">${escapeHtml(fullName(player))}</a>`);
      expect(section).toContain(`href="${teamHref(lang, region, team!)}">${escapeHtml(team!.name)}</a>`);
    }
    await expectOpens(base, playerHref(lang, region, leaders[0]!.player), leaders[0]!.player.lastName);
  });
});

describe('statistics pages', () => {
  const base = BASE.kings;

  it('link the team beside each of the top three and beside the best goalkeeper', async () => {
    const seasonId = await readSeasonId(base, 'espana', 'en');
    const top = (await readPlayerStats(base, seasonId, 'GOL')).slice(0, 3);
    const goals = (await fetchPage(`${base}/en/espana/stats/goals`)).html;
    for (const { team } of top) expect(goals).toContain(`<a class="stat-top__team" href="${teamHref('en', 'espana', team!)}">${escapeHtml(team!.name)}</a>`);

    const keeperId = await readBestGoalkeeperId(base, seasonId);
    const keeper = (await readPlayerStats(base, seasonId, 'PRT')).find((entry) => entry.player.id === keeperId);
    expect(keeper?.team, 'the demo season names its best goalkeeper').toBeDefined();
    const best = (await fetchPage(`${base}/en/espana/stats/best-goalkeeper`)).html;
    expect(best).toContain(`<a class="stat-best__team" href="${teamHref('en', 'espana', keeper!.team!)}">${escapeHtml(keeper!.team!.name)}</a>`);
  });
});

describe('tournament pages', () => {
  const base = BASE.kings;

  it('the tier list links each team to its page in the region', async () => {
    const seasonId = await readSeasonId(base, 'kwc-nations', 'en');
    const tiers = await readJson<{ team: Named }[]>(`${base}/api/v1/competition/seasons/${seasonId}/tier-list`);
    expect(tiers.length).toBeGreaterThan(0);
    const html = (await fetchPage(`${base}/en/kwc-nations/tier-list`)).html;
    for (const { team } of tiers) expect(html).toContain(teamLink('en', 'kwc-nations', team));
    await expectOpens(base, teamHref('en', 'kwc-nations', tiers[0]!.team), tiers[0]!.team.name);
  });

  it('the qualifiers’ race links each team to its page in the league it plays in', async () => {
    const seasonId = await readSeasonId(base, 'espana', 'en');
    const [regular] = await readStandings(base, seasonId, 'en');
    const race = sectionOf((await fetchPage(`${base}/en/espana/qualifiers/spain`)).html, 'race-heading');
    const shown = (regular?.rows ?? []).filter((row) => race.includes(`data-fav="${row.teamId}"`));
    expect(shown.length).toBeGreaterThan(2);
    for (const row of shown) expect(race).toContain(teamLink('en', 'espana', row.team!));
  });

  it.each([
    ['kings', '/en/espana/qualifiers/spain', 'title-card', '/en/espana/'],
    ['queens', '/en/finalissima', 'title-card', '/en/'],
    ['queens', '/en/finalissima', 'finalissima__team', '/en/'],
  ] as const)('%s %s links each champion in its %s to the team’s page', async (edition, path, block, hrefStart) => {
    const html = (await fetchPage(BASE[edition] + path)).html;
    const blocks = html.split(`class="${block}"`).slice(1);
    expect(blocks.length, 'the page names its champions').toBeGreaterThan(0);
    for (const part of blocks) {
      const [, href, name] = /<strong><a href="([^"]+)">([^<]+)<\/a><\/strong>/.exec(part.slice(0, part.indexOf('</p>'))) ?? [];
      expect(href, `a champion named in ${block}`).toMatch(new RegExp(`^${hrefStart}(?:[a-z-]+/)?teams/\\d+-`));
      await expectOpens(BASE[edition], href!, name!);
    }
  });
});
