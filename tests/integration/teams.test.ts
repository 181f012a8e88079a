// The teams list and the team pages on the built Worker, compared with the demo league's own
// answers: every real team with its president, and a team's squad, staff, matches and rankings,
// season by season, in several regions, editions and languages; 404s, redirects and a league
// that cannot be reached.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatOrdinal } from '../../src/lib/competition/rules/ordinals';
import { formatKickoff } from '../../src/lib/i18n/format-date';
import { fullName } from '../../src/lib/people/person-name';
import { slugify } from '../../src/lib/text/slugify';
import { escapeHtml, fetchPage, readJson, readMatchCentre, sliceRows } from '../support/league-data';
import { escapeRegExp } from '../../src/lib/text/escape-reg-exp';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');
const API = '/api/v1/competition';
const PLACEHOLDER_IDS = [58, 63, 64, 65, 66];

type Person = { id: number; firstName: string; lastName: string; role: string };
type ApiTeam = { id: number; name: string; gender: string; isPlaceholder: boolean; firstColorHEX?: string; staffs?: Person[] };
type ApiSeason = {
  id: number; name: string; competitionId: number; competition: { gender: string; visible: boolean };
  phases?: { groups: { turns: { id: number; name: string }[] }[] }[];
};
type ApiPlayer = Person & { jersey?: number | null; category?: string | null };
type ApiMatch = {
  id: number; date: string; status: string; turnId: number;
  participants: { homeTeam?: { name: string }; awayTeam?: { name: string } };
  scores: { homeScore?: number | null; awayScore?: number | null };
};
type ApiRanking = { parameter: { code: string }; total: number; totalAvg?: number | null; ranking: number };

const api = <T>(base: string, path: string) => readJson<T>(base + API + path);

