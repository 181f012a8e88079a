// The site search from the built worker: the results page as a form without script submits it,
// the header's box on every page, the home pages' WebSite search action, and the suggest endpoint
// with good words, bad ones and too many of them.
import { describe, expect, inject, it } from 'vitest';
import type { EditionId } from '../../src/config/editions';
import { SEARCH } from '../../src/config/search';
import { slugify } from '../../src/lib/text/slugify';
import { escapeHtml, fetchPage as page } from '../support/league-data';

const BASE: Record<EditionId, string> = { kings: inject('kingsUrl'), queens: inject('queensUrl') };

type Suggestions = { query: string; hits: { kind: string; name: string; detail: string; href: string; image?: string; colours?: string }[] };
type Team = { id: number; name: string; staffs: { firstName: string; lastName: string; role: string }[]; logo?: { url: string }; firstColorHEX?: string; secondColorHEX?: string };

let clients = 0;
/** Each call its own client address, so the rate limit of one test never answers another's. */
async function suggest(edition: EditionId, query: string, client = `192.0.2.${(clients += 1) % 250}`): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${BASE[edition]}/api/search?${query}`, { headers: { 'cf-connecting-ip': client } });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** The region's current teams as the league's API gives them. */
async function currentTeams(edition: EditionId, region: string): Promise<Team[]> {
  const live = (await (await fetch(`${BASE[edition]}/api/live/match-centre?region=${region}&lang=en`)).json()) as { season: { id: number } };
  return (await (await fetch(`${BASE[edition]}/api/v1/competition/seasons/${live.season.id}/teams`)).json()) as Team[];
}

/** The region's current players as the league's API gives them. */
async function currentPlayers(edition: EditionId, region: string): Promise<{ id: number; firstName: string; lastName: string }[]> {
  const live = (await (await fetch(`${BASE[edition]}/api/live/match-centre?region=${region}&lang=en`)).json()) as { season: { id: number } };
  return (await (await fetch(`${BASE[edition]}/api/v1/competition/seasons/${live.season.id}/players?lang=en`)).json()) as { id: number; firstName: string; lastName: string }[];
}

const plain = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** A name with a five-letter word, as a visitor types it: that word one letter short ("soler" → "solr"). */
function typedOneShort(name: string): string | undefined {
  const words = name.split(' ').map(plain);
  const at = words.findLastIndex((word) => /^\p{L}{5}$/u.test(word));
  if (at < 0) return undefined;
  return words.map((word, index) => (index === at ? word.slice(0, 3) + word.slice(4) : word)).join(' ');
}

const resultLinks = (html: string) => [...html.matchAll(/<a class="search-hit" href="([^"]+)"/g)].map((found) => found[1]);

describe('the results page without script', () => {
  it.each([
    ['kings', 'en', '/en/search', '/en/espana/teams/'],
    ['kings', 'es', '/es/buscar', '/es/espana/equipos/'],
    ['queens', 'ar', '/ar/search', '/ar/espana/teams/'],
    ['queens', 'de', '/de/suche', '/de/espana/mannschaften/'],
  ] as const)('%s %s: a team found by its name without accents, typed one letter short, first', async (edition, _lang, path, teamPath) => {
    const [team] = (await currentTeams(edition, 'espana')).filter((candidate) => /[áéíóú]/i.test(candidate.name) && candidate.name.split(' ').some((word) => word.length >= 7));
    expect(team, 'a team with an accented long word').toBeDefined();
    const word = team!.name.split(' ').find((part) => part.length >= 7)!;
    const typed = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().slice(0, -2) + word.slice(-1).toLowerCase();
    const { status, html } = await page(`${BASE[edition]}${path}?q=${encodeURIComponent(typed)}&region=espana`);
    expect(status).toBe(200);
    expect(resultLinks(html)[0]).toMatch(new RegExp(`^${teamPath}${team!.id}-`));
    expect(html).toContain(escapeHtml(team!.name));
  });

  it('finds a team by its president', async () => {
    const [team] = await currentTeams('kings', 'espana');
    const president = team!.staffs.find((staff) => staff.role === 'president');
    expect(president).toBeDefined();
    const { html } = await page(`${BASE.kings}/en/search?q=${encodeURIComponent(`${president!.lastName} ${president!.firstName}`)}`);
    expect(resultLinks(html)).toContain(`/en/espana/teams/${team!.id}-${slugify(team!.name)}`);
  });

  it.each([
    ['nothing', ''],
    ['201 characters', 'a'.repeat(201)],
    ['a control character', 'jose%00'],
    ['markup', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['a script no name uses', encodeURIComponent('中文名字')],
  ])('answers %s with a calm 200 and no results', async (_what, query) => {
    const { status, html } = await page(`${BASE.kings}/en/search?q=${query}`);
    expect(status).toBe(200);
    expect(resultLinks(html)).toEqual([]);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toMatch(/Type the name of a player|Nothing found for/);
  });
});

describe('one tolerance of a typo for every kind of result', () => {
  /** A staff member, a player and a team of Spain, each with a five-letter word in their name. */
  async function namesWithFiveLetterWords(): Promise<{ kind: string; name: string; typed: string }[]> {
    const teams = await currentTeams('kings', 'espana');
    const staff = teams.flatMap((team) => team.staffs).map((person) => `${person.firstName} ${person.lastName}`).find(typedOneShort);
    const player = (await currentPlayers('kings', 'espana')).map((person) => `${person.firstName} ${person.lastName}`).find(typedOneShort);
    const team = teams.map((candidate) => candidate.name).find(typedOneShort);
    const found = [['staff', staff], ['player', player], ['team', team]] as const;
    expect(found.filter(([, name]) => !name), 'a name with a five-letter word of each kind').toEqual([]);
    return found.map(([kind, name]) => ({ kind, name: name!, typed: typedOneShort(name!)! }));
  }

  it('finds a staff member, a player and a team typed one letter short in the suggestions', async () => {
    for (const { kind, name, typed } of await namesWithFiveLetterWords()) {
      const { status, body } = await suggest('kings', `q=${encodeURIComponent(typed)}&lang=en&region=espana`);
      expect(status).toBe(200);
      expect((body as Suggestions).hits.map((hit) => `${hit.kind}: ${hit.name}`), typed).toContain(`${kind}: ${name}`);
    }
  });

  it('finds them on the results page too', async () => {
    for (const { name, typed } of await namesWithFiveLetterWords()) {
      const { status, html } = await page(`${BASE.kings}/en/search?q=${encodeURIComponent(typed)}&region=espana`);
      expect(status).toBe(200);
      expect(resultLinks(html).length, typed).toBeGreaterThan(0);
      expect(html, typed).toContain(escapeHtml(name));
    }
  });
});

describe('the header', () => {
  it.each([
    ['kings', '/en/espana/tables', '/en/search', 'espana'],
    ['queens', '/fr/espana', '/fr/recherche', 'espana'],
    ['kings', '/it', '/it/cerca', undefined],
  ] as const)('%s %s carries a GET search form to %s', async (edition, path, action, region) => {
    const { html } = await page(`${BASE[edition]}${path}`);
    const form = html.match(/<form class="site-search"[^>]*>[\s\S]*?<\/form>/)?.[0] ?? '';
    expect(form).toContain(`action="${action}"`);
    expect(form).toContain('method="get"');
    expect(form).toMatch(/<input id="site-search-q"[^>]*name="q"/);
    if (region) expect(form).toContain(`<input type="hidden" name="region" value="${region}"/>`);
    else expect(form).not.toContain('name="region"');
  });
});

describe('the home pages', () => {
  it.each([
    ['kings', '/en', 'https://kingsleague.pro/en/search?q={search_term_string}'],
    ['queens', '/es/espana', 'https://queensleague.pro/es/buscar?q={search_term_string}'],
  ] as const)('%s %s describe the site and its search as a WebSite with a SearchAction', async (edition, path, template) => {
    const { html } = await page(`${BASE[edition]}${path}`);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((found) => JSON.parse(found[1] ?? '') as Record<string, unknown>);
    const site = blocks.find((block) => block['@type'] === 'WebSite') as { potentialAction: { target: { urlTemplate: string }; 'query-input': string } } | undefined;
    expect(site?.potentialAction.target.urlTemplate.replace(/^https?:\/\/[^/]+/, '')).toBe(template.replace(/^https?:\/\/[^/]+/, ''));
    expect(site?.potentialAction['query-input']).toBe('required name=search_term_string');
  });
});

describe('the suggest endpoint', () => {
  it('answers a few results, each a link to its page with a small picture', async () => {
    const [team] = await currentTeams('kings', 'espana');
    const { status, body, headers } = await suggest('kings', `q=${encodeURIComponent(team!.name.toUpperCase())}&lang=es&region=espana`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    const { hits } = body as Suggestions;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(8);
    expect(hits[0]).toMatchObject({ kind: 'team', name: team!.name, href: expect.stringMatching(new RegExp(`^/es/espana/equipos/${team!.id}-`)) });
    // The demo's clubs have no logo file: the result carries the club's two colours instead.
    const hex = (colour: string | undefined) => `#${(colour ?? '').replace(/^#/, '')}`.toLowerCase();
    expect(hits[0]!.image ?? hits[0]!.colours?.toLowerCase()).toBe(team!.logo?.url ?? `${hex(team!.firstColorHEX)} ${hex(team!.secondColorHEX)}`);
    expect(hits[0]!.detail).toMatch(/^Equipo · España/);
  });

  it.each([
    ['no words', 'q=&lang=en'],
    ['no q at all', 'lang=en'],
    ['201 characters', `q=${'a'.repeat(201)}&lang=en`],
    ['control characters', 'q=%01%02jose&lang=en'],
    ['a script no name uses', `q=${encodeURIComponent('中文名字')}&lang=en`],
  ])('answers %s with an empty list, never an error', async (_what, query) => {
    const { status, body } = await suggest('kings', query);
    expect(status).toBe(200);
    expect((body as Suggestions).hits).toEqual([]);
  });

  it('refuses an unknown language with a 400', async () => {
    expect((await suggest('kings', 'q=brasa&lang=xx')).status).toBe(400);
  });

  it('answers a client past its limit with a clear 429, and others as before', async () => {
    const client = '198.51.100.99';
    const { requests } = SEARCH.rateLimit;
    const statuses: number[] = [];
    // In batches, so the whole allowance is spent well inside one window even on a busy machine.
    for (let batch = 0; batch < requests; batch += 20) {
      const answers = await Promise.all(Array.from({ length: Math.min(20, requests - batch) }, (_, index) => suggest('queens', `q=b${batch + index}&lang=en`, client)));
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses).toEqual(Array.from({ length: requests }, () => 200));
    const refused = await suggest('queens', 'q=brasa&lang=en', client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ error: 'Too many requests' });
    expect((await suggest('queens', 'q=brasa&lang=en', '198.51.100.100')).status).toBe(200);
  });
});
