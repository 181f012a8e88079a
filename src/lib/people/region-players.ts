// A region's current season and its squad players, the cheap way: the season as the cluster
// listing gives it (no phases, no staff), then one call for the players.
import type { Gender } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import type { CompetitionApi } from '../competition/api';
import type { SeasonPlayersFilter } from '../competition/api/season-calls';
import { loadListedSeason } from '../competition/load-current-season';
import type { Player, Season } from '../competition/types';

export type RegionPlayersOptions = { genders: readonly Gender[]; lang: LocaleCode; categories?: SeasonPlayersFilter['categories'] };
export type RegionPlayers = { season?: Season; players: Player[] };

/** Every squad player of the current season (or one category of them); empty when the league is unreachable. */
export async function loadRegionPlayers(api: CompetitionApi, region: Region, { genders, lang, categories }: RegionPlayersOptions): Promise<RegionPlayers> {
  const { season } = await loadListedSeason(api, { genders, competitions: region.competitionId });
  if (!season) return { players: [] };
  const players = await api.getSeasonPlayers(season.id, { lang, ctxGenders: genders, ...(categories ? { categories } : {}) });
  return { season, players };
}

/**
 * The region's legends, of the edition's genders only (a shared competition lists both);
 * undefined when the upstream gives none (an upstream of section 7 alone has no legends).
 */
export async function loadRegionLegends(api: CompetitionApi, region: Region, genders: readonly Gender[]): Promise<Player[] | undefined> {
  const legends = await api.getLegends({ competitions: region.competitionId });
  return legends?.filter((player) => genders.includes(player.gender));
}