const teamRows = (html: string) => sliceRows(html, /<li class="card team-card" data-team-id="/, '</li>');
const playerRows = (html: string) => sliceRows(html, /<li class="squad-player" data-player-id="/, '</li>');
const matchRows = (html: string) => sliceRows(html, /<li class="mc [^"]*" data-match-id="/, '</li>');
const idsOf = (rows: string[], attribute: string) => rows.map((row) => Number(new RegExp(`${attribute}="(\\d+)"`).exec(row)?.[1]));

const CASES = [
  {
    name: 'kings, Spain, English', base: KINGS, region: 'espana', lang: 'en', tag: 'en-GB', timeZone: 'Europe/Madrid',
    genders: ['male', 'both'], teamsWord: 'teams', matchesWord: 'matches', playersWord: 'players',
    heading: 'Teams', squad: 'Squad', notFound: 'Team not found',
  },
  {
    name: 'kings, Americas, Spanish', base: KINGS, region: 'americas', lang: 'es', tag: 'es-ES', timeZone: 'America/Mexico_City',
    genders: ['male', 'both'], teamsWord: 'equipos', matchesWord: 'partidos', playersWord: 'jugadores',
    heading: 'Equipos', squad: 'Plantilla', notFound: 'Equipo no encontrado',
  },
  {
    name: 'queens, Spain, French', base: QUEENS, region: 'espana', lang: 'fr', tag: 'fr-FR', timeZone: 'Europe/Madrid',
    genders: ['female', 'both'], teamsWord: 'equipes', matchesWord: 'matchs', playersWord: 'joueurs',
    heading: 'Équipes', squad: 'Effectif', notFound: 'Équipe introuvable',
  },
] as const;

describe.each(CASES)('$name', (c) => {
  const listPath = `/${c.lang}/${c.region}/${c.teamsWord}`;
  const teamPath = (team: { id: number; name: string }) => `${listPath}/${team.id}-${slugify(team.name)}`;
  let seasonId: number;
  let teams: ApiTeam[];

  beforeAll(async () => {
    const { season } = await readMatchCentre(c.base, c.region, c.lang);
    seasonId = season!.id;
    teams = (await api<ApiTeam[]>(c.base, `/seasons/${seasonId}/teams`))
      .filter((team) => !team.isPlaceholder && !PLACEHOLDER_IDS.includes(team.id));
    expect(teams.length).toBeGreaterThan(0);
  });

  describe('the teams list', () => {
    it('shows every team of the current season, no placeholders, each with its president and crest, linked to its page', async () => {
      const { status, html } = await fetchPage(c.base + listPath);
      expect(status).toBe(200);
      expect(html).toContain(`<h1>${c.heading}</h1>`);
      const rows = teamRows(html);
      expect(idsOf(rows, 'data-team-id').sort((a, b) => a - b)).toEqual(teams.map((team) => team.id).sort((a, b) => a - b));
      for (const id of PLACEHOLDER_IDS) expect(html).not.toContain(`data-team-id="${id}"`);
      for (const team of teams) {
        const row = rows.find((candidate) => candidate.includes(`data-team-id="${team.id}"`))!;
        expect(row).toContain(`href="${teamPath(team)}"`);
        expect(row).toContain(`>${escapeHtml(team.name)}<`);
        const staffs = await api<Person[]>(c.base, `/teams/${team.id}/season-data/${seasonId}/staffs`);
        const president = staffs.find((staff) => staff.role === 'president');
        expect(president, `president of ${team.name}`).toBeDefined();
        expect(row).toContain(escapeHtml(fullName(president!)));
        // The demo's clubs have no crest file: the crest is drawn inline in the club's colours.
        expect(team.firstColorHEX, `colours of ${team.name}`).toMatch(/^#[0-9a-f]{6}$/i);
        expect(row).toMatch(new RegExp(`<svg class="team-card__crest"[^>]*data-crest="${team.id}".*?fill="${team.firstColorHEX}"`, 'i'));
        expect(row).toMatch(/style="background-color:#[0-9a-f]{6};border-color:#[0-9a-f]{6}"/);
      }
    });
  });

  describe('a team page', () => {
    let team: ApiTeam;
    let html: string;

    beforeAll(async () => {
      team = teams[0]!;
      const page = await fetchPage(c.base + teamPath(team));
      expect(page.status).toBe(200);
      html = page.html;
    });

    it('has the team’s name, its president and staff in the hero of its colours', async () => {
      const staffs = await api<Person[]>(c.base, `/teams/${team.id}/season-data/${seasonId}/staffs`);
      expect(html).toContain(`<h1 id="team-name">${escapeHtml(team.name)}</h1>`);
      // Titled with its own name, as a visitor searches for it.
      expect(html).toMatch(new RegExp(`<title>${escapeRegExp(escapeHtml(team.name))} \\| `));
      expect(html).toContain(`<span aria-current="page">${escapeHtml(team.name)}</span>`);
      expect(html).toMatch(/<section class="team-hero" style="background-color:#[0-9a-f]{6};color:#(?:000000|ffffff);/);
      expect(staffs.length).toBeGreaterThan(1);
      for (const staff of staffs) expect(html).toMatch(new RegExp(`data-staff-id="${staff.id}"><dt>[^<]+</dt><dd>${escapeHtml(fullName(staff))}</dd>`));
    });

    it('lists the season’s squad by role with shirt numbers and categories, linked to the players’ pages', async () => {
      const players = await api<ApiPlayer[]>(c.base, `/teams/${team.id}/season-data/${seasonId}/players`);
      expect(html).toContain(`>${c.squad}</h2>`);
      const rows = playerRows(html);
      expect(idsOf(rows, 'data-player-id').sort((a, b) => a - b)).toEqual(players.map((player) => player.id).sort((a, b) => a - b));
      for (const player of players) {
        const row = rows.find((candidate) => candidate.includes(`data-player-id="${player.id}"`))!;
        expect(row).toContain(`href="/${c.lang}/${c.region}/${c.playersWord}/${player.id}-${slugify(fullName(player))}"`);
        expect(row).toContain(`>${escapeHtml(fullName(player))}</a>`);
        if (player.jersey != null) expect(row).toContain(`<span aria-hidden="true">${player.jersey}</span>`);
        if (player.category) expect(row).toContain(`squad-player__category--${player.category}`);
      }
      // Shirt numbers and categories are checked above only where a player has them: some must.
      expect(players.some((player) => player.jersey != null)).toBe(true);
      expect(players.some((player) => player.category)).toBe(true);
      // Goalkeepers first.
      const firstKeeper = players.find((player) => player.role === 'goalkeeper')!;
      expect(rows.findIndex((row) => row.includes(`data-player-id="${firstKeeper.id}"`))).toBeLessThan(
        rows.findIndex((row) => row.includes(`data-player-id="${players.find((p) => p.role === 'forward')!.id}"`)),
      );
    });

    it('lists the season’s matches in date order, linked to their pages, with scores and kick-off in the region’s zone', async () => {
      const matches = await api<ApiMatch[]>(c.base, `/teams/${team.id}/season-data/${seasonId}/matches`);
      const rows = matchRows(html);
      expect(idsOf(rows, 'data-match-id')).toEqual(matches.map((match) => match.id));
      const dayAgo = Date.now() - 24 * 3600_000;
      let checkedScores = 0;
      for (const match of matches) {
        const row = rows.find((candidate) => candidate.includes(`data-match-id="${match.id}"`))!;
        const home = slugify(match.participants.homeTeam!.name);
        const away = slugify(match.participants.awayTeam!.name);
        expect(row).toContain(`href="/${c.lang}/${c.region}/${c.matchesWord}/${match.id}-${home}-vs-${away}"`);
        expect(row).toContain(`<time dateTime="${match.date}">${formatKickoff(match.date, c.lang, c.timeZone)}</time>`);
        // Matches of earlier matchdays cannot change while the test reads them.
        if (Date.parse(match.date) < dayAgo && match.status.startsWith('ended')) {
          expect(row).toContain(`${match.scores.homeScore}–${match.scores.awayScore}`);
          expect(row).toContain('class="badge badge--ended"');
          checkedScores++;
        }
      }
      expect(checkedScores).toBeGreaterThan(0);
    });

    it('names each match’s matchday in the page’s language, as the season tree in that language does', async () => {
      const matches = await api<ApiMatch[]>(c.base, `/teams/${team.id}/season-data/${seasonId}/matches`);
      const season = await api<ApiSeason>(c.base, `/seasons/${seasonId}?lang=${c.lang}`);
      const turns = new Map((season.phases ?? []).flatMap((phase) => phase.groups.flatMap((group) => group.turns.map((turn) => [turn.id, turn.name]))));
      const rows = matchRows(html);
      expect(matches.length).toBeGreaterThan(0);
      for (const match of matches) {
        const row = rows.find((candidate) => candidate.includes(`data-match-id="${match.id}"`))!;
        expect(turns.get(match.turnId), `turn ${match.turnId} in the season tree`).toBeDefined();
        expect(row).toContain(`<span>${escapeHtml(turns.get(match.turnId)!)}</span>`);
      }
      if (c.lang !== 'es') expect(html).not.toContain('Jornada');
    });

    it('shows the season’s rankings with totals and localized ordinal ranks', async () => {
      const rankings = await api<ApiRanking[]>(c.base, `/teams/${team.id}/season-data/${seasonId}/stats`);
      expect(rankings.length).toBeGreaterThan(0);
      const number = new Intl.NumberFormat(c.tag, { maximumFractionDigits: 2 });
      for (const ranking of rankings) {
        const row = new RegExp(`<tr data-stat-code="${ranking.parameter.code}">(.*?)</tr>`).exec(html)?.[1];
        expect(row, ranking.parameter.code).toBeDefined();
        expect(row).toContain(`<td>${number.format(ranking.total)}</td>`);
        expect(row).toContain(`<td>${escapeHtml(formatOrdinal(ranking.ranking, c.lang))}</td>`);
      }
    });

    it('is a 404 with “Team not found” for an unknown team and for placeholders', async () => {
      for (const path of [`${listPath}/987654321-nobody`, `${listPath}/58-tbd`, `/${c.lang}/${c.teamsWord}/63-tbd`]) {
        const { status, html: page } = await fetchPage(c.base + path);
        expect(status, path).toBe(404);
        expect(page, path).toContain(`<h1 id="not-found-title">${escapeHtml(c.notFound)}</h1>`);
      }
    });

    it('sends a wrong name slug, a padded id or the id alone to the canonical path with a 301, keeping the season asked for', async () => {
      const response = await fetch(`${c.base}${listPath}/${team.id}-not-the-name?season=${seasonId}`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      const location = new URL(response.headers.get('location')!, c.base);
      expect(location.pathname + location.search).toBe(`${teamPath(team)}?season=${seasonId}`);
      const padded = await fetch(`${c.base}${listPath}/00${team.id}-${slugify(team.name)}`, { redirect: 'manual' });
      expect(padded.status).toBe(301);
      expect(new URL(padded.headers.get('location')!, c.base).pathname).toBe(teamPath(team));
      const bare = await fetch(`${c.base}${listPath}/${team.id}`, { redirect: 'manual' });
      expect(bare.status).toBe(301);
      expect(new URL(bare.headers.get('location')!, c.base).pathname).toBe(teamPath(team));
    });
  });
});

describe('the season picker', () => {
  let team: ApiTeam;
  let other: ApiSeason;
  const pathOf = (suffix = '') => `/en/espana/teams/${team.id}-${slugify(team.name)}${suffix}`;

  beforeAll(async () => {
    const { season } = await readMatchCentre(KINGS, 'espana', 'en');
    const teams = await api<ApiTeam[]>(KINGS, `/seasons/${season!.id}/teams`);
    for (const candidate of teams) {
      const seasons = (await api<ApiSeason[]>(KINGS, `/teams/${candidate.id}/seasons`))
        .filter((s) => s.competition.visible && s.competition.gender !== 'female' && s.id !== season!.id);
      if (seasons[0]) {
        team = candidate;
        other = seasons[0];
        return;
      }
    }
    throw new Error('no Spanish team has played two seasons');
  });

  it('links every season, the shown one marked current', async () => {
    const { html } = await fetchPage(KINGS + pathOf());
    expect(html).toMatch(new RegExp(`<a href="${pathOf(`\\?season=${other.id}`)}" data-season-id="${other.id}">`));
    expect(html).toMatch(/<a href="[^"?]+" aria-current="page" data-season-id="\d+">/);
  });

  it('shows another season’s squad and matches with ?season=', async () => {
    const [players, matches] = await Promise.all([
      api<ApiPlayer[]>(KINGS, `/teams/${team.id}/season-data/${other.id}/players`),
      api<ApiMatch[]>(KINGS, `/teams/${team.id}/season-data/${other.id}/matches`),
    ]);
    const { status, html } = await fetchPage(KINGS + pathOf(`?season=${other.id}`));
    expect(status).toBe(200);
    expect(html).toContain(`aria-current="page" data-season-id="${other.id}"`);
    expect(idsOf(playerRows(html), 'data-player-id').sort((a, b) => a - b)).toEqual(players.map((p) => p.id).sort((a, b) => a - b));
    expect(idsOf(matchRows(html), 'data-match-id')).toEqual(matches.map((match) => match.id));
    // The canonical address is the team's, whatever the season shown.
    expect(html).toContain(`<link rel="canonical" href="https://kingsleague.pro${pathOf()}"/>`);
  });

  it('shows the default season, calmly, for a season the team never played', async () => {
    const [asked, plain] = await Promise.all([fetchPage(KINGS + pathOf('?season=999999')), fetchPage(KINGS + pathOf())]);
    expect(asked.status).toBe(200);
    expect(asked.html).toContain('<p class="empty-state" role="status">This team did not play that season');
    expect(idsOf(matchRows(asked.html), 'data-match-id')).toEqual(idsOf(matchRows(plain.html), 'data-match-id'));
  });

  it('refuses a malformed season before rendering', async () => {
    expect((await fetchPage(KINGS + pathOf('?season=abc'))).status).toBe(400);
  });
});

describe('the league-wide team page', () => {
  it('shows the team with links and kick-offs of the region it plays in', async () => {
    const { season } = await readMatchCentre(KINGS, 'americas', 'en');
    const team = (await api<ApiTeam[]>(KINGS, `/seasons/${season!.id}/teams`))[0]!;
    const matches = await api<ApiMatch[]>(KINGS, `/teams/${team.id}/season-data/${season!.id}/matches`);
    const { status, html } = await fetchPage(`${KINGS}/en/teams/${team.id}-${slugify(team.name)}`);
    expect(status).toBe(200);
    expect(html).toContain(`<h1 id="team-name">${escapeHtml(team.name)}</h1>`);
    expect(html).toMatch(/href="\/en\/americas\/players\/\d+-[a-z0-9-]+"/);
    const first = matches[0]!;
    expect(html).toContain(`href="/en/americas/matches/${first.id}-`);
    expect(html).toContain(`<time dateTime="${first.date}">${formatKickoff(first.date, 'en', 'America/Mexico_City')}</time>`);
    expect(html).toContain('"@type":"SportsTeam"');
  });

  it('has no match links for a competition without match pages (section 5)', async () => {
    const clusters = await api<{ seasons: ApiSeason[] }[]>(KINGS, '/season-clusters?genders=male,both&competitions=8');
    const season = clusters.flatMap((cluster) => cluster.seasons).find((s) => s.competitionId === 8)!;
    const team = (await api<ApiTeam[]>(KINGS, `/seasons/${season.id}/teams`))[0]!;
    const { status, html } = await fetchPage(`${KINGS}/en/teams/${team.id}-${slugify(team.name)}?season=${season.id}`);
    expect(status).toBe(200);
    expect(matchRows(html).length).toBeGreaterThan(0);
    expect(html).not.toMatch(/href="\/en\/[a-z-]+\/matches\//);
  });

  it('sends a wrong slug to the league-wide canonical path', async () => {
    const response = await fetch(`${KINGS}/de/mannschaften/2-falsch`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    const team = await api<ApiTeam>(KINGS, '/teams/2');
    expect(new URL(response.headers.get('location')!, KINGS).pathname).toBe(`/de/mannschaften/2-${slugify(team.name)}`);
  });

  it('is the only team page of king-of-kings, which has no team section (section 5)', async () => {
    const clusters = await api<{ seasons: ApiSeason[] }[]>(KINGS, '/season-clusters?genders=male,both&competitions=0');
    const season = clusters.flatMap((cluster) => cluster.seasons)[0]!;
    const team = (await api<ApiTeam[]>(KINGS, `/seasons/${season.id}/teams`))[0]!;
    const slug = `${team.id}-${slugify(team.name)}`;
    expect((await fetchPage(`${KINGS}/en/king-of-kings/teams/${slug}`)).status).toBe(404);
    const { status, html } = await fetchPage(`${KINGS}/en/teams/${slug}`);
    expect(status).toBe(200);
    expect(html).toMatch(/href="\/en\/players\/\d+-/);
  });

  it('has no page for a team of the other edition', async () => {
    const team = await api<ApiTeam>(KINGS, '/teams/2');
    expect(team.gender).toBe('male');
    const { status, html } = await fetchPage(`${QUEENS}/en/teams/2-${slugify(team.name)}`);
    expect(status).toBe(404);
    expect(html).toContain('Team not found');
  });
});
