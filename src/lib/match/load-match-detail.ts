// One match in full for the match page and its live endpoint: found in the region's seasons,
// then read from its turn, the call that carries events, statistics and squads.
import type { CompetitionApi } from '../competition/api';
import { findMatch, type FoundMatch } from '../competition/find-match';
import { hasMatchPages } from '../competition/rules/match-pages';
import { isTrackedLive } from '../competition/rules/match-status';
import type { Gender, Match, Season } from '../competition/types';
import { fullName } from '../people';
import type { LocaleCode } from '../../config/locales';

export type Presidents = { home?: string; away?: string };
/** `presidents`: each side's president by name, read only when the match has a president's penalty. */
export type MatchDetail = { match: Match; season: Season; presidents?: Presidents };
export type MatchDetailOptions = { genders: readonly Gender[]; competitions: readonly number[]; lang: LocaleCode };

/** How long after kick-off an ended match's turn is still read at the live lifetime. */
const JUST_ENDED_MS = 2 * 60 * 60_000;

/**
 * Live data for a match being played (or just over, so its last events arrive quickly); the
 * turn lifetime otherwise, since nothing changes.
 */
export function readsLive(match: Pick<Match, 'date' | 'displayStatus'>, now: Date): boolean {
  const sinceKickoff = now.getTime() - Date.parse(match.date);
  return isTrackedLive(match, now) || (match.displayStatus === 'ended' && sinceKickoff >= 0 && sinceKickoff < JUST_ENDED_MS);
}

/**
 * The match, or undefined when it is unknown or its competition has no match pages (section 5).
 * When the turn cannot be read, the match-centre copy (no events, statistics or squads) stands in.
 */
export async function loadMatchDetail(
  api: CompetitionApi,
  options: MatchDetailOptions,
  matchId: number,
  now: Date = new Date(),
): Promise<MatchDetail | undefined> {
  const found = await findMatch(api, options, matchId);
  if (!found || !hasMatchPages(found.season.competitionId)) return undefined;
  return completeMatchDetail(api, found, options.lang, now);
}

/** A match already found (the route guard's), completed with its turn's events, statistics and squads. */
export async function completeMatchDetail(api: CompetitionApi, found: FoundMatch, lang: LocaleCode, now: Date = new Date()): Promise<MatchDetail> {
  const turn = await api.getTurn(found.match.turnId, lang, { live: readsLive(found.match, now) });
  const full = turn?.matches.find((candidate) => candidate.id === found.match.id);
  const match = full ?? found.match;
  const presidents = await loadPresidents(api, match, found.season.id);
  return { match, season: found.season, ...(presidents ? { presidents } : {}) };
}

const PRESIDENT_CODES = ['PP', 'GOL-PP'];

/**
 * The two presidents by name from the teams' season staff, for the timeline's president's penalty;
 * undefined (no call made) when the match has none, or when the staff cannot be read.
 */
export async function loadPresidents(api: CompetitionApi, match: Match, seasonId: number): Promise<Presidents | undefined> {
  if (!match.events.some((event) => event.codes.some((code) => PRESIDENT_CODES.includes(code)))) return undefined;
  const president = async (teamId: number | undefined) => {
    if (teamId === undefined) return undefined;
    const staffs = await api.getTeamSeasonStaffs(teamId, seasonId).catch(() => []);
    const found = staffs.find((staff) => staff.role === 'president');
    return found ? fullName(found) : undefined;
  };
  const [home, away] = await Promise.all([president(match.homeTeamId), president(match.awayTeamId)]);
  return { ...(home ? { home } : {}), ...(away ? { away } : {}) };
}
