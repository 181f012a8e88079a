// The current season's tier list, one group per tier.
import type { Gender } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import type { CompetitionApi } from '../competition/api';
import { loadCurrentSeason } from '../competition/load-current-season';
import type { Season } from '../competition/types';
import { groupByTier, type TierGroup } from './tiers';

/** `tiers` is undefined when the upstream has no tier list to give (an upstream of section 7 alone). */
export type SeasonTiers = { season?: Season; tiers?: TierGroup[] };

export async function loadTierList(
  api: CompetitionApi,
  region: Region,
  { genders, lang }: { genders: readonly Gender[]; lang: LocaleCode },
): Promise<SeasonTiers> {
  const { season } = await loadCurrentSeason(api, { genders, competitions: region.competitionId, lang });
  if (!season) return {};
  const entries = await api.getTierList(season.id);
  return { season, tiers: entries && groupByTier(entries) };
}
