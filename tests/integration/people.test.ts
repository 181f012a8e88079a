// The people pages on the built Worker: player pages (regional and edition-wide), the player lists
// with their team and position filters, legends, the draft, join-the-draft and the mercato, each
// compared with the demo league it was rendered from; unknown players, wrong names and bad input.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { COUNTRY_ALPHA2 } from '../../src/config/countries';
import type { EditionId } from '../../src/config/editions';
import type { LocaleCode } from '../../src/config/locales';
import { fullName } from '../../src/lib/people/person-name';
import { buildPath } from '../../src/lib/routing/build-path';
import { slugify } from '../../src/lib/text/slugify';
import { getIntl } from '../../src/lib/i18n/intl';
import { escapeHtml, fetchPage, readJson } from '../support/league-data';
import {
  idsIn, readPlayerStat, readSeasonPeople, readTeamMatches, rowsIn, type ApiPlayer, type SeasonPeople,
} from '../support/people-data';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');

const TAGS = { en: 'en-GB', es: 'es-ES' } as const;
/** Position names as a reader expects them, by language and edition. */
const ROLE_NAMES = {
  en: { kings: { forward: 'Forward', goalkeeper: 'Goalkeeper' }, queens: { forward: 'Forward', goalkeeper: 'Goalkeeper' } },
  es: { kings: { forward: 'Delantero', goalkeeper: 'Portero' }, queens: { forward: 'Delantera', goalkeeper: 'Portera' } },
} as const;

type Case = { edition: EditionId; base: string; region: string; lang: 'en' | 'es'; genders: string; competitions: string };
const CASES: Case[] = [
  { edition: 'kings', base: KINGS, region: 'espana', lang: 'en', genders: 'male,both', competitions: '3,6' },
  { edition: 'kings', base: KINGS, region: 'espana', lang: 'es', genders: 'male,both', competitions: '3,6' },
  { edition: 'kings', base: KINGS, region: 'americas', lang: 'es', genders: 'male,both', competitions: '5' },
  { edition: 'kings', base: KINGS, region: 'americas', lang: 'en', genders: 'male,both', competitions: '5' },
  { edition: 'queens', base: QUEENS, region: 'espana', lang: 'en', genders: 'female,both', competitions: '4,6' },
  { edition: 'queens', base: QUEENS, region: 'americas', lang: 'es', genders: 'female,both', competitions: '12' },
];

const playerPath = (lang: LocaleCode, region: string, player: ApiPlayer) =>
  buildPath('regionPlayer', lang, { region, playerId: String(player.id), playerName: slugify(fullName(player)) });
const fact = (html: string, name: string) => new RegExp(`data-fact="${name}"><dt>[^<]*</dt><dd>([\\s\\S]*?)</dd>`).exec(html)?.[1];
const ENDED = new Set(['ended', 'endedAfterExtraTime', 'endedAfterPenalties']);

/** The matches a player page lists under "Matches played", in page order. */
function shownMatches(html: string): number[] {
  const start = html.indexOf('aria-labelledby="player-matches-heading"');
  expect(start).toBeGreaterThan(-1);
  const section = html.slice(start, html.indexOf('</section>', start));
  return [...section.matchAll(/<li class="mc [^"]*" data-match-id="(\d+)"/g)].map((found) => Number(found[1]));
}

type TurnAnswer = {
  finish: string;
  matches: { id: number; stats: Record<'homeTeam' | 'awayTeam', { players: { playerId: number; playerStats: { parameterCode: string; total: number }[] }[] }> }[];
};
const readTurn = (base: string, id: number, lang: LocaleCode) => readJson<TurnAnswer>(`${base}/api/v1/competition/turns/${id}?lang=${lang}`);

function ageIn(birthDate: string, timeZone: string): number {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date()).split('-').map(Number) as [number, number, number];
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  return y - by - (m > bm || (m === bm && d >= bd) ? 0 : 1);
}

