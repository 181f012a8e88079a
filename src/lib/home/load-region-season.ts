// The region's current season in full (phases included), for the home blocks that read it. Its
// calls are the ones the current matchday's loadCompetition makes first, so they are shared, and
// the blocks need not wait for team staff.
import type { Gender } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import type { CompetitionApi } from '../competition/api';
import { loadCurrentSeason } from '../competition/load-current-season';
import type { Season } from '../competition/types';

export type HomeOptions = { genders: readonly Gender[]; lang: LocaleCode };

export async function loadRegionSeason(api: CompetitionApi, region: Region | undefined, { genders, lang }: HomeOptions): Promise<Season | undefined> {
  if (!region) return undefined;
  const { season } = await loadCurrentSeason(api, { genders, competitions: region.competitionId, lang });
  return season;
}
