import type { LocaleCode } from '../../config/locales';
import type { CompetitionApi } from './api';
import type { Gender, Match, Season } from './types';

export type FoundMatch = { match: Match; season: Season };

/**
 * Section 7 has no call for one match: it is looked up in the region's seasons' match-centre
 * data, the current season first, then the others from the newest.
 */
export async function findMatch(
  api: CompetitionApi,
  options: { genders: readonly Gender[]; competitions: readonly number[]; lang: LocaleCode },
  matchId: number,
): Promise<FoundMatch | undefined> {
  const clusters = await api.getSeasonClusters(options);
  const seasons = clusters
    .flatMap((cluster) => cluster.seasons)
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent) || Date.parse(b.finish) - Date.parse(a.finish));
  for (const season of seasons) {
    const turns = await api.getMatchCenterData(season.id, { lang: options.lang });
    const match = turns.flatMap((turn) => turn.matches).find((candidate) => candidate.id === matchId);
    if (match) return { match, season };
  }
  return undefined;
}
