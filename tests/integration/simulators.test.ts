// The squad and team simulators on the built Worker, fetched as a crawler (or a visitor without
// script) would: the season's pool and the starting state rendered on the server in two languages
// and both editions, shared links rendered in full, the form's presses answered without script,
// broken and stale links kept to their valid part (the league being down is in league-unreachable).
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { EditionId } from '../../src/config/editions';
import { POOL_PAGE_SIZE } from '../../src/lib/simulators/pool-filter';
import { encodeSquadLink } from '../../src/lib/simulators/squad-share-link';
import { encodeTeamLink } from '../../src/lib/simulators/team-share-link';
import { escapeHtml, fetchPage, visibleText } from '../support/league-data';
import { readSeasonPeople, type ApiPlayer, type SeasonPeople } from '../support/people-data';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');

const PATHS = {
  en: { squad: '/en/espana/squad-simulator', team: '/en/espana/team-simulator' },
  es: { squad: '/es/espana/simulador-plantilla', team: '/es/espana/simulador-equipo' },
} as const;
/** Words each page must say, by language and edition: the women's edition speaks of women. */
const WORDS = {
  en: { kings: { pool: 'The season’s players', sign: 'Sign', add: 'Add' }, queens: { pool: 'The season’s players', sign: 'Sign', add: 'Add' } },
  es: {
    kings: { pool: 'Los jugadores de la temporada', sign: 'Fichar', add: 'Añadir' },
    queens: { pool: 'Las jugadoras de la temporada', sign: 'Fichar', add: 'Añadir' },
  },
} as const;

type Case = { edition: EditionId; base: string; lang: 'en' | 'es'; genders: string; competitions: string };
const CASES: Case[] = [
  { edition: 'kings', base: KINGS, lang: 'en', genders: 'male,both', competitions: '3,6' },
  { edition: 'kings', base: KINGS, lang: 'es', genders: 'male,both', competitions: '3,6' },
  { edition: 'queens', base: QUEENS, lang: 'en', genders: 'female,both', competitions: '4,6' },
  { edition: 'queens', base: QUEENS, lang: 'es', genders: 'female,both', competitions: '4,6' },
];

