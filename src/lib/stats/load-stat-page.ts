// A statistics page's data for one request: the region's current season and the page's rows.
import type { Edition } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import type { StatPageConfig } from '../../config/stat-pages';
import type { CompetitionApi } from '../competition/api';
import type { Season } from '../competition/types';
import { loadCurrentSeason } from '../competition/load-current-season';
import { loadStatRows } from './load-stat-rows';
import type { StatRow } from './stat-row';

export type StatPageData = { season?: Season; rows: StatRow[] };

/**
 * The season the way loadCompetition picks it (section 4), without its teams and staff, which a
 * ranking does not need; a region whose season cannot be had shows no rows.
 */
export async function loadStatPage(
  api: CompetitionApi,
  config: StatPageConfig,
  { region, edition, lang }: { region: Region; edition: Edition; lang: LocaleCode },
): Promise<StatPageData> {
  const { season } = await loadCurrentSeason(api, { genders: edition.genders, competitions: region.competitionId, lang });
  if (!season) return { rows: [] };
  return { season, rows: await loadStatRows(api, config, { season, lang, genders: edition.genders }) };
}
