// A region's current season, the cheap way: unlike loadCompetition, no teams and no staff, so
// pages that need only the season (its phases, its matchdays) make two or three calls, not twenty.
import type { Gender } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import type { CompetitionApi } from '../competition/api';
import { pickCurrentCluster, pickCurrentSeason } from '../competition/rules/current-season';
import type { MatchCenterTurn, Season, SeasonCluster } from '../competition/types';

type Options = { genders: readonly Gender[]; lang: LocaleCode };

export type CurrentSeason = { clusters: SeasonCluster[]; season?: Season };
export type SeasonTurns = { season?: Season; turns: MatchCenterTurn[] };

/** The season as the cluster listing gives it (no phases): enough for its id, dates and partners. */
async function loadListedSeason(api: CompetitionApi, region: Region, genders: readonly Gender[]): Promise<CurrentSeason> {
  const clusters = await api.getSeasonClusters({ genders, competitions: region.competitionId });
  const cluster = pickCurrentCluster(clusters);
  return { clusters, season: cluster && pickCurrentSeason(cluster) };
}

/** The current season in full (phases, groups, turns); the listing's copy when the full one fails. */
export async function loadCurrentSeason(api: CompetitionApi, region: Region, { genders, lang }: Options): Promise<CurrentSeason> {
  const { clusters, season: listed } = await loadListedSeason(api, region, genders);
  const season = listed && ((await api.getSeason(listed.id, lang)) ?? listed);
  return { clusters, season };
}

/** The current season's matchdays with their matches, for what is live and what comes next. */
export async function loadCurrentSeasonTurns(api: CompetitionApi, region: Region, { genders, lang }: Options): Promise<SeasonTurns> {
  const { season } = await loadListedSeason(api, region, genders);
  const turns = season ? await api.getMatchCenterData(season.id, { lang }) : [];
  return { season, turns };
}
