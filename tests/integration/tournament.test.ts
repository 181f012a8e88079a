// The world cups' tournament and tier list, the King of Kings qualifiers and the women's
// Finalissima, fetched from the built worker and compared with what the demo league answers.
import { describe, expect, inject, it } from 'vitest';
import type { EditionId } from '../../src/config/editions';
import type { LocaleCode } from '../../src/config/locales';
import { getIntl } from '../../src/lib/i18n/intl';
import { fetchPage as page, readJson as json, visibleText } from '../support/league-data';

const BASE: Record<EditionId, string> = { kings: inject('kingsUrl'), queens: inject('queensUrl') };
const API = '/api/v1/competition';

type ListedSeason = { id: number; name: string; displayName?: string; competitionId: number; isCurrent: boolean; finished: boolean; finish: string; winnerTeamId?: number };
type Cluster = { seasons: ListedSeason[] };
type FullSeason = ListedSeason & { phases: { type: string; groups: { id: number; hasStandings: boolean; turns: { id: number; name: string }[] }[] }[] };
type TeamRef = { id: number; name: string };
type TurnAnswer = { matches: { id: number; status: string; participants: { homeTeam?: TeamRef; awayTeam?: TeamRef }; scores: { homeScore?: number | null; awayScore?: number | null } }[] };

async function seasonsOf(edition: EditionId, competitions: string): Promise<ListedSeason[]> {
  const genders = edition === 'kings' ? 'male,both' : 'female,both';
  const clusters = await json<Cluster[]>(`${BASE[edition]}${API}/season-clusters?genders=${genders}&competitions=${competitions}`);
  return clusters.flatMap((cluster) => cluster.seasons);
}

const playoffTurns = (season: FullSeason) =>
  season.phases.filter((phase) => phase.type === 'playoff').flatMap((phase) => phase.groups.flatMap((group) => group.turns));

async function bracketOf(edition: EditionId, seasonId: number, lang: LocaleCode) {
  const season = await json<FullSeason>(`${BASE[edition]}${API}/seasons/${seasonId}?lang=${lang}`);
  const turns = playoffTurns(season);
  const final = turns.at(-1);
  const finalTurn = await json<TurnAnswer>(`${BASE[edition]}${API}/turns/${final?.id}?lang=${lang}`);
  return { season, turns, final: finalTurn.matches[0] };
}

describe('the tournament bracket', () => {
  it.each([
    ['en', 'world-cup', 'tournament', '8,9'],
    ['es', 'kwc-nations', 'torneo', '18'],
  ] as const)('/%s/%s/%s shows the playoff rounds, stand-ins as TBD, and the last edition’s winners marked', async (lang, region, word, competitions) => {
    const { status, html } = await page(`${BASE.kings}/${lang}/${region}/${word}`);
    expect(status).toBe(200);
    const text = visibleText(html);
    const { t } = getIntl(lang, 'kings');
    const seasons = await seasonsOf('kings', competitions);
    const current = seasons.find((season) => season.isCurrent);
    const { turns } = await bracketOf('kings', current?.id ?? 0, lang);
    expect(turns.length).toBeGreaterThan(0);
    for (const turn of turns) expect(text).toContain(turn.name);
    expect(text).toContain(t('tournament.bracket.tbd'));

    const previous = seasons.filter((season) => season.finished && season.competitionId === current?.competitionId)
      .sort((a, b) => Date.parse(b.finish) - Date.parse(a.finish))[0];
    const last = await bracketOf('kings', previous?.id ?? 0, lang);
    const { homeTeam, awayTeam } = last.final?.participants ?? {};
    expect(text).toContain(`${homeTeam?.name}`);
    expect(text).toContain(`${awayTeam?.name}`);
    // The winner is bold and named as such for screen readers.
    const winners = [...html.matchAll(/class="mc__(?:home|away)" data-winner="true">[\s\S]*?<span class="mc__name"[^>]*>([^<]*)<span class="visually-hidden"[^>]*>([^<]*)<\/span>/g)];
    expect(winners.length).toBeGreaterThan(0);
    expect(winners.every((found) => found[2]?.trim() === t('tournament.bracket.winner'))).toBe(true);
    const champion = visibleText(winners.at(-1)?.[1] ?? '').trim();
    expect([homeTeam?.name, awayTeam?.name]).toContain(champion);
    expect(text).toContain(t('tournament.bracket.champion', { team: champion }));
  });

  it('links ties to their match pages only where the competition has them', async () => {
    const nations = await page(`${BASE.kings}/en/kwc-nations/tournament`);
    const links = [...nations.html.matchAll(/<a class="mc__row" href="([^"]+)"/g)].map((found) => found[1]);
    expect(links.length).toBeGreaterThan(0);
    expect((await page(`${BASE.kings}${links[0]}`)).status).toBe(200);
    // The club world cup (competition 8) has no match pages (section 5).
    expect((await page(`${BASE.kings}/en/world-cup/tournament`)).html).not.toContain('<a class="mc__row"');
  });
});

