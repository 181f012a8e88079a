// The statistics pages on the built Worker, read as a crawler reads them: the demo league's
// rankings in the HTML (top three, table, chart), pages, sorting and filtering applied by the
// server from the URL, goalkeeper-only rankings, the hubs, and no 500 for any query.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import { EDITIONS, type EditionId } from '../../src/config/editions';
import type { LocaleCode } from '../../src/config/locales';
import { getRegions } from '../../src/config/regions';
import { type StatPageConfig } from '../../src/config/stat-pages';
import { STAT_HUBS, STAT_PAGES, type StatPageRouteId } from '../../src/config/routes';
import { pathIfAvailable } from '../../src/lib/navigation/resolve-menu';
import { fullName } from '../../src/lib/people/person-name';
import { fetchPage, readJson } from '../support/league-data';
import { startHostileUpstream, type HostileUpstream } from '../support/hostile-upstream';
import {
  canonical, caption, cellText, containsName, readBestGoalkeeperId, readExpectedRows, readPlayerStats, readSeasonId,
  tableKeys, tableRows, topKeys, type ExpectedRow,
} from '../support/stats-data';

const BASE = { kings: inject('kingsUrl'), queens: inject('queensUrl') } as const;
const PAGE_SIZE = 20;

type Case = { edition: EditionId; region: string; lang: LocaleCode; pages: readonly StatPageRouteId[] };
const ALL_PAGES = Object.keys(STAT_PAGES) as StatPageRouteId[];
const CASES: Case[] = [
  { edition: 'kings', region: 'espana', lang: 'en', pages: ALL_PAGES },
  { edition: 'kings', region: 'americas', lang: 'es', pages: ALL_PAGES },
  { edition: 'queens', region: 'espana', lang: 'en', pages: ['statsAssists', 'statsGoalkeeper', 'teamStatsShots'] },
];

const regionOf = (edition: EditionId, slug: string) => getRegions(edition).find((region) => region.slug === slug)!;
const pathOf = (routeId: StatPageRouteId | 'stats' | 'teamStats', { edition, region, lang }: Omit<Case, 'pages'>) =>
  pathIfAvailable(routeId, { edition, lang, region: regionOf(edition, region) });

describe.each(CASES)('$edition $region $lang', (testCase) => {
  const { edition, region, lang } = testCase;
  const base = BASE[edition];
  const genders = EDITIONS[edition].genders;
  let seasonId: number;
  beforeAll(async () => {
    seasonId = await readSeasonId(base, region, lang);
  });

  // The pages below are those the region offers: an empty list would make their tests vanish.
  const available = testCase.pages.filter((routeId) => pathOf(routeId, testCase));
  it('offers some of the pages to check', () => {
    expect(available.length).toBeGreaterThan(0);
  });

  it.each(available)(
    '%s lists the demo league’s ranking: top three, first page of the table and the chart',
    async (routeId) => {
      const config = STAT_PAGES[routeId];
      const expected = await readExpectedRows(base, seasonId, config, { genders, lang });
      const { status, html } = await fetchPage(base + pathOf(routeId, testCase));
      expect(status).toBe(200);
      expect(expected.length).toBeGreaterThan(0);
      expect(tableKeys(html)).toEqual(expected.slice(0, PAGE_SIZE).map((row) => row.key));
      const top = config.source === 'matchdayMvp' ? [...expected].reverse().slice(0, 3) : expected.slice(0, 3);
      expect(topKeys(html)).toEqual(top.map((row) => row.key));
      const rows = tableRows(html);
      for (const row of expected.slice(0, PAGE_SIZE)) expect(containsName(rows.get(row.key)!, row.name), row.name).toBe(true);
      // The chart draws the top ten (matchday MVPs: one bar per player named).
      const chart = /<svg role="img" aria-label="[^"]+" aria-describedby="stat-table-caption"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
      const bars = chart.match(/<rect /g)?.length ?? 0;
      if (config.source === 'matchdayMvp') expect(bars).toBeGreaterThan(0);
      else expect(bars).toBe(Math.min(10, expected.length));
      expect(html).toContain('<caption id="stat-table-caption">');
    },
  );

  it.each(available.filter((routeId) => STAT_PAGES[routeId].source !== 'matchdayMvp'))(
    '%s shows the ranking figure of each row as the API gives it',
    async (routeId) => {
      const config: StatPageConfig = STAT_PAGES[routeId];
      const expected = await readExpectedRows(base, seasonId, config, { genders, lang });
      const { html } = await fetchPage(base + pathOf(routeId, testCase));
      const rows = tableRows(html);
      const format = new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'en-GB', routeId.endsWith('Expected')
        ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { maximumFractionDigits: 0 });
      expect(expected.length).toBeGreaterThan(0);
      for (const row of expected.slice(0, PAGE_SIZE)) {
        expect(cellText(rows.get(row.key)!, config.ranking!), row.name).toBe(format.format(row.total!));
      }
    },
  );
});

