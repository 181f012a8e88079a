// The matches page on the built Worker: the matchday being played, or the one the URL asks for,
// with the demo league's matches in the HTML; the team filter; bad and unknown input.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PLACEHOLDER_TEAM_IDS } from '../../src/lib/competition/rules/season-quirks';
import { currentTurn, escapeHtml, fetchPage, readMatchCentre, sliceRows, type MatchCentre } from '../support/league-data';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');

const fixtureRows = (html: string) => sliceRows(html, /<li class="mc /, '</li>');
const heading = (html: string) => /<h2 id="matches-turn-heading">([^<]*)<\/h2>/.exec(html)?.[1];

describe.each([
  { edition: 'kings', base: KINGS, path: '/en/espana/matches', region: 'espana', lang: 'en' },
  { edition: 'kings', base: KINGS, path: '/es/americas/partidos', region: 'americas', lang: 'es' },
  { edition: 'kings', base: KINGS, path: '/fr/france/matchs', region: 'france', lang: 'fr' },
  { edition: 'queens', base: QUEENS, path: '/ar/espana/matches', region: 'espana', lang: 'ar' },
])('$edition $path', ({ base, path, region, lang }) => {
  let centre: MatchCentre;
  beforeAll(async () => {
    centre = await readMatchCentre(base, region, lang);
  });

  it('answers 200 with the matchday being played and its teams in the HTML', async () => {
    const { status, html } = await fetchPage(base + path);
    expect(status).toBe(200);
    const turn = currentTurn(centre);
    expect(heading(html)).toBe(escapeHtml(turn.name));
    expect(turn.matches.length).toBeGreaterThan(0);
    expect(fixtureRows(html)).toHaveLength(turn.matches.length);
    for (const match of turn.matches) {
      expect(html).toContain(`data-match-id="${match.id}"`);
      expect(html).toContain(escapeHtml(match.homeTeam?.name ?? '—'));
      expect(html).toContain(escapeHtml(match.awayTeam?.name ?? '—'));
    }
  });

  it('shows the matchday the URL asks for, and the default for an unknown one', async () => {
    const first = centre.turns[0]!;
    const asked = await fetchPage(`${base}${path}?turn=${first.id}`);
    expect(asked.status).toBe(200);
    expect(heading(asked.html)).toBe(escapeHtml(first.name));
    const shown = fixtureRows(asked.html).map((row) => Number(/data-match-id="(\d+)"/.exec(row)?.[1]));
    expect(shown.sort((a, b) => a - b)).toEqual(first.matches.map((match) => match.id).sort((a, b) => a - b));
    const unknown = await fetchPage(`${base}${path}?turn=999999`);
    expect(unknown.status).toBe(200);
    expect(heading(unknown.html)).toBe(escapeHtml(currentTurn(centre).name));
  });

  it('keeps only the chosen team’s matches', async () => {
    const turn = centre.turns[0]!;
    const team = turn.matches[0]!.homeTeam!;
    const { status, html } = await fetchPage(`${base}${path}?turn=${turn.id}&team=${team.id}`);
    expect(status).toBe(200);
    const rows = fixtureRows(html);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(turn.matches.length);
    for (const row of rows) expect(row).toContain(escapeHtml(team.name));
  });
});

describe('links to the match pages', () => {
  it('links every match of a competition with match pages, with the teams’ slugs', async () => {
    const { html } = await fetchPage(`${KINGS}/en/espana/matches`);
    const rows = fixtureRows(html);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/href="\/en\/espana\/matches\/\d+-[a-z0-9-]+-vs-[a-z0-9-]+"/);
  });

  it('links no match whose sides are not drawn yet, and every other match of its matchday', async () => {
    const centre = await readMatchCentre(KINGS, 'espana', 'en');
    const undrawn = (match: MatchCentre['turns'][number]['matches'][number]) => [match.homeTeam?.id, match.awayTeam?.id].some((id) => id === undefined || PLACEHOLDER_TEAM_IDS.includes(id as (typeof PLACEHOLDER_TEAM_IDS)[number]));
    const turn = centre.turns.find((candidate) => candidate.matches.some(undrawn) && candidate.matches.some((match) => !undrawn(match)))
      ?? centre.turns.find((candidate) => candidate.matches.some(undrawn));
    expect(turn, 'a playoff matchday not drawn yet').toBeDefined();
    const { html } = await fetchPage(`${KINGS}/en/espana/matches?turn=${turn!.id}`);
    const rows = fixtureRows(html);
    expect(rows).toHaveLength(turn!.matches.length);
    for (const match of turn!.matches) {
      const row = rows.find((candidate) => candidate.includes(`data-match-id="${match.id}"`));
      expect(row, String(match.id)).toBeDefined();
      if (undrawn(match)) expect(row, String(match.id)).not.toContain('href="/en/espana/matches/');
      else expect(row, String(match.id)).toMatch(/href="\/en\/espana\/matches\/\d+-/);
    }
  });

  it('links none where the competition has no match pages (the club world cup, competition 8)', async () => {
    const { status, html } = await fetchPage(`${KINGS}/en/world-cup/matches`);
    expect(status).toBe(200);
    expect(fixtureRows(html).length).toBeGreaterThan(0);
    expect(html).not.toMatch(/href="\/en\/world-cup\/matches\/\d+-/);
  });
});

describe('the picker without script', () => {
  it('is a GET form to the page itself with the matchdays and the season’s real teams', async () => {
    const centre = await readMatchCentre(KINGS, 'espana', 'en');
    const opening = centre.turns[0]!.matches.flatMap((match) => [match.homeTeamId, match.awayTeamId]);
    const { html } = await fetchPage(`${KINGS}/en/espana/matches`);
    expect(html).toMatch(/<form class="filter-panel matches-filter"[^>]*action="\/en\/espana\/matches" method="get"/);
    expect(html).toMatch(/<select id="matches-turn" name="turn"/);
    const teamOptions = [...(/<select id="matches-team"[\s\S]*?<\/select>/.exec(html)?.[0] ?? '').matchAll(/<option value="(\d*)"/g)];
    expect(teamOptions[0]?.[1]).toBe('');
    expect(teamOptions.length).toBe(new Set(opening).size + 1);
    expect(html).not.toMatch(/<option value="\d+">TBD<\/option>/);
  });

  it('accepts the empty team a form without script sends', async () => {
    expect((await fetchPage(`${KINGS}/en/espana/matches?turn=22&team=`)).status).toBe(200);
  });
});

describe('pages that do not exist, and bad input', () => {
  it.each([
    ['/en/king-of-kings/matches', 404],
    ['/en/atlantis/matches', 404],
    ['/en/espana/matches?turn=abc', 400],
    ['/en/espana/matches?team=4x', 400],
    ['/en/espana/matches?turn=%3Cscript%3E', 400],
  ])('%s answers %i', async (path, expected) => {
    expect((await fetchPage(KINGS + path)).status).toBe(expected);
  });

  it('answers 404 for the women’s edition where the region does not exist', async () => {
    expect((await fetchPage(`${QUEENS}/en/france/matches`)).status).toBe(404);
  });
});
