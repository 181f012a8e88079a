import { getCompetitionApi } from '../../lib/competition';
import { loadCurrentSeason } from '../../lib/home/load-current-season';
import type { Season } from '../../lib/competition/types';
import type { ShellProps } from '../../lib/page/page-types';

/**
 * The region's current season in full (phases included). Its calls are the ones CurrentTurn's
 * loadCompetition makes first, so they are shared, and the blocks need not wait for team staff.
 */
export async function loadRegionSeason({ region, edition, lang }: ShellProps): Promise<Season | undefined> {
  if (!region) return undefined;
  const { season } = await loadCurrentSeason(getCompetitionApi(), region, { genders: edition.genders, lang });
  return season;
}
