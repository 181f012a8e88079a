// The edition home and the region homes, fetched from the built worker: each shows the league's
// own data (compared with what the demo league answers), in the page's language.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import type { EditionId } from '../../src/config/editions';
import type { LocaleCode } from '../../src/config/locales';
import { findRegion, getRegions } from '../../src/config/regions';
import { getIntl } from '../../src/lib/i18n/intl';
import { getLeagueTitle } from '../../src/lib/i18n/league-words';
import type { Match, MatchCenterTurn } from '../../src/lib/competition/types';
import { escapeHtml, fetchPage as page, readJson as json, readStandings, visibleText } from '../support/league-data';

const BASE: Record<EditionId, string> = { kings: inject('kingsUrl'), queens: inject('queensUrl') };

type LiveAnswer = { season: { id: number; name: string } | null; turns: MatchCenterTurn[] };
type SeasonAnswer = { metaInformation?: string };
type StatAnswer = { player: { firstName: string; lastName: string } }[];

const liveOf = (turns: MatchCenterTurn[]) => turns.flatMap((turn) => turn.matches).filter((match) => match.displayStatus === 'live');

async function leagueData(base: string, region: string, lang: LocaleCode) {
  const live = await json<LiveAnswer>(`${base}/api/live/match-centre?region=${region}&lang=${lang}`);
  const seasonId = live.season?.id;
  expect(seasonId, `${region} has a current season at ${base}`).toBeDefined();
  const season = await json<SeasonAnswer>(`${base}/api/v1/competition/seasons/${seasonId}?lang=${lang}`);
  // The demo's seasons have one regular-season group with a table.
  const [regular] = await readStandings(base, seasonId ?? 0, lang);
  const scorers = await json<StatAnswer>(`${base}/api/v1/competition/seasons/${seasonId}/players/stats/GOL?pageSize=3`);
  const partners = (JSON.parse(season.metaInformation ?? '{}') as { season_partners?: { name?: string }[] }).season_partners ?? [];
  return { turns: live.turns, table: regular?.rows ?? [], scorers, partners };
}

describe('the edition home (/{lang})', () => {
  it.each([
    ['kings', 'en'],
    ['kings', 'es'],
    ['queens', 'en'],
    ['queens', 'ar'],
  ] as const)('%s /%s lists every visible league with its live or next match', async (edition, lang) => {
    const { status, html } = await page(`${BASE[edition]}/${lang}`);
    expect(status).toBe(200);
    const text = visibleText(html);
    const { t } = getIntl(lang, edition);
    expect(text).toContain(t('home.regionsHeading'));
    for (const region of getRegions(edition)) {
      const link = `href="/${lang}/${region.slug}"`;
      if (!region.navVisible) {
        expect(html, region.slug).not.toContain(`<a href="/${lang}/${region.slug}">`);
        continue;
      }
      expect(html, region.slug).toContain(link);
      const { turns } = await json<LiveAnswer>(`${BASE[edition]}/api/live/match-centre?region=${region.slug}&lang=${lang}`);
      const live = liveOf(turns);
      // The demo always has a match being played; the page shows one of them, score and minute.
      expect(live.length, `${region.slug} has a live match`).toBeGreaterThan(0);
      expect(live.some((match) => text.includes(match.homeTeam?.name ?? '\u0000')), region.slug).toBe(true);
    }
    expect(text).toContain(t('match.status.live'));
  });

  it('shows only the women’s leagues on the women’s edition', async () => {
    const { html } = await page(`${BASE.queens}/en`);
    expect(html).toContain('href="/en/americas"');
    expect(html).not.toContain('href="/en/mena"');
  });
});

/**
 * Servers of the region home's own, their demo clocks stopped: the page and the data it is
 * compared with are read at one instant, so no goal or final whistle falls between them.
 */
const STOPPED: Record<EditionId, string> = { kings: '', queens: '' };
let stoppedSites: StartedServer[] = [];

