// The match page and its live endpoint through the built Worker, as a crawler and a poller see
// them: real matches of the demo league, in several regions, editions and languages.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { slugify } from '../../src/lib/text/slugify';
import { escapeHtml, readJson } from '../support/league-data';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');

type CentreMatch = {
  id: number; date: string; displayStatus: string; events: unknown[];
  homeTeam?: { name: string }; awayTeam?: { name: string }; scores: { home?: number; away?: number };
  stadium?: { name: string };
};
type Found = { live: CentreMatch; ended: CentreMatch };

/**
 * A live and an ended match, from the site's own live endpoint. The demo replays the current
 * turn on a cycle, so the live match is the one that kicked off last (the most play left) and
 * the ended one comes from a turn played in full, which cannot go back to a countdown.
 */
async function findMatches(base: string, region: string): Promise<Found> {
  const { turns } = await readJson<{ turns: { matches: CentreMatch[] }[] }>(`${base}/api/live/match-centre?region=${region}&lang=en`);
  const live = turns.flatMap((turn) => turn.matches).filter((match) => match.displayStatus === 'live')
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0];
  const playedTurns = turns.filter((turn) => turn.matches.every((match) => match.displayStatus === 'ended'));
  const ended = playedTurns.at(-1)?.matches.at(-1);
  if (!live || !ended) throw new Error(`no live or ended match in ${region}`);
  return { live, ended };
}

const slugOf = (match: CentreMatch) => `${match.id}-${slugify(match.homeTeam?.name ?? 'home')}-vs-${slugify(match.awayTeam?.name ?? 'away')}`;

function jsonLdOf(html: string): Record<string, unknown> {
  const found = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html);
  if (!found) throw new Error('no JSON-LD in the page');
  return JSON.parse(found[1]!) as Record<string, unknown>;
}

const CASES = [
  { name: 'kings, Spain, English', base: KINGS, region: 'espana', lang: 'en', matchesWord: 'matches', timeline: 'Timeline', htmlLang: 'en' },
  { name: 'kings, Americas, Spanish', base: KINGS, region: 'americas', lang: 'es', matchesWord: 'partidos', timeline: 'Cronología', htmlLang: 'es' },
  { name: 'queens, Spain, French', base: QUEENS, region: 'espana', lang: 'fr', matchesWord: 'matchs', timeline: 'Déroulé du match', htmlLang: 'fr' },
] as const;

