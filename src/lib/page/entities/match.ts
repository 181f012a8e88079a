import { findMatch } from '../../competition/find-match';
import { hasMatchPages } from '../../competition/rules/match-pages';
import { buildPath } from '../../routing/build-path';
import { slugify } from '../../text/slugify';
import type { EntityLoader } from './types';

/**
 * Section 5: a match page exists only for a known match of a competition that has match pages;
 * a wrong team slug is sent to the canonical one.
 */
export const loadMatchEntity: EntityLoader = async ({ params, region, lang, edition, data }) => {
  if (!region || !params.matchId) return { kind: 'not-found' };
  const found = await findMatch(data.competition, { genders: edition.genders, competitions: region.competitionId, lang }, Number(params.matchId));
  if (!found || !hasMatchPages(found.season.competitionId)) return { kind: 'not-found' };
  const homeTeam = slugify(found.match.homeTeam?.name ?? 'home');
  const awayTeam = slugify(found.match.awayTeam?.name ?? 'away');
  if (params.homeTeam === homeTeam && params.awayTeam === awayTeam) return { kind: 'found', entity: { kind: 'match', found } };
  return { kind: 'redirect', path: buildPath('match', lang, { ...params, homeTeam, awayTeam }) };
};