describe('the tier list', () => {
  it('/en/world-cup/tier-list places each team in the tier the season gives it', async () => {
    const { status, html } = await page(`${BASE.kings}/en/world-cup/tier-list`);
    expect(status).toBe(200);
    const current = (await seasonsOf('kings', '8,9')).find((season) => season.isCurrent);
    const entries = await json<{ tier: string; team: TeamRef }[]>(`${BASE.kings}${API}/seasons/${current?.id}/tier-list`);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const tier = html.match(new RegExp(`<section class="tier tier--${entry.tier.toLowerCase()}"[\\s\\S]*?</section>`))?.[0] ?? '';
      expect(visibleText(tier), `${entry.team.name} in ${entry.tier}`).toContain(entry.team.name);
      expect(visibleText(tier)).toContain(`Tier ${entry.tier}`);
    }
  });
});

describe('the King of Kings qualifiers', () => {
  it.each([
    ['en', 'qualifiers/spain', '3,6', 3],
    ['es', 'qualifiers/americas', '5', 5],
  ] as const)('/%s/espana/%s shows the qualified champions, their finals and the race', async (lang, path, competitions, league) => {
    const { status, html } = await page(`${BASE.kings}/${lang}/espana/${path}`);
    expect(status).toBe(200);
    const text = visibleText(html);
    const { t } = getIntl(lang, 'kings');
    expect(text).toContain(t('tournament.qualifiers.qualifiedHeading'));
    const seasons = await seasonsOf('kings', competitions);
    const title = seasons.filter((season) => season.finished && season.competitionId === league && season.winnerTeamId)
      .sort((a, b) => Date.parse(b.finish) - Date.parse(a.finish))[0];
    const { final } = await bracketOf('kings', title?.id ?? 0, lang);
    const champion = [final?.participants.homeTeam, final?.participants.awayTeam].find((team) => team?.id === title?.winnerTeamId);
    expect(text).toContain(`${champion?.name}`);
    expect(text).toContain(t('tournament.qualifiers.titleOf', { season: title?.name ?? '' }));
    expect(text).toContain(t('match.score', { home: final?.scores.homeScore ?? 0, away: final?.scores.awayScore ?? 0 }));

    const current = seasons.find((season) => season.isCurrent && season.competitionId === league);
    const full = await json<FullSeason>(`${BASE.kings}${API}/seasons/${current?.id}?lang=${lang}`);
    const group = full.phases.find((phase) => phase.type === 'league')?.groups.find((candidate) => candidate.hasStandings);
    const table = await json<{ standings: { team: TeamRef }[] }>(`${BASE.kings}${API}/groups/${group?.id}`);
    expect(text).toContain(`${table.standings[0]?.team.name}`);
    expect(html).toContain(`href="/${lang}/king-of-kings/${lang === 'es' ? 'clasificacion' : 'tables'}-kwcc"`);
  });
});

describe('the women’s Finalissima', () => {
  it.each(['en', 'es'] as const)('/%s/finalissima pairs the champions of Spain and the Americas', async (lang) => {
    const { status, html } = await page(`${BASE.queens}/${lang}/finalissima`);
    expect(status).toBe(200);
    const text = visibleText(html);
    const { t } = getIntl(lang, 'queens');
    for (const competitions of ['4,6', '12']) {
      const champion = (await seasonsOf('queens', competitions))
        .filter((season) => season.finished && season.winnerTeamId && season.competitionId !== 6)
        .sort((a, b) => Date.parse(b.finish) - Date.parse(a.finish))[0];
      const team = await json<TeamRef>(`${BASE.queens}${API}/teams/${champion?.winnerTeamId}`);
      expect(text, competitions).toContain(team.name);
    }
    // The demo league has no match between the two champions: the date is still to be set.
    expect(text).toContain(t('tournament.finalissima.dateTbd'));
  });
});

describe('where these pages do not exist', () => {
  it.each([
    ['kings', '/en/espana/tournament'],
    ['kings', '/en/espana/tier-list'],
    ['kings', '/es/italia/torneo'],
    ['kings', '/en/finalissima'],
    ['kings', '/en/atlantis/tournament'],
    ['kings', '/en/atlantis/qualifiers/spain'],
    ['queens', '/en/espana/tournament'],
    ['queens', '/en/world-cup/tournament'],
  ] as const)('%s %s answers 404', async (edition, path) => {
    expect((await page(`${BASE[edition]}${path}`)).status).toBe(404);
  });
});