async function startStopped(edition: EditionId): Promise<StartedServer> {
  const site = await startServer({ edition, build: false, env: { DEMO_CLOCK_CONTROL: 'on', REQUEST_LOGS: 'off' } });
  const stop = await fetch(`${site.url}/api/demo/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at: new Date().toISOString(), stopped: true }),
  });
  expect(stop.status).toBe(200);
  STOPPED[edition] = site.url;
  return site;
}

describe('the region home (/{lang}/{region})', () => {
  beforeAll(async () => {
    stoppedSites = await Promise.all((['kings', 'queens'] as const).map(startStopped));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(stoppedSites.map((site) => site.stop()));
  });

  it.each([
    ['kings', 'en', 'espana'],
    ['kings', 'es', 'espana'],
    ['kings', 'ar', 'mena'],
    ['queens', 'en', 'americas'],
  ] as const)('%s /%s/%s shows the live matches, next kick-off, table, leaders and partners', async (edition, lang, region) => {
    {
      const { status, html } = await page(`${STOPPED[edition]}/${lang}/${region}`);
      expect(status).toBe(200);
      const text = visibleText(html);
      const { t } = getIntl(lang, edition);
      const data = await leagueData(STOPPED[edition], region, lang);

      const liveSection = html.match(/<section class="home-section live-matches"[\s\S]*?<\/section>/)?.[0] ?? '';
      expect(visibleText(liveSection)).toContain(t('home.live.heading'));
      const live = liveOf(data.turns);
      expect(live.filter((match) => visibleText(liveSection).includes(match.homeTeam?.name ?? '\u0000')).length).toBeGreaterThan(0);

      // The clock is stopped, so the page's next kick-off is the earliest match still scheduled.
      const scheduled = data.turns.flatMap((turn) => turn.matches).filter((match: Match) => match.displayStatus === 'scheduled')
        .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
      expect(scheduled.length).toBeGreaterThan(0);
      expect(text).toContain(t('home.next.heading'));
      const shownNext = /<time dateTime="([^"]+)"/.exec(html.slice(html.indexOf('id="next-heading"')))?.[1];
      expect(shownNext).toBe(scheduled[0]!.date);

      expect(text).toContain(t('home.table.heading'));
      const table = visibleText(html.match(/<table class="standings-top"[\s\S]*?<\/table>/)?.[0] ?? '');
      expect(data.table.length).toBeGreaterThan(4);
      for (const row of data.table.slice(0, 4)) expect(table).toContain(row.team?.name);
      for (const row of data.table.slice(4)) expect(table).not.toContain(row.team?.name);

      expect(text).toContain(t('home.leaders.goals'));
      expect(text).toContain(t('home.leaders.mvp'));
      const topScorer = data.scorers[0]?.player;
      expect(text).toContain(`${topScorer?.firstName} ${topScorer?.lastName}`);

      expect(data.partners.length).toBeGreaterThan(0);
      for (const partner of data.partners) expect(text).toContain(partner.name);
      expect(html).toContain(`href="/${lang}/${region}/${lang === 'es' ? 'clasificacion' : 'tables'}"`);
    }
  }, 90_000);

  it.each([
    ['kings', 'espana', 'Kings League Spain'],
    ['kings', 'mena', 'Kings League MENA'],
    ['queens', 'espana', 'Queens League Spain'],
  ] as const)('%s /ar/%s names the league and its split in Arabic, not as “%s” or “Split 2”', async (edition, region, english) => {
    const { status, html } = await page(`${BASE[edition]}/ar/${region}`);
    expect(status).toBe(200);
    const { t } = getIntl('ar', edition);
    const title = t(`league.title.${region}` as Parameters<typeof t>[0]);
    expect(title).not.toBe(english);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toMatch(new RegExp(`<title>[^<]*${title}</title>`));
    const body = visibleText(html.slice(html.indexOf('<body')));
    expect(body).not.toContain(english);
    expect(body).not.toMatch(/Split \d/);
    expect(body).toContain(t('league.season', { season: t('league.split', { number: 2 }) }));
  });

  it('links each live match to its page where the competition has match pages', async () => {
    const { html } = await page(`${BASE.kings}/en/espana`);
    const liveSection = html.match(/<section class="home-section live-matches"[\s\S]*?<\/section>/)?.[0] ?? '';
    const links = [...liveSection.matchAll(/<a class="mc__row" href="([^"]+)"/g)].map((found) => found[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) {
      expect(href).toMatch(/^\/en\/espana\/matches\/\d+-[a-z0-9-]+-vs-[a-z0-9-]+$/);
      expect((await page(`${BASE.kings}${href}`)).status, href).toBe(200);
    }
  });

  it('shows live matches without links where there are no match pages (club world cup)', async () => {
    const { status, html } = await page(`${BASE.kings}/en/world-cup`);
    expect(status).toBe(200);
    expect(html).toContain('class="home-section live-matches"');
    const liveSection = html.match(/<section class="home-section live-matches"[\s\S]*?<\/section>/)?.[0] ?? '';
    expect(liveSection).toContain('class="mc ');
    expect(liveSection).not.toContain('<a class="mc__row"');
  });

  it('links the stats pages only where they exist: top scorers in Spain, not in MENA', async () => {
    expect((await page(`${BASE.kings}/en/espana`)).html).toContain('href="/en/espana/stats/goals"');
    const mena = await page(`${BASE.kings}/en/mena`);
    expect(mena.html).not.toContain('href="/en/mena/stats/goals"');
    expect(mena.html).toContain('href="/en/mena/stats/mvp"');
  });

  it('teases the news only in the language the region writes it in', async () => {
    const spanish = await page(`${BASE.kings}/es/espana`);
    expect(spanish.html).toContain('href="/es/espana/noticias"');
    expect(spanish.html).toMatch(/href="\/es\/espana\/noticias\/[^"]+"/);
    expect(visibleText(spanish.html)).toContain(getIntl('es', 'kings').t('home.news.heading'));
    const english = await page(`${BASE.kings}/en/espana`);
    expect(visibleText(english.html)).not.toContain(getIntl('en', 'kings').t('home.news.heading'));
    expect(english.html).not.toContain('/en/espana/news');
  });

  it('answers 404 for a region the edition does not have', async () => {
    expect((await page(`${BASE.kings}/en/atlantis`)).status).toBe(404);
    expect((await page(`${BASE.queens}/en/mena`)).status).toBe(404);
  });
});

describe('the region home’s lead', () => {
  it.each([
    ['kings', 'en', 'espana', 'no'],
    ['kings', 'fr', 'mena', 'no'],
    ['queens', 'en', 'americas', 'no'],
    ['kings', 'es', 'espana', 'yes'],
    ['kings', 'en', 'world-cup', 'yes'],
    ['kings', 'de', 'germany', 'yes'],
  ] as const)('%s /%s/%s promises news only where the region publishes some in the language (%s)', async (edition, lang, slug, news) => {
    const { html } = await page(`${BASE[edition]}/${lang}/${slug}`);
    const { t } = getIntl(lang, edition);
    const league = getLeagueTitle(t, findRegion(edition, slug)!);
    const lead = t('page.regionHome.description', { league, news });
    expect(html).toContain(`<p class="lead">${escapeHtml(lead)}</p>`);
    expect(html).toContain(`<meta name="description" content="${escapeHtml(lead)}"`);
    // What the lead names is on the page: the news where it is promised, the leaders always.
    expect(html.includes('id="news-heading"')).toBe(news === 'yes');
    expect(html).toContain('id="scorers-heading"');
    expect(html).toContain('id="mvp-heading"');
    if (news === 'no') expect(lead).not.toBe(t('page.regionHome.description', { league, news: 'yes' }));
    if (news === 'no' && lang === 'en') expect(lead.toLowerCase()).not.toContain('news');
  });
});