describe.each(CASES)('$edition $region in $lang', ({ edition, base, region, lang, genders, competitions }) => {
  let data: SeasonPeople;
  const timeZone = region === 'espana' ? 'Europe/Madrid' : 'America/Mexico_City';
  beforeAll(async () => {
    data = await readSeasonPeople(base, region, genders, competitions);
  });

  it.each(['forward', 'goalkeeper'] as const)('shows a %s’s profile, card, season and matches as the league has them', async (role) => {
    // A player the ranking lists (it is read a page of 200 at a time), so the season's line can be checked.
    const code = role === 'goalkeeper' ? 'PRT' : 'GOL';
    const ranked = new Map((await readPlayerStat(base, data.seasonId, code)).map((entry) => [entry.player.id, entry]));
    const player = data.players.find((candidate) => candidate.role === role && candidate.teamId && candidate.birthDate && ranked.has(candidate.id))!;
    const team = data.teams.find((candidate) => candidate.id === player.teamId)!;
    const { status, html } = await fetchPage(base + playerPath(lang, region, player));
    expect(status).toBe(200);
    expect(html).toContain(`<span class="player-hero__first">${escapeHtml(player.firstName)}</span> <span class="player-hero__last">${escapeHtml(player.lastName)}</span></h1>`);
    expect(html).toContain(`<title>${escapeHtml(fullName(player))} | `);
    expect(html).toContain(`<span aria-current="page">${escapeHtml(fullName(player))}</span>`);
    expect(fact(html, 'role')).toBe(ROLE_NAMES[lang][edition][role]);
    expect(fact(html, 'jersey')).toBe(String(player.jersey));
    const teamHref = buildPath('regionTeam', lang, { region, team: String(team.id), teamName: slugify(team.name) });
    expect(fact(html, 'team')).toBe(`<a href="${teamHref}">${escapeHtml(team.name)}</a>`);
    expect(fact(html, 'born')).toContain(`dateTime="${player.birthDate}"`);
    expect(fact(html, 'age')).toContain(String(ageIn(player.birthDate!, timeZone)));
    expect(fact(html, 'height')).toBe(`${player.height} cm`);
    const alpha2 = COUNTRY_ALPHA2[player.countryId as keyof typeof COUNTRY_ALPHA2];
    expect(fact(html, 'country')).toBe(new Intl.DisplayNames([TAGS[lang]], { type: 'region' }).of(alpha2));

    // The card: the goalkeeper's set or the outfield one, each value as the league rates it.
    const { average, ...ratings } = player.metaInformation;
    expect(html).toContain(`rating-card__overall-value">${average}<`);
    expect(Object.keys(ratings).length).toBeGreaterThan(4);
    for (const [name, value] of Object.entries(ratings)) {
      expect(html, name).toMatch(new RegExp(`data-rating="${name}"><dt>[^<]+</dt><dd><span class="rating-card__value">${value}</span>`));
    }

    // The season in numbers, read from the rankings.
    const entry = ranked.get(player.id)!;
    expect(html).toMatch(new RegExp(`data-stat="${code}"><th scope="row">[^<]+</th><td class="people-table__num">${entry.total}</td>`));

    // The matches he played, as many as his statistics count, each linked to its page.
    const shown = shownMatches(html);
    expect(shown.length).toBe(entry.matchesPlayed);
    expect(html).toContain(`player-stats__played">${getIntl(lang, edition).t('people.stats.matchesPlayed', { count: entry.matchesPlayed! })}<`);
    const matches = await readTeamMatches(base, team.id, data.seasonId);
    for (const id of shown) expect(matches.map((match) => match.id)).toContain(id);
    const matchesWord = buildPath('matches', lang, { region });
    expect(html).toMatch(new RegExp(`<a class="mc__row" href="${matchesWord}/${shown[0]}-[a-z0-9-]+-vs-[a-z0-9-]+"`));
  });

  it('lists the matches a player played, not all his team’s, with his minutes, goals and cards in each', async () => {
    // The player of the season's minutes ranking who played the fewest matches, at least one.
    const ranked = (await readPlayerStat(base, data.seasonId, 'MIN')).filter((entry) => (entry.matchesPlayed ?? 0) > 0);
    const fewest = ranked.reduce((a, b) => (b.matchesPlayed! < a.matchesPlayed! ? b : a));
    const player = data.players.find((candidate) => candidate.id === fewest.player.id)!;
    const teamMatches = (await readTeamMatches(base, player.teamId!, data.seasonId)).filter((match) => ENDED.has(match.status));
    // His figures in each match of a matchday that is over, as the match's turn gives them.
    const expected = new Map<number, Record<string, number>>();
    for (const turnId of new Set(teamMatches.map((match) => match.turnId))) {
      const turn = await readTurn(base, turnId, lang);
      if (Date.parse(turn.finish) > Date.now()) continue;
      for (const match of turn.matches.filter((candidate) => teamMatches.some((own) => own.id === candidate.id))) {
        const line = [...match.stats.homeTeam.players, ...match.stats.awayTeam.players].find((entry) => entry.playerId === player.id);
        const figures = Object.fromEntries((line?.playerStats ?? []).map((stat) => [stat.parameterCode, stat.total]));
        if ((figures.MIN ?? 0) > 0) expected.set(match.id, figures);
      }
    }
    expect(expected.size, 'his statistics count the matches he played').toBe(fewest.matchesPlayed);
    expect(expected.size, 'the player missed some of his team’s matches').toBeLessThan(teamMatches.length - 1);

    const { html } = await fetchPage(base + playerPath(lang, region, player));
    const { t } = getIntl(lang, edition);
    expect(html).toContain(`player-stats__played">${t('people.stats.matchesPlayed', { count: fewest.matchesPlayed! })}<`);
    expect(shownMatches(html).sort()).toEqual([...expected.keys()].sort());
    for (const [id, figures] of expected) {
      const label = [
        t('people.matches.minutes', { count: figures.MIN! }),
        ...(figures.GOL ? [t('people.matches.goals', { count: figures.GOL })] : []),
        ...(figures.TA ? [t('people.matches.yellowCards', { count: figures.TA })] : []),
        ...(figures.TR ? [t('people.matches.redCards', { count: figures.TR })] : []),
      ].join(' · ');
      const card = html.slice(html.indexOf(`data-match-id="${id}"`), html.indexOf('</li>', html.indexOf(`data-match-id="${id}"`)));
      expect(card, `match ${id}`).toContain(`<p class="mc__meta"><span>${escapeHtml(label)}</span>`);
    }
  });

  it('answers 404 for an unknown player id and for a player of another region', async () => {
    const unknown = buildPath('regionPlayer', lang, { region, playerId: '987654321', playerName: 'nobody' });
    expect((await fetchPage(base + unknown)).status).toBe(404);
    const elsewhere = region === 'espana' ? 'americas' : 'espana';
    const stranger = data.players[0]!;
    expect((await fetchPage(base + playerPath(lang, elsewhere, stranger))).status).toBe(404);
  });

  it('sends a wrong name in the path, or the number alone, to the player’s own, with a 301 that keeps the query', async () => {
    const player = data.players[3]!;
    const wrong = buildPath('regionPlayer', lang, { region, playerId: String(player.id), playerName: 'someone-else' });
    const response = await fetch(`${base}${wrong}?page=2`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location')!, base).pathname + new URL(response.headers.get('location')!, base).search).toBe(
      `${playerPath(lang, region, player)}?page=2`,
    );
    const bare = await fetch(`${base}${wrong.replace(/-someone-else$/, '')}`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(new URL(bare.headers.get('location')!, base).pathname).toBe(playerPath(lang, region, player));
  });

  it.each([
    ['draftPlayers', 'draft'],
    ['wildcardPlayers', 'wildcard'],
    ['draftReserves', 'reserve'],
  ] as const)('lists the %s: every %s player of the season, linked, then filtered by team and position', async (routeId, category) => {
    const path = buildPath(routeId, lang, { region });
    const expected = data.players.filter((player) => player.category === category);
    const { status, html } = await fetchPage(base + path);
    expect(status).toBe(200);
    const rows = rowsIn(html);
    expect(rows.map((row) => row.playerId).sort((a, b) => a - b)).toEqual(expected.map((player) => player.id).sort((a, b) => a - b));
    for (const player of expected.slice(0, 5)) {
      expect(html).toContain(`<a href="${playerPath(lang, region, player)}">${escapeHtml(fullName(player))}</a>`);
    }

    const team = data.teams.find((candidate) => candidate.id === expected[0]!.teamId)!;
    expect(html).toContain(`<option value="${team.id}">${escapeHtml(team.name)}</option>`);
    const role = expected[0]!.role;
    const filtered = await fetchPage(`${base}${path}?team=${team.id}&role=${role}`);
    expect(filtered.status).toBe(200);
    const kept = rowsIn(filtered.html);
    const wanted = expected.filter((player) => player.teamId === team.id && player.role === role);
    expect(kept.map((row) => row.playerId).sort((a, b) => a - b)).toEqual(wanted.map((player) => player.id).sort((a, b) => a - b));
    for (const row of kept) expect(row).toMatchObject({ teamId: team.id, role });
    // The filter shows its state: the chosen options are the selects' values.
    expect(filtered.html).toMatch(new RegExp(`<select id="people-team" name="team"[^>]*>[\\s\\S]*?<option value="${team.id}" selected=""`));
  });

  it('shows the draft: its order, every pick, and one team’s picks when filtered', async () => {
    const path = buildPath('draft', lang, { region });
    const { status, html } = await fetchPage(base + path);
    expect(status).toBe(200);
    expect(idsIn(html, 'data-pick')).toEqual(data.picks.map((pick) => pick.order));
    const firstRound = data.picks.filter((pick) => pick.round === 1).map((pick) => pick.teamId);
    const order = [...html.matchAll(/<ol class="draft-order">([\s\S]*?)<\/ol>/g)][0]![1]!;
    expect([...order.matchAll(/data-team-id="(\d+)"/g)].map((found) => Number(found[1]))).toEqual(firstRound);
    const teamId = firstRound[0]!;
    const filtered = await fetchPage(`${base}${path}?team=${teamId}`);
    const rows = rowsIn(filtered.html);
    expect(rows.length).toBe(data.picks.filter((pick) => pick.teamId === teamId).length);
    for (const row of rows) expect(row.teamId).toBe(teamId);
  });

  it('lists the region’s legends where the edition has legends', async () => {
    const path = buildPath('regionLegends', lang, { region });
    const { status, html } = await fetchPage(base + path);
    if (edition === 'queens') {
      expect(status).toBe(404);
      return;
    }
    expect(status).toBe(200);
    const legends = data.legends.filter((player) => player.gender === 'male');
    expect(rowsIn(html).map((row) => row.playerId).sort((a, b) => a - b)).toEqual(legends.map((player) => player.id).sort((a, b) => a - b));
    const keeper = legends.find((player) => player.role === 'goalkeeper')!;
    const onlyKeepers = rowsIn((await fetchPage(`${base}${path}?role=goalkeeper`)).html);
    expect(onlyKeepers.map((row) => row.playerId)).toContain(keeper.id);
    for (const row of onlyKeepers) expect(row.role).toBe('goalkeeper');
    // A legend has a page of their own, in the region.
    expect((await fetchPage(base + playerPath(lang, region, keeper))).status).toBe(200);
  });
});

describe('the mercato', () => {
  it.each([
    [KINGS, '/en/espana/mercato-transfers', 'Swap'],
    [KINGS, '/es/espana/mercato-fichajes', 'Intercambio'],
    [QUEENS, '/es/espana/mercato-fichajes', 'Intercambio'],
  ])('%s%s lists the window’s transfers newest first, typed in the page’s language', async (base, path, swap) => {
    const region = path.split('/')[2]!;
    const genders = base === KINGS ? 'male,both' : 'female,both';
    const data = await readSeasonPeople(base, region, genders, '0');
    const { status, html } = await fetchPage(base + path);
    expect(status).toBe(200);
    const newestFirst = [...data.transfers].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id);
    expect(idsIn(html, 'data-transfer-id')).toEqual(newestFirst.map((transfer) => transfer.id));
    expect(html).toContain(`transfer-type--swap">${swap}</span>`);
    for (const transfer of data.transfers) expect(html).toContain(escapeHtml(fullName(transfer.player)));
    // A player who left the league has no page to link to; everyone else is linked.
    const listed = new Set(data.players.map((player) => player.id));
    for (const transfer of data.transfers) {
      const row = new RegExp(`data-transfer-id="${transfer.id}"[^>]*>([\\s\\S]*?)</tr>`).exec(html)?.[1] ?? '';
      const linked = row.includes('<th scope="row"><a href=');
      expect(linked, String(transfer.player.id)).toBe(listed.has(transfer.player.id));
    }
  });

  it.each([
    [KINGS, '/fr/espana/mercato-transfers'],
    [KINGS, '/de/espana/mercato-transfers'],
    [KINGS, '/en/americas/mercato-transfers'],
    [KINGS, '/es/italia/mercato-fichajes'],
    [KINGS, '/en/world-cup/mercato-transfers'],
  ])('%s%s does not exist (English and Spanish only, where the region has one)', async (base, path) => {
    expect((await fetchPage(base + path)).status).toBe(404);
  });
});