describe.each(CASES)('the match page, $name', ({ base, region, lang, matchesWord, timeline, htmlLang }) => {
  let found: Found;
  beforeAll(async () => {
    found = await findMatches(base, region);
  });
  const pathOf = (match: CentreMatch) => `/${lang}/${region}/${matchesWord}/${slugOf(match)}`;

  it('answers 200 with both teams, the score, the timeline and statistics in the HTML', async () => {
    const { ended } = found;
    const response = await fetch(base + pathOf(ended));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(`<html lang="${htmlLang}`);
    for (const name of [ended.homeTeam!.name, ended.awayTeam!.name]) expect(html).toContain(escapeHtml(name));
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    for (const name of [ended.homeTeam!.name, ended.awayTeam!.name]) expect(title).toContain(escapeHtml(name));
    const score = /class="scoreboard__score"[^>]*><span aria-hidden="true">(\d+)<span class="scoreboard__dash">–<\/span>(\d+)</.exec(html);
    expect(score?.slice(1).map(Number)).toEqual([ended.scores.home, ended.scores.away]);
    expect(html).toContain(`>${timeline}</h2>`);
    expect(html).toContain('class="timeline__entry');
    expect(html).toContain('class="match-stats"');
    expect(html).toContain('aria-live="polite"');
  });

  it('carries a schema.org SportsEvent with teams, start, place and status', async () => {
    const { ended } = found;
    const event = jsonLdOf(await (await fetch(base + pathOf(ended))).text());
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      startDate: ended.date,
      eventStatus: 'https://schema.org/EventScheduled',
      homeTeam: { '@type': 'SportsTeam', name: ended.homeTeam!.name },
      awayTeam: { '@type': 'SportsTeam', name: ended.awayTeam!.name },
      location: { '@type': 'Place', name: ended.stadium!.name },
    });
  });

  it('shows a live match as live, with its minute, and the address the page polls', async () => {
    const { live } = found;
    const html = await (await fetch(base + pathOf(live))).text();
    expect(html).toMatch(/class="badge badge--live"/);
    // The address reaches the leaf as a prop, in the page's RSC payload.
    const amp = '(?:&|\\\\u0026)';
    expect(html).toMatch(new RegExp(`/api/live/match\\?region=${region}${amp}lang=${lang}${amp}id=${live.id}\\b`));
  });

  it('tells an event without a known player by its team once, and draws a 0–0 statistic as an empty bar', async () => {
    const { turns } = await readJson<{ turns: { matches: CentreMatch[] }[] }>(`${base}/api/live/match-centre?region=${region}&lang=${lang}`);
    const ended = turns.flatMap((turn) => turn.matches).filter((match) => match.displayStatus === 'ended').slice(0, 6);
    const pages = await Promise.all(ended.map(async (match) => (await fetch(base + pathOf(match))).text()));
    const texts = pages.flatMap((html) => [...html.matchAll(/<span class="timeline__text">(.*?)<\/span><\/li>/g)].map((found) => found[1]!.replace(/<[^>]+>|[\u2066-\u2069]/g, '')));
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text, 'a name repeated in brackets').not.toMatch(/(\S.*) \(\1\)/);
    const rows = pages.flatMap((html) => [...html.matchAll(/<tr><td>([^<]*)<\/td><th scope="row">(.*?)<\/th><td>([^<]*)<\/td><\/tr>/g)]);
    const nil = rows.filter(([, home, , away]) => home === '0' && away === '0');
    expect(nil.length, 'a 0–0 statistic among the ended matches').toBeGreaterThan(0);
    for (const [, , cell] of nil) expect(cell).toContain('<span class="match-stats__bar" aria-hidden="true"></span>');
    for (const [, , cell] of rows.filter((row) => !nil.includes(row))) expect(cell).toContain('class="match-stats__home"');
  });

  it('offers “add to calendar” before the end and not after it, and puts the kick-off between the crests of a match to come', async () => {
    const { turns } = await readJson<{ turns: { matches: CentreMatch[] }[] }>(`${base}/api/live/match-centre?region=${region}&lang=${lang}`);
    const scheduled = turns.flatMap((turn) => turn.matches).find((match) => match.displayStatus === 'scheduled');
    expect(scheduled, 'a match still to be played').toBeDefined();
    const before = await (await fetch(base + pathOf(scheduled!))).text();
    expect(before).toContain('data-calendar="match"');
    const hero = /<div class="match-hero[^"]*">(.*?)<\/div><\/div>/s.exec(before)?.[0] ?? before;
    expect(hero).toMatch(new RegExp(`<p class="scoreboard__kickoff"><time dateTime="${scheduled!.date}">\\d{2}:\\d{2}</time><span>[^<]+</span></p>`));
    const after = await (await fetch(base + pathOf(found.ended))).text();
    expect(after).not.toContain('data-calendar="match"');
    expect(after).not.toContain('class="scoreboard__kickoff"');
  });

  it('sends a wrong team slug, or the match number alone, to the canonical address with a 301', async () => {
    const { ended } = found;
    const response = await fetch(`${base}/${lang}/${region}/${matchesWord}/${ended.id}-wrong-vs-slugs`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location')!, base).pathname).toBe(pathOf(ended));
    // The number alone, as a fan types or shares it.
    const bare = await fetch(`${base}/${lang}/${region}/${matchesWord}/${ended.id}`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(new URL(bare.headers.get('location')!, base).pathname).toBe(pathOf(ended));
    expect((await fetch(`${base}/${lang}/${region}/${matchesWord}/987654321`, { redirect: 'manual' })).status).toBe(404);
  });

  it('is a 404 for an unknown match', async () => {
    const response = await fetch(`${base}/${lang}/${region}/${matchesWord}/987654321-a-vs-b`, { redirect: 'manual' });
    expect(response.status).toBe(404);
  });
});

