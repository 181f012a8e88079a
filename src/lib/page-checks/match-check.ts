import { getEdition } from '../../config/editions';
import { competitionApiFor } from '../competition';
import { findMatch } from '../competition/find-match';
import { hasMatchPages } from '../competition/rules/match-pages';
import { buildPath } from '../routing/build-path';
import { slugify } from '../text/slugify';
import type { DataCheck, DataCheckResult } from './types';

const NOT_FOUND: DataCheckResult = { status: 404 };

/**
 * Section 5: a match page exists only for a known match of a competition that has match pages;
 * a wrong team slug is sent to the canonical one.
 */
export const matchCheck: DataCheck = async ({ params, region, lang, env, bindings }) => {
  if (!region || !params.matchId) return NOT_FOUND;
  const api = competitionApiFor(env, bindings);
  const { genders } = getEdition(env.EDITION);
  const found = await findMatch(api, { genders, competitions: region.competitionId, lang }, Number(params.matchId));
  if (!found || !hasMatchPages(found.season.competitionId)) return NOT_FOUND;
  const homeTeam = slugify(found.match.homeTeam?.name ?? 'home');
  const awayTeam = slugify(found.match.awayTeam?.name ?? 'away');
  if (params.homeTeam === homeTeam && params.awayTeam === awayTeam) return true;
  return { redirect: buildPath('match', lang, { ...params, homeTeam, awayTeam }) };
};