describe('join-the-draft', () => {
  it.each([
    [KINGS, '/en/italia/join-the-draft', 'Tryouts', 'https://tryouts.kingsleague.pro/italia'],
    [KINGS, '/it/italia/join-the-draft', 'Provini', 'https://tryouts.kingsleague.pro/italia'],
    [KINGS, '/es/espana/join-the-draft', 'Apúntate al draft', 'https://draft.kingsleague.pro/espana'],
    [QUEENS, '/en/espana/join-the-draft', 'Join the draft', 'https://draft.queensleague.pro/espana'],
  ])('%s%s explains how to apply and links to the league’s own form', async (base, path, heading, form) => {
    const { status, html } = await fetchPage(base + path);
    expect(status).toBe(200);
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toContain(`href="${form}"`);
    expect(html).not.toMatch(/<form[^>]*method="post"/i);
  });

  it.each([
    [KINGS, '/en/americas/join-the-draft'],
    [KINGS, '/en/brazil/join-the-draft'],
    [KINGS, '/en/germany/join-the-draft'],
    [QUEENS, '/en/americas/join-the-draft'],
  ])('%s%s is a 404 where the sign-up is not open', async (base, path) => {
    expect((await fetchPage(base + path)).status).toBe(404);
  });

  it('appears in Italy’s menu as the tryouts, and in no menu where it is closed', async () => {
    expect((await fetchPage(`${KINGS}/en/italia`)).html).toContain('href="/en/italia/join-the-draft"');
    expect((await fetchPage(`${KINGS}/en/americas`)).html).not.toContain('join-the-draft');
  });
});

