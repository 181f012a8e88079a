/// <reference types="node" />
// What the site should show, read from the running Worker's own data endpoints, so page tests
// compare a page with the league it was rendered from instead of with remembered names.
import { expect } from 'vitest';

type TeamRef = { id: number; name: string; shortName: string };
export type LiveMatch = { id: number; turnId: number; groupId: number; homeTeam?: TeamRef; awayTeam?: TeamRef; homeTeamId?: number; awayTeamId?: number };
export type LiveTurn = { id: number; name: string; ended: boolean; matches: LiveMatch[] };
export type MatchCentre = { season: { id: number; name: string } | null; turns: LiveTurn[] };
type StandingRow = { teamId: number; rank: number; team?: TeamRef };
type Group = { id: number; name: string; hasStandings: boolean; turns: { id: number; name: string }[] };
type Season = { id: number; competitionId: number; phases?: { id: number; name: string; groups: Group[] }[] };

/** A JSON answer of the running Worker, which must be a 200. */
export async function readJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return (await response.json()) as T;
}

/** The region's current season and its matchdays, as the site itself chose them. */
export function readMatchCentre(base: string, region: string, lang: string): Promise<MatchCentre> {
  return readJson(`${base}/api/live/match-centre?region=${region}&lang=${lang}`);
}

/** The matchday a visitor sees first: the first one not ended, else the last. */
export function currentTurn(centre: MatchCentre): LiveTurn {
  const turn = centre.turns.find((candidate) => !candidate.ended) ?? centre.turns.at(-1);
  if (!turn) throw new Error('the demo league has no matchdays');
  return turn;
}

/** Each group with standings of the season, with its rows in order. */
export async function readStandings(base: string, seasonId: number, lang: string): Promise<{ group: Group; rows: StandingRow[] }[]> {
  const season = await readJson<Season>(`${base}/api/v1/competition/seasons/${seasonId}?lang=${lang}`);
  const groups = (season.phases ?? []).flatMap((phase) => phase.groups).filter((group) => group.hasStandings);
  return Promise.all(
    groups.map(async (group) => ({
      group,
      rows: (await readJson<{ standings: StandingRow[] }>(`${base}/api/v1/competition/groups/${group.id}`)).standings,
    })),
  );
}

/** Text as React writes it into HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0' };

/** What a reader sees: scripts dropped, tags removed, entities decoded, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (_all, code: string) =>
      code.startsWith('#x') ? String.fromCodePoint(parseInt(code.slice(2), 16))
        : code.startsWith('#') ? String.fromCodePoint(Number(code.slice(1)))
          : (ENTITIES[code] ?? `&${code};`))
    .replace(/\s+/g, ' ');
}

export async function fetchPage(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

/** The HTML of each element carrying `attribute="…"`, up to its `</li>` or `</tr>`. */
export function sliceRows(html: string, start: RegExp, end: string): string[] {
  const rows: string[] = [];
  for (const found of html.matchAll(new RegExp(start.source, 'g'))) {
    const from = found.index ?? 0;
    rows.push(html.slice(from, html.indexOf(end, from)));
  }
  return rows;
}