describe('excluded pages', () => {
  it('answers 404 for the goals page where section 5 excludes it, and the hub does not link to it', async () => {
    expect((await fetchPage(`${BASE.kings}/es/americas/estadisticas/goles`)).status).toBe(404);
    expect((await fetchPage(`${BASE.queens}/en/americas/stats/goals`)).status).toBe(404);
    const hub = await fetchPage(`${BASE.kings}/es/americas/estadisticas`);
    expect(hub.status).toBe(200);
    expect(hub.html).not.toContain('href="/es/americas/estadisticas/goles"');
    expect(hub.html).toContain('href="/es/americas/estadisticas/assists"');
  });
});

describe('the hubs', () => {
  it.each([
    ['kings', 'espana', 'en', 'stats'],
    ['kings', 'espana', 'en', 'teamStats'],
    ['kings', 'americas', 'es', 'stats'],
    ['queens', 'espana', 'en', 'teamStats'],
  ] as const)('%s %s %s %s previews every page’s top three and links to it', async (edition, region, lang, hub) => {
    const testCase = { edition, region, lang } as const;
    const base = BASE[edition];
    const seasonId = await readSeasonId(base, region, lang);
    const { status, html } = await fetchPage(base + pathOf(hub, testCase));
    expect(status).toBe(200);
    let previewed = 0;
    for (const routeId of STAT_HUBS[hub] as readonly StatPageRouteId[]) {
      const href = pathOf(routeId, testCase);
      if (!href) continue;
      previewed++;
      const card = new RegExp(`<li class="stat-hub__card card"><section aria-labelledby="hub-${routeId}-heading">[\\s\\S]*?</section></li>`).exec(html)?.[0];
      expect(card, routeId).toBeDefined();
      expect(card).toContain(`href="${href}"`);
      const expected = await readExpectedRows(base, seasonId, STAT_PAGES[routeId], { genders: EDITIONS[edition].genders, lang });
      const top = STAT_PAGES[routeId].source === 'matchdayMvp' ? [...expected].reverse().slice(0, 3) : expected.slice(0, 3);
      expect([...card!.matchAll(/<li data-key="([^"]+)"/g)].map((found) => found[1]), routeId).toEqual(top.map((row) => row.key));
    }
    expect(previewed).toBeGreaterThan(0);
  });
});

describe('pages of the table', () => {
  const goals = `${BASE.kings}/en/espana/stats/goals`;
  let expected: ExpectedRow[];
  beforeAll(async () => {
    const seasonId = await readSeasonId(BASE.kings, 'espana', 'en');
    expected = await readExpectedRows(BASE.kings, seasonId, STAT_PAGES.statsGoals, { genders: EDITIONS.kings.genders, lang: 'en' });
  });

  it('shows the next twenty rows on page 2, with the canonical keeping the page alone', async () => {
    const first = await fetchPage(goals);
    const second = await fetchPage(`${goals}?page=2`);
    expect(second.status).toBe(200);
    expect(tableKeys(second.html)).toEqual(expected.slice(20, 40).map((row) => row.key));
    expect(tableKeys(second.html)).not.toEqual(tableKeys(first.html));
    expect(caption(second.html)).toBe(`Goals: rows 21–40 of ${expected.length}`);
    expect(canonical(second.html)).toBe('https://kingsleague.pro/en/espana/stats/goals?page=2');
    expect(second.html).toMatch(/<a href="\/en\/espana\/stats\/goals" rel="prev"/);
    expect(second.html).toMatch(/<a href="\/en\/espana\/stats\/goals\?page=3" rel="next"/);
    expect(second.html).toMatch(/<a href="\/en\/espana\/stats\/goals\?page=2" aria-current="page"/);
  });

  it('drops sort and filter from the canonical, and keeps them in the page links', async () => {
    const sorted = await fetchPage(`${goals}?page=2&sort=player&dir=asc&col=team&op=ne&q=Cometa+Real`);
    expect(canonical(sorted.html)).toBe('https://kingsleague.pro/en/espana/stats/goals?page=2');
    expect(sorted.html).toContain('href="/en/espana/stats/goals?sort=player&amp;dir=asc&amp;col=team&amp;op=ne&amp;q=Cometa+Real&amp;page=3"');
    expect(canonical((await fetchPage(`${goals}?sort=player&dir=asc`)).html)).toBe('https://kingsleague.pro/en/espana/stats/goals');
  });

  it('shows a calm empty state past the last page, with a way back', async () => {
    const { status, html } = await fetchPage(`${goals}?page=9999`);
    expect(status).toBe(200);
    expect(tableKeys(html)).toEqual([]);
    expect(html).toContain('This page is past the end of the table.');
    expect(html).toContain(`href="/en/espana/stats/goals?page=${Math.ceil(expected.length / PAGE_SIZE)}"`);
  });
});

describe('sorting and filtering on the server', () => {
  const goals = `${BASE.kings}/en/espana/stats/goals`;
  let expected: ExpectedRow[];
  beforeAll(async () => {
    const seasonId = await readSeasonId(BASE.kings, 'espana', 'en');
    expected = await readExpectedRows(BASE.kings, seasonId, STAT_PAGES.statsGoals, { genders: EDITIONS.kings.genders, lang: 'en' });
  });
  const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });
  const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

  it('sorts by player name, A–Z, and marks the column with aria-sort', async () => {
    const { html } = await fetchPage(`${goals}?sort=player&dir=asc`);
    const byName = [...expected].sort((a, b) => collator.compare(a.name, b.name));
    expect(tableKeys(html)).toEqual(byName.slice(0, PAGE_SIZE).map((row) => row.key));
    expect(html).toMatch(/<th scope="col" aria-sort="ascending" class="stat-table__head stat-table__head--text"><a href="\/en\/espana\/stats\/goals\?sort=player&amp;dir=desc"/);
    expect(html.match(/aria-sort=/g)).toHaveLength(1);
  });

  it('sorts by goals, fewest first', async () => {
    const { html } = await fetchPage(`${goals}?sort=goals&dir=asc`);
    const fewest = [...expected].sort((a, b) => a.total! - b.total!);
    expect(tableKeys(html)).toEqual(fewest.slice(0, PAGE_SIZE).map((row) => row.key));
    expect(html).toMatch(/<th scope="col" aria-sort="ascending" class="stat-table__head stat-table__head--number"><a href="\/en\/espana\/stats\/goals\?sort=goals&amp;dir=desc"/);
  });

  it('is in the ranking’s order without a sort, the position column marked ascending', async () => {
    const { html } = await fetchPage(goals);
    expect(html).toMatch(/<th scope="col" aria-sort="ascending" class="stat-table__head stat-table__head--number"><a href="\/en\/espana\/stats\/goals\?sort=rank&amp;dir=desc"/);
  });

  it.each([
    ['player', 'contains', 'garc', (row: ExpectedRow) => plain(row.name).includes('garc')],
    ['player', 'starts', 'Iker', (row: ExpectedRow) => plain(row.name).startsWith('iker')],
    ['player', 'notContains', 'a', (row: ExpectedRow) => !plain(row.name).includes('a')],
    ['player', 'ends', 'ortega', (row: ExpectedRow) => plain(row.name).endsWith('ortega')],
    ['goals', 'ge', '7', (row: ExpectedRow) => row.total! >= 7],
    ['goals', 'lt', '1', (row: ExpectedRow) => row.total! < 1],
    ['goals', 'eq', '3', (row: ExpectedRow) => row.total === 3],
    ['goals', 'ne', '0', (row: ExpectedRow) => row.total !== 0],
    ['goals', 'gt', '9', (row: ExpectedRow) => row.total! > 9],
    ['goals', 'le', '2', (row: ExpectedRow) => row.total! <= 2],
  ] as const)('filters %s %s %s', async (column, mode, value, keep) => {
    const { status, html } = await fetchPage(`${goals}?col=${column}&op=${mode}&q=${encodeURIComponent(value)}`);
    expect(status).toBe(200);
    const kept = expected.filter(keep);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(expected.length);
    expect(tableKeys(html)).toEqual(kept.slice(0, PAGE_SIZE).map((row) => row.key));
    expect(caption(html)).toBe(`Goals: rows 1–${Math.min(PAGE_SIZE, kept.length)} of ${kept.length}`);
    // The form shows the filter it applied, and a way to clear it.
    expect(html).toContain(`value="${value}"`);
    expect(html).toContain('Clear the filter');
  });

  it('filters a team’s players and sorts them, both from the URL', async () => {
    const team = 'Cometa Real';
    const { html } = await fetchPage(`${goals}?sort=player&dir=desc&col=team&op=eq&q=cometa+real`);
    const seasonId = await readSeasonId(BASE.kings, 'espana', 'en');
    const entries = await readPlayerStats(BASE.kings, seasonId, 'GOL');
    const kept = entries.filter((entry) => entry.team?.name === team).sort((a, b) => collator.compare(fullName(b.player), fullName(a.player)));
    expect(tableKeys(html)).toEqual(kept.slice(0, PAGE_SIZE).map((entry) => `p${entry.player.id}`));
  });

  it('says so, and leaves the table whole, when a filter does not fit its column', async () => {
    const wrongMode = await fetchPage(`${goals}?col=player&op=gt&q=3`);
    expect(wrongMode.status).toBe(200);
    expect(wrongMode.html).toContain('That condition does not apply to this column');
    expect(tableKeys(wrongMode.html)).toEqual(expected.slice(0, PAGE_SIZE).map((row) => row.key));
    const notANumber = await fetchPage(`${goals}?col=goals&op=gt&q=many`);
    expect(notANumber.html).toContain('That value is not a number');
  });

  it('filters percentages as shown, in Spanish with a decimal comma on expected goals', async () => {
    const { html } = await fetchPage(`${BASE.kings}/es/espana/estadisticas/expected?col=xg&op=ge&q=3%2C5`);
    const values = [...tableRows(html).values()].map((row) => Number(cellText(row, 'xg')!.replace(',', '.')));
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((value) => value >= 3.5)).toBe(true);
    const accurate = await fetchPage(`${BASE.kings}/en/espana/stats/shots?col=shotAccuracy&op=ge&q=75`);
    const percentages = [...tableRows(accurate.html).values()].map((row) => Number(cellText(row, 'shotAccuracy')!.replace('%', '')));
    expect(percentages.length).toBeGreaterThan(0);
    expect(percentages.every((value) => value >= 75)).toBe(true);
  });
});