describe('edition-wide pages', () => {
  it('shows a player of any region on the edition-wide page, with links into their region', async () => {
    const data = await readSeasonPeople(KINGS, 'americas', 'male,both', '5');
    const player = data.players.find((candidate) => candidate.teamId)!;
    const team = data.teams.find((candidate) => candidate.id === player.teamId)!;
    const path = buildPath('player', 'en', { playerId: String(player.id), playerName: slugify(fullName(player)) });
    const { status, html } = await fetchPage(KINGS + path);
    expect(status).toBe(200);
    expect(html).toContain(escapeHtml(player.lastName));
    expect(fact(html, 'league')).toBe('Kings League Americas');
    expect(fact(html, 'team')).toContain(`href="/en/americas/teams/${team.id}-${slugify(team.name)}"`);
    expect(html).toContain(`<link rel="canonical" href="https://kingsleague.pro${path}"/>`);
  });

  it('answers 404 for an unknown id and 301 for a wrong name, staying edition-wide', async () => {
    expect((await fetchPage(`${KINGS}/en/players/987654321-nobody`)).status).toBe(404);
    const data = await readSeasonPeople(QUEENS, 'espana', 'female,both', '4,6');
    const player = data.players[0]!;
    const response = await fetch(`${QUEENS}/es/jugadores/${player.id}-wrong-name`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location')!, QUEENS).pathname).toBe(`/es/jugadores/${player.id}-${slugify(fullName(player))}`);
    expect((await fetchPage(`${QUEENS}/es/jugadores/${player.id}-${slugify(fullName(player))}`)).status).toBe(200);
  });

  it('lists the legends of every league under its own heading, and only in the men’s edition', async () => {
    const { status, html } = await fetchPage(`${KINGS}/en/legends`);
    expect(status).toBe(200);
    const spain = await readSeasonPeople(KINGS, 'espana', 'male,both', '3,6');
    const americas = await readSeasonPeople(KINGS, 'americas', 'male,both', '5');
    const shown = rowsIn(html).map((row) => row.playerId);
    for (const legend of [...spain.legends, ...americas.legends]) expect(shown).toContain(legend.id);
    expect(html).toContain('<h2 id="legends-espana-heading">Spain</h2>');
    expect(html).toContain(`href="/en/espana/players/${spain.legends[0]!.id}-${slugify(fullName(spain.legends[0]!))}"`);
    expect((await fetchPage(`${QUEENS}/en/legends`)).status).toBe(404);
  });
});

describe('bad filter input', () => {
  it.each([
    ['/en/espana/draft-players?role=striker', 400],
    ['/en/espana/draft-players?team=abc', 400],
    ['/en/espana/draft-players?team=&role=', 200],
    ['/en/espana/draft-players?team=999999', 200],
    ['/en/espana/players/12-%22onmouseover', 404],
  ])('%s answers %i', async (path, expected) => {
    expect((await fetchPage(KINGS + path)).status).toBe(expected);
  });
});