/** A head tag's content, unescaped; undefined when the page has none. */
function metaContent(html: string, key: string, attribute: 'property' | 'name' = 'property'): string | undefined {
  const found = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return found?.[1]?.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

const poolIds = (html: string) => [...html.matchAll(/<li class="pool-row" data-player-id="(\d+)"/g)].map((found) => Number(found[1]));
const squadIds = (html: string) => [...html.matchAll(/<li data-player-id="(\d+)" data-role=/g)].map((found) => Number(found[1]));
/** The players standing on the drawn pitch, in the formation's slot order (the bench left out). */
const pitchIds = (html: string) => {
  const pitch = html.slice(html.indexOf('class="sim-pitch__places"'), html.indexOf('class="sim-bench"'));
  return [...pitch.matchAll(/class="sim-place"[^>]*data-player-id="(\d+)"/g)].map((found) => Number(found[1]));
};
const name = (player: ApiPlayer) => `${player.firstName} ${player.lastName}`;

/** A legal squad of the season: a goalkeeper, two defenders, two midfielders, a forward, no wildcard. */
function legalSix(people: SeasonPeople): ApiPlayer[] {
  const of = (role: string, count: number) => people.players.filter((player) => player.role === role && player.category === 'draft').slice(0, count);
  return [...of('goalkeeper', 1), ...of('defender', 2), ...of('midfielder', 2), ...of('forward', 1)];
}

describe.each(CASES)('$edition in $lang', ({ edition, base, lang, genders, competitions }) => {
  let people: SeasonPeople;
  beforeAll(async () => {
    people = await readSeasonPeople(base, 'espana', genders, competitions);
  });

  it.each(['squad', 'team'] as const)('renders the %s simulator with the pool on the server, strongest first', async (page) => {
    const { status, html } = await fetchPage(base + PATHS[lang][page]);
    expect(status).toBe(200);
    expect(html).toContain(`>${escapeHtml(WORDS[lang][edition].pool)}</h2>`);
    const average = (id: number) => people.players.find((player) => player.id === id)?.metaInformation.average ?? -1;
    const firstPage = poolIds(html);
    expect(firstPage).toHaveLength(POOL_PAGE_SIZE);
    expect(firstPage.map(average)).toEqual([...firstPage.map(average)].sort((a, b) => b - a));
    // "Show more" without script asks for more rows; the whole pool is there to be shown.
    const everyone = poolIds((await fetchPage(`${base}${PATHS[lang][page]}?show=400`)).html);
    expect(everyone.sort((a, b) => a - b)).toEqual(people.players.map((player) => player.id).sort((a, b) => a - b));
    const press = page === 'squad' ? WORDS[lang][edition].sign : WORDS[lang][edition].add;
    const first = firstPage[0]!.toString(36);
    expect(html).toMatch(new RegExp(`<button type="submit" class="sim-button pool-row__act" value="${first}" name="add">${press}<`));
    expect(html).not.toContain('class="sim-notice"');
  });

  it('renders a shared squad in full: its club, its players and their ratings', async () => {
    const club = people.teams.find((team) => !team.isPlaceholder)!;
    const picks = legalSix(people);
    const query = encodeSquadLink({ president: { kind: 'team', teamId: club.id }, picks: picks.map((player) => player.id) });
    const { status, html } = await fetchPage(`${base}${PATHS[lang].squad}?${query}`);
    expect(status).toBe(200);
    expect(squadIds(html)).toHaveLength(6);
    expect(new Set(squadIds(html))).toEqual(new Set(picks.map((player) => player.id)));
    expect(html).toMatch(new RegExp(`id="sim-squad-heading"[^>]*>.*?${escapeHtml(club.name)}</h2>`));
    expect(html).toContain(`<option value="${club.id.toString(36)}" selected="">`);
    expect(html).toContain(`name="p" value="${picks.map((player) => player.id.toString(36)).join('.')}"`);
    for (const player of picks) expect(html).toContain(escapeHtml(name(player)));
    // The preview a chat app draws for the link names the club and its first signings.
    expect(metaContent(html, 'og:title')).toContain(club.name);
    expect(metaContent(html, 'og:title')).toContain('6');
    expect(metaContent(html, 'og:description')).toContain(name(picks[0]!));
    expect(metaContent(html, 'description', 'name')).toBe(metaContent(html, 'og:description'));
  });

  it('renders a shared team in full: the seven on the pitch and its simulated season', async () => {
    const picks = legalSix(people);
    const seventh = people.players.find((player) => player.role === 'midfielder' && !picks.includes(player))!;
    const slots = [picks[0]!, picks[1]!, picks[2]!, picks[3]!, picks[4]!, seventh, picks[5]!].map((player) => player.id);
    const query = encodeTeamLink({ formationId: '2-3-1', slots, bench: [], seed: 99 });
    const first = await fetchPage(`${base}${PATHS[lang].team}?${query}`);
    expect(first.status).toBe(200);
    expect(pitchIds(first.html)).toEqual(slots);
    expect(first.html).toContain('<tr data-visitor="true">');
    expect(first.html).toContain(`${(99).toString(36).toUpperCase()}</span>`);
    expect(metaContent(first.html, 'og:title')).toContain('2-3-1');
    expect(metaContent(first.html, 'og:description')).toContain(name(people.players.find((player) => player.id === slots[0])!));
    // The same link plays the same season.
    const again = await fetchPage(`${base}${PATHS[lang].team}?${query}`);
    const table = (html: string) => html.slice(html.indexOf('<table class="sim-table">'), html.indexOf('</table>'));
    expect(table(again.html)).toBe(table(first.html));
  });
});

describe('links and presses a visitor without script sends', () => {
  let kings: SeasonPeople;
  let queens: SeasonPeople;
  beforeAll(async () => {
    [kings, queens] = await Promise.all([
      readSeasonPeople(KINGS, 'espana', 'male,both', '3,6'),
      readSeasonPeople(QUEENS, 'espana', 'female,both', '4,6'),
    ]);
  });

  it('keeps the valid part of a stale squad link and says what was left out', async () => {
    const [keeper, ...rest] = legalSix(kings);
    const otherEdition = queens.players.find((player) => !kings.players.some((mine) => mine.id === player.id))!;
    const picks = [keeper!.id, otherEdition.id, ...rest.map((player) => player.id)];
    const query = encodeSquadLink({ president: { kind: 'team', teamId: 999_999 }, picks });
    const { status, html } = await fetchPage(`${KINGS}${PATHS.en.squad}?${query}`);
    expect(status).toBe(200);
    expect(new Set(squadIds(html))).toEqual(new Set([keeper!.id, ...rest.map((player) => player.id)]));
    const notice = visibleText(html.slice(html.indexOf('class="sim-notice"'), html.indexOf('</section>', html.indexOf('class="sim-notice"'))));
    expect(notice).toContain('The club in this link does not play this season');
    expect(notice).toContain('1 player in this link is not in this season of Kings League Spain and was left out.');
  });

  it('reads too many players, an unreadable id and another version without a 500', async () => {
    const ids = kings.players.slice(0, 14).map((player) => player.id.toString(36)).join('.');
    for (const [query, words] of [
      [`v=1&p=${ids}`, 'names more players than there are places'],
      ['v=1&p=0zz.1', 'could not be read and were left out'],
      ['v=7&p=1', 'made for another version of the simulator'],
      ['v=1&f=9-9-9&s=1', 'The formation in this link is unknown'],
    ] as const) {
      const path = query.includes('&f=') ? PATHS.en.team : PATHS.en.squad;
      const { status, html } = await fetchPage(`${KINGS}${path}?${query}`);
      expect(status, query).toBe(200);
      expect(visibleText(html), query).toContain(words);
    }
  });

  it('answers markup in a share link with a 400 before anything renders', async () => {
    const response = await fetch(`${KINGS}${PATHS.en.squad}?v=1&c=%3Cscript%3E`, { redirect: 'manual' });
    expect(response.status).toBe(400);
  });

  it('signs, releases and names a club from the form’s presses', async () => {
    const [keeper, defender] = legalSix(kings);
    const [k, d] = [keeper!.id.toString(36), defender!.id.toString(36)];
    const signed = await fetchPage(`${KINGS}${PATHS.en.squad}?v=1&p=${k}&club=own&c=Los+Pibes&add=${d}`);
    expect(squadIds(signed.html)).toEqual([keeper!.id, defender!.id]);
    expect(signed.html).toMatch(/id="sim-squad-heading"[^>]*>.*?Los Pibes<\/h2>/);
    expect(visibleText(signed.html)).toContain(`${name(defender!)} signed. 2 of 12.`);
    const released = await fetchPage(`${KINGS}${PATHS.en.squad}?v=1&p=${k}.${d}&drop=${k}`);
    expect(squadIds(released.html)).toEqual([defender!.id]);
  });

  it('fills the best seven and plays its season from the form', async () => {
    const { status, html } = await fetchPage(`${KINGS}${PATHS.es.team}?v=1&fill=best`);
    expect(status).toBe(200);
    expect(pitchIds(html)).toHaveLength(7);
    expect(html).toContain('<tr data-visitor="true">');
    expect(visibleText(html)).toContain('Tu equipo');
  });
});
