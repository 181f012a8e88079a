// The tables pages on the built Worker: every group's standings with the demo league's teams in
// order, the legend, the form and the position chart drawn on the server; the KWCC tables only
// for king-of-kings.
import { describe, expect, inject, it } from 'vitest';
import { escapeHtml, fetchPage, readMatchCentre, readStandings, sliceRows } from '../support/league-data';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');

const standingRows = (html: string) => sliceRows(html, /<tr data-team-id="/, '</tr>');

describe.each([
  { edition: 'kings', base: KINGS, path: '/en/espana/tables', region: 'espana', lang: 'en', teamLinkPrefix: '/en/espana/teams/' },
  { edition: 'kings', base: KINGS, path: '/fr/france/classement', region: 'france', lang: 'fr', teamLinkPrefix: '/fr/france/equipes/' },
  { edition: 'kings', base: KINGS, path: '/en/king-of-kings/tables-kwcc', region: 'king-of-kings', lang: 'en', teamLinkPrefix: '/en/teams/' },
  { edition: 'queens', base: QUEENS, path: '/es/americas/clasificacion', region: 'americas', lang: 'es', teamLinkPrefix: '/es/americas/equipos/' },
])('$edition $path', ({ base, path, region, lang, teamLinkPrefix }) => {
  it('answers 200 with every group’s teams in the order of the standings, linked to their pages', async () => {
    const { season } = await readMatchCentre(base, region, lang);
    const groups = await readStandings(base, season!.id, lang);
    const { status, html } = await fetchPage(base + path);
    expect(status).toBe(200);
    expect(groups.length).toBeGreaterThan(0);
    const rows = standingRows(html);
    const expected = groups.flatMap(({ rows: standings }) => standings);
    expect(rows.map((row) => Number(/data-team-id="(\d+)"/.exec(row)?.[1]))).toEqual(expected.map((row) => row.teamId));
    rows.forEach((row, index) => {
      const team = expected[index]!.team!;
      expect(row).toContain(escapeHtml(team.name));
      expect(row).toContain(`href="${teamLinkPrefix}${team.id}-`);
    });
  });

  it('shows every column, the legend, the form and the chart with its table alternative', async () => {
    const { html } = await fetchPage(base + path);
    const rows = standingRows(html);
    for (const row of rows) {
      // Position, team, twelve numbers and the form.
      expect(row.match(/<td/g)?.length).toBe(14);
      const badges = row.match(/class="form-guide__item /g)?.length ?? 0;
      expect(badges).toBeGreaterThan(0);
      expect(badges).toBeLessThanOrEqual(5);
    }
    expect(html).toMatch(/<caption id="group-\d+-standings-caption">/);
    expect(html).toMatch(/<th scope="col" class="standings__num standings__num--points"><abbr title="[^"]+" aria-hidden="true">/);
    expect(html).toContain('class="position-legend"');
    // The legend's colour, for light pages and for dark ones (ADR 024).
    expect(html).toMatch(/standings__position--marked" style="--mark:#[0-9a-f]{6};--mark-dark:#[0-9a-f]{6}"/i);
    const chart = /<svg role="img" aria-labelledby="([^"]+)"[\s\S]*?<\/svg>/.exec(html);
    expect(chart).not.toBeNull();
    expect(chart![0].match(/<polyline /g)?.length).toBe(rows.length);
    expect(chart![0]).toMatch(/<title id="group-\d+-chart-title">/);
    expect(html).toMatch(/<details class="position-chart__data"><summary>[^<]+<\/summary>[\s\S]*?<table class="position-table">/);
  });
});

describe('translated headings', () => {
  it('names the columns in the page’s language', async () => {
    const { html } = await fetchPage(`${KINGS}/fr/france/classement`);
    expect(html).toContain('<abbr title="Buts pour" aria-hidden="true">BP</abbr>');
    expect(html).toContain('<h1>Classement</h1>');
  });

  it('shows the legend’s meaning from the season', async () => {
    const { html } = await fetchPage(`${KINGS}/en/espana/tables`);
    expect(html).toMatch(/Playoff: positions 1–8/);
  });
});

describe('pages that do not exist', () => {
  it.each([
    [KINGS, '/en/espana/tables-kwcc'],
    [KINGS, '/en/king-of-kings/tables'],
    [KINGS, '/en/atlantis/tables'],
    [QUEENS, '/en/espana/tables-kwcc'],
    [QUEENS, '/en/king-of-kings/tables-kwcc'],
  ])('%s%s answers 404', async (base, path) => {
    expect((await fetchPage(base + path)).status).toBe(404);
  });
});