describe('malformed queries', () => {
  const goals = `${BASE.kings}/en/espana/stats/goals`;
  it.each(['page=0', 'page=-1', 'page=abc', 'sort=%3Cscript%3E', 'sort=goals1', 'dir=up', 'op=between', 'col=a.b', 'q=%3Cb%3E', `q=${'x'.repeat(41)}`, 'q=a%3Bb'])(
    '?%s is refused with 400, never 500',
    async (query) => {
      expect((await fetchPage(`${goals}?${query}`)).status).toBe(400);
    },
  );

  it.each(['sort=saves', 'sort=goals&dir=', 'col=saves&op=gt&q=1', 'col=&op=&q=', 'col=player&op=contains&q=', 'page=9999&sort=team&dir=desc', 'utm_source=x'])(
    '?%s is shown as well as it can be, with 200',
    async (query) => {
      const { status, html } = await fetchPage(`${goals}?${query}`);
      expect(status).toBe(200);
      expect(html).toContain('<table class="stat-table">');
    },
  );
});

describe('goalkeepers', () => {
  it.each([
    ['kings', 'espana', '/en/espana/stats/goalkeeper'],
    ['kings', 'americas', '/es/americas/estadisticas/goalkeeper?sort=conceded&dir=desc'],
    ['queens', 'espana', '/en/espana/stats/goalkeeper'],
  ] as const)('%s %s lists goalkeepers only on %s', async (edition, region, path) => {
    const base = BASE[edition];
    const seasonId = await readSeasonId(base, region, 'en');
    const everyone = await readPlayerStats(base, seasonId, 'MIN');
    const goalkeepers = new Set(everyone.filter((entry) => entry.player.role === 'goalkeeper').map((entry) => `p${entry.player.id}`));
    const { html } = await fetchPage(base + path);
    const keys = tableKeys(html);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.length).toBeLessThan(everyone.length);
    for (const key of keys) expect(goalkeepers.has(key), key).toBe(true);
    expect(html).toMatch(/Goalkeepers only\.|Solo porteros\./);
  });

  it('marks the season’s best goalkeeper', async () => {
    const seasonId = await readSeasonId(BASE.kings, 'espana', 'en');
    const best = await readBestGoalkeeperId(BASE.kings, seasonId);
    const { html } = await fetchPage(`${BASE.kings}/en/espana/stats/best-goalkeeper`);
    expect(best).toBeDefined();
    expect(html).toMatch(new RegExp(`<tr data-key="p${best}" class="stat-table__row--best">`));
    expect(html).toMatch(new RegExp(`<div class="stat-best__card card" data-key="p${best}">`));
    expect(html.match(/class="stat-table__row--best"/g)).toHaveLength(1);
  });
});

