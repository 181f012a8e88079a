// One match in full for the match page and its live endpoint: found in the region's seasons,
// then read from its turn, the call that carries events, statistics and squads.
import type { CompetitionApi } from '../competition/api';
import { findMatch, type FoundMatch } from '../competition/find-match';
import { hasMatchPages } from '../competition/rules/match-pages';
import { isTrackedLive } from '../competition/rules/match-status';
import type { Gender, Match, Season } from '../competition/types';
import type { LocaleCode } from '../../config/locales';

export type MatchDetail = { match: Match; season: Season };
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
  return { match: full ?? found.match, season: found.season };
}