describe('competitions without match pages (section 5)', () => {
  /** The first match of each world-cup club season, by its competition. */
  async function worldCupMatches(): Promise<Map<number, CentreMatch>> {
    const clusters = await readJson<{ seasons: { id: number; competitionId: number }[] }[]>(
      `${KINGS}/api/v1/competition/season-clusters?genders=male,both&competitions=8,9`,
    );
    const byCompetition = new Map<number, CentreMatch>();
    for (const season of clusters.flatMap((cluster) => cluster.seasons)) {
      if (byCompetition.has(season.competitionId)) continue;
      const turns = await readJson<{ matches: { id: number; participants: { homeTeam: { name: string }; awayTeam: { name: string } } }[] }[]>(
        `${KINGS}/api/v1/competition/seasons/${season.id}/match-center-data?lang=en`,
      );
      const match = turns.flatMap((turn) => turn.matches)[0];
      if (match) {
        byCompetition.set(season.competitionId, {
          id: match.id, date: '', displayStatus: '', events: [], scores: {},
          homeTeam: match.participants.homeTeam, awayTeam: match.participants.awayTeam,
        });
      }
    }
    return byCompetition;
  }

  it('answers 404 for a match of competition 8, and 200 for one of competition 9 in the same region', async () => {
    const matches = await worldCupMatches();
    const excluded = matches.get(8);
    const shown = matches.get(9);
    expect(excluded && shown, 'the demo has world-cup matches of competitions 8 and 9').toBeTruthy();
    const excludedPage = await fetch(`${KINGS}/en/world-cup/matches/${slugOf(excluded!)}`, { redirect: 'manual' });
    expect(excludedPage.status).toBe(404);
    const shownPage = await fetch(`${KINGS}/en/world-cup/matches/${slugOf(shown!)}`, { redirect: 'manual' });
    expect(shownPage.status).toBe(200);
    const live = await fetch(`${KINGS}/api/live/match?region=world-cup&lang=en&id=${excluded!.id}`);
    expect(live.status).toBe(404);
  });
});

describe('GET /api/live/match', () => {
  let found: Found;
  beforeAll(async () => {
    found = await findMatches(KINGS, 'espana');
  });

  it('answers the match and the view the page renders, edge-cacheable for 8 s', async () => {
    const { live } = found;
    const response = await fetch(`${KINGS}/api/live/match?region=espana&lang=en&id=${live.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=8\b/);
    const body = (await response.json()) as { match: CentreMatch & { status: string }; view: { id: number; badge: { tone: string }; timeline: unknown[] } };
    expect(body.match).toMatchObject({ id: live.id, homeTeam: { name: live.homeTeam!.name } });
    expect(Array.isArray(body.match.events)).toBe(true);
    expect(body.view).toMatchObject({ id: live.id, badge: { tone: expect.stringMatching(/live|ended/) } });
  });

  it('serves a crowd from the edge cache', async () => {
    const url = `${KINGS}/api/live/match?region=espana&lang=en&id=${found.ended.id}`;
    await (await fetch(url)).text();
    const again = await fetch(url);
    expect(again.headers.get('x-edge-cache')).toBe('hit');
  });

  it.each([
    ['a malformed id', 'region=espana&lang=en&id=12x'],
    ['an id too long', 'region=espana&lang=en&id=1234567890'],
    ['an unknown language', 'region=espana&lang=xx&id=1'],
    ['no region', 'lang=en&id=1'],
    ['markup in the region', 'region=%3Cscript%3E&lang=en&id=1'],
  ])('answers 400 for %s', async (_name, query) => {
    const response = await fetch(`${KINGS}/api/live/match?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Bad query' });
  });

  it('answers 404 for an unknown match or region', async () => {
    expect((await fetch(`${KINGS}/api/live/match?region=espana&lang=en&id=987654321`)).status).toBe(404);
    expect((await fetch(`${KINGS}/api/live/match?region=atlantis&lang=en&id=${found.live.id}`)).status).toBe(404);
    // A match of another region is not this region's.
    expect((await fetch(`${KINGS}/api/live/match?region=italia&lang=en&id=${found.live.id}`)).status).toBe(404);
  });
});