describe('the chart', () => {
  it('labels its bars with names and values, and mirrors them in Arabic', async () => {
    const seasonId = await readSeasonId(BASE.kings, 'espana', 'ar');
    const [leader] = await readPlayerStats(BASE.kings, seasonId, 'GOL');
    const english = (await fetchPage(`${BASE.kings}/en/espana/stats/goals`)).html;
    const arabic = (await fetchPage(`${BASE.kings}/ar/espana/stats/goals`)).html;
    expect(english).toMatch(new RegExp(`<text x="2" y="12" text-anchor="start" class="stat-chart__label">${fullName(leader!.player)}</text>`));
    expect(arabic).toMatch(new RegExp(`<text x="358" y="12" text-anchor="end" class="stat-chart__label">${fullName(leader!.player)}</text>`));
    expect(english).toMatch(/<text x="[\d.]+" y="28" text-anchor="start" class="stat-chart__value">\d+<\/text>/);
  });
});

describe('when the league cannot be had', () => {
  let upstream: HostileUpstream;
  let site: StartedServer;
  beforeAll(async () => {
    // A league whose current season exists but has no statistics at all.
    const clusters = await readJson<unknown>(`${BASE.kings}/api/v1/competition/season-clusters?genders=male,both&competitions=3,6`);
    const seasonId = await readSeasonId(BASE.kings, 'espana', 'en');
    const season = await readJson<unknown>(`${BASE.kings}/api/v1/competition/seasons/${seasonId}?lang=en`);
    upstream = await startHostileUpstream({
      '/api/v1/competition/season-clusters': clusters,
      [`/api/v1/competition/seasons/${seasonId}`]: season,
    });
    site = await startServer({ edition: 'kings', build: false, env: { COMPETITION_API_URL: upstream.url } });
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
    await upstream?.close();
  });

  it.each(['ok', '503'] as const)('shows a calm empty state on every kind of page (upstream %s)', async (mode) => {
    upstream.set(mode);
    for (const path of ['/en/espana/stats', '/en/espana/stats/teams', '/en/espana/stats/goals', '/en/espana/stats/cards', '/en/espana/stats/matchday-mvp', '/en/espana/stats/teams/shots']) {
      const { status, html } = await fetchPage(`${site.url}${path}?mode=${mode}`);
      expect(status, path).toBe(200);
      expect(html, path).toMatch(/class="empty-state">There are no statistics for this season yet\.|No figures yet\./);
      expect(html, path).not.toContain('<table class="stat-table">');
    }
  }, 60_000);
});
