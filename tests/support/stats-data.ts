/// <reference types="node" />
// What a statistics page should show, read from the running Worker's demo league API, and what
// a statistics page does show, read from its HTML; shared by the integration and browser tests.
import { expect } from 'vitest';
import type { Gender } from '../../src/config/editions';
import { STAT_COLUMNS, type StatPageConfig } from '../../src/config/stat-pages';
import { fullName } from '../../src/lib/people/person-name';
import { escapeHtml, readJson, readMatchCentre } from './league-data';

type PlayerRef = { id: number; firstName: string; lastName: string; role: string };
type TeamRef = { id: number; name: string };
export type PlayerEntry = { total: number; ranking: number; player: PlayerRef; team?: TeamRef };
export type TeamEntry = { total: number; ranking: number; team: TeamRef };
type CardEntry = { player: PlayerRef; team?: TeamRef; mainTotal: number; secondaryTotal: number; ranking: number };
type TurnPlayers = { id: number; name: string; mvp?: (PlayerRef & { teamId: number }) | null };
type SeasonAnswer = { id: number; metaInformation?: string | null };

/** One row a page should list: its `data-key`, what it is called and its ranking figure. */
export type ExpectedRow = { key: string; name: string; total?: number; role?: string };

export async function readSeasonId(base: string, region: string, lang: string): Promise<number> {
  const { season } = await readMatchCentre(base, region, lang);
  if (!season) throw new Error(`the demo league has no season for ${region}`);
  return season.id;
}

export function readPlayerStats(base: string, seasonId: number, code: string): Promise<PlayerEntry[]> {
  return readJson(`${base}/api/v1/competition/seasons/${seasonId}/players/stats/${code}?pageSize=200`);
}

export function readTeamStats(base: string, seasonId: number, code: string): Promise<TeamEntry[]> {
  return readJson(`${base}/api/v1/competition/seasons/${seasonId}/teams/stats/${code}`);
}

export async function readBestGoalkeeperId(base: string, seasonId: number): Promise<number | undefined> {
  const season = await readJson<SeasonAnswer>(`${base}/api/v1/competition/seasons/${seasonId}?lang=en`);
  return (JSON.parse(season.metaInformation ?? '{}') as { best_goalkeeper_id?: number }).best_goalkeeper_id;
}

/** The rows of a page in the ranking's order, as the demo API answers them. */
export async function readExpectedRows(
  base: string,
  seasonId: number,
  config: StatPageConfig,
  { genders, lang }: { genders: readonly Gender[]; lang: string },
): Promise<ExpectedRow[]> {
  if (config.source === 'cards') {
    const query = `ctxGenders=${genders.join(',')}&season=${seasonId}&type=players&mainCode=TA&secondaryCodes=TR&orderBy=ranking&sortOrder=ASC`;
    const cards = await readJson<CardEntry[]>(`${base}/api/stats?${query}`);
    return cards.map((card) => ({ key: `p${card.player.id}`, name: fullName(card.player), total: card.mainTotal }));
  }
  if (config.source === 'matchdayMvp') {
    const turns = await readJson<TurnPlayers[]>(`${base}/api/v1/competition/seasons/${seasonId}/players/turn-players?lang=${lang}`);
    return turns.flatMap((turn) => (turn.mvp ? [{ key: `m${turn.id}`, name: turn.name, role: turn.mvp.role }] : []));
  }
  const definition = config.ranking && STAT_COLUMNS[config.ranking];
  if (!definition || definition.kind !== 'code') throw new Error('a ranking page ranks by a code');
  if (config.scope === 'teams') {
    const entries = await readTeamStats(base, seasonId, definition.code);
    return entries.map((entry) => ({ key: `t${entry.team.id}`, name: entry.team.name, total: entry.total }));
  }
  const entries = await readPlayerStats(base, seasonId, definition.code);
  return entries.map((entry) => ({ key: `p${entry.player.id}`, name: fullName(entry.player), total: entry.total, role: entry.player.role }));
}

/** The body of the ranking table. */
export function tableBody(html: string): string {
  const start = html.indexOf('<table class="stat-table">');
  expect(start, 'the page has a statistics table').toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</table>', start));
}

/** The `data-key` of each table row, in order. */
export const tableKeys = (html: string) => [...tableBody(html).matchAll(/<tr data-key="([^"]+)"/g)].map((found) => found[1]!);

/** Each table row's HTML, by key. */
export function tableRows(html: string): Map<string, string> {
  const body = tableBody(html);
  return new Map([...body.matchAll(/<tr data-key="([^"]+)"[\s\S]*?<\/tr>/g)].map((found) => [found[1]!, found[0]]));
}

/** The text of one cell of a row (tags stripped). */
export function cellText(row: string, column: string): string | undefined {
  const found = new RegExp(`class="stat-table__cell stat-table__cell--${column} [^"]*">([\\s\\S]*?)</t[dh]>`).exec(row);
  return found?.[1]?.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
}

export const topKeys = (html: string) => [...html.matchAll(/<li class="stat-top__item card" data-key="([^"]+)"/g)].map((found) => found[1]!);

export const caption = (html: string) => /<caption id="stat-table-caption">([^<]*)<\/caption>/.exec(html)?.[1];

export const canonical = (html: string) => /rel="canonical" href="([^"]+)"/.exec(html)?.[1];

export const containsName = (html: string, name: string) => html.includes(escapeHtml(name));
