// Matches as answers: loads what a list of match rows refers to (season, turns, groups, teams,
// squads), runs the live replay for the current turn's matches and reshapes them.
import type { LocaleCode } from '../../../config/locales';
import type { SquadMember } from '../../generator/lineup';
import { liveMatchState, type LiveMatchState } from '../../live';
import type { DemoDatabase } from '../database';
import type { MatchRow } from '../queries/matches';
import { seasonPlayers, type PlayerRow } from '../queries/players';
import { getSeason, type SeasonRow } from '../queries/seasons';
import { groupsOfSeason, turnsByIds } from '../queries/structure';
import { teamsByIds } from '../queries/teams';
import { toMatch, type MatchJson } from '../reshape/match';
import { toPlayerRef, type PlayerRefJson } from '../reshape/player';
import { calendarOf } from '../reshape/season';
import { isCurrentTurn } from '../reshape/turn';

export type MatchOptions = { lang: LocaleCode; nowMs: number; withDetails: boolean; withPlayers: boolean };
/** `hasCurrentTurn`: some match replays live today, so the answer goes stale within seconds. */
export type MatchList = { matches: MatchJson[]; hasCurrentTurn: boolean };

function rating(row: PlayerRow): number {
  try {
    const value = (JSON.parse(row.ratings) as { average?: unknown }).average;
    return typeof value === 'number' ? value : 60;
  } catch {
    return 60;
  }
}

function toSquadMember(row: PlayerRow): SquadMember {
  return { id: row.id, role: row.role, category: row.category ?? 'draft', rating: rating(row) };
}

/** Every match of the rows must belong to `season`. */
async function buildSeasonMatches(db: DemoDatabase, season: SeasonRow, rows: readonly MatchRow[], options: MatchOptions): Promise<MatchList> {
  const [turns, groups, teams] = await Promise.all([
    turnsByIds(db, [...new Set(rows.map((r) => r.turn_id))]),
    groupsOfSeason(db, season.id),
    teamsByIds(db, rows.flatMap((r) => [r.home_team_id, r.away_team_id])),
  ]);
  const turnById = new Map(turns.map((t) => [t.id, t]));
  const isLiveRow = (row: MatchRow) => {
    const turn = turnById.get(row.turn_id);
    return turn !== undefined && isCurrentTurn(turn, season.is_current === 1);
  };
  const needSquads = options.withPlayers || rows.some(isLiveRow);
  const squadRows = needSquads ? await seasonPlayers(db, season.id, { teamIds: [...new Set(rows.flatMap((r) => [r.home_team_id, r.away_team_id]))] }) : [];
  const squads = new Map<number, PlayerRow[]>();
  for (const p of squadRows) if (p.team_id !== null) squads.set(p.team_id, [...(squads.get(p.team_id) ?? []), p]);
  const refs = options.withPlayers ? new Map<number, PlayerRefJson[]>([...squads].map(([teamId, list]) => [teamId, list.map(toPlayerRef)])) : undefined;
  const calendar = calendarOf(season, options.nowMs);
  const groupKind = new Map(groups.map((g) => [g.id, g.kind]));
  const teamById = new Map(teams.map((t) => [t.id, t]));
  let hasCurrentTurn = false;
  const matches = rows.flatMap((row) => {
    const turn = turnById.get(row.turn_id);
    if (!turn) return [];
    let live: LiveMatchState | undefined;
    if (isLiveRow(row)) {
      live = liveMatchState({
        id: row.id, slot: row.slot, homeTeamId: row.home_team_id, awayTeamId: row.away_team_id,
        home: (squads.get(row.home_team_id) ?? []).map(toSquadMember), away: (squads.get(row.away_team_id) ?? []).map(toSquadMember),
      }, options.nowMs);
      hasCurrentTurn = true;
    }
    return [toMatch(row, {
      season, turn, groupKind: groupKind.get(row.group_id) ?? 'league', teams: teamById, calendar, lang: options.lang, live,
      withDetails: options.withDetails, squads: refs,
    })];
  });
  return { matches, hasCurrentTurn };
}

/** Matches of any seasons, in the order given. */
export async function buildMatches(db: DemoDatabase, rows: readonly MatchRow[], options: MatchOptions): Promise<MatchList> {
  const bySeason = new Map<number, MatchRow[]>();
  for (const row of rows) bySeason.set(row.season_id, [...(bySeason.get(row.season_id) ?? []), row]);
  const built = new Map<number, MatchJson>();
  let hasCurrentTurn = false;
  for (const [seasonId, seasonRows] of bySeason) {
    const season = await getSeason(db, seasonId);
    if (!season) continue;
    const list = await buildSeasonMatches(db, season, seasonRows, options);
    hasCurrentTurn ||= list.hasCurrentTurn;
    for (const m of list.matches) built.set(m.id, m);
  }
  return { matches: rows.flatMap((r) => built.get(r.id) ?? []), hasCurrentTurn };
}
