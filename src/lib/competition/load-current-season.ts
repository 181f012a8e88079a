// Section 4: the season a region's pages open on. Every page, loader and endpoint asks here, so
// the choice among the cluster listing's seasons is made in one place.
import type { LocaleCode } from '../../config/locales';
import type { CompetitionApi } from './api';
import type { SeasonClusterFilter } from './api/season-calls';
import { pickCurrentCluster, pickCurrentSeason } from './rules/current-season';
import type { MatchCenterTurn, Season, SeasonCluster } from './types';

export type CurrentSeason = { clusters: SeasonCluster[]; cluster?: SeasonCluster; season?: Season };
export type SeasonTurns = { season?: Season; turns: MatchCenterTurn[] };

type SeasonOptions = SeasonClusterFilter & { lang: LocaleCode };

/** The current season as the cluster listing gives it (no phases): enough for its id, name, dates and partners. */
export async function loadListedSeason(api: CompetitionApi, { genders, competitions }: SeasonClusterFilter): Promise<CurrentSeason> {
  const clusters = await api.getSeasonClusters({ genders, competitions });
  const cluster = pickCurrentCluster(clusters);
  return { clusters, cluster, season: cluster && pickCurrentSeason(cluster) };
}

/** The current season in full (phases, groups, turns); the listing's copy when the full one cannot be had. */
export async function loadCurrentSeason(api: CompetitionApi, { lang, ...filter }: SeasonOptions): Promise<CurrentSeason> {
  const listing = await loadListedSeason(api, filter);
  const season = listing.season && ((await api.getSeason(listing.season.id, lang)) ?? listing.season);
  return { ...listing, season };
}

/** The current season's matchdays with their matches, for what is live and what comes next. */
export async function loadCurrentSeasonTurns(api: CompetitionApi, { lang, ...filter }: SeasonOptions): Promise<SeasonTurns> {
  const { season } = await loadListedSeason(api, filter);
  const turns = season ? await api.getMatchCenterData(season.id, { lang }) : [];
  return { season, turns };
}
