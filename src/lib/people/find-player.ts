// Section 7 has no "player by id" call: a player is looked up among the region's current squads,
// then among its legends; on the edition-wide page, in every region of the edition at once.
import type { Edition } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import { getRegions, type Region } from '../../config/regions';
import type { CompetitionApi } from '../competition/api';
import type { Player, Season } from '../competition/types';
import { loadRegionLegends, loadRegionPlayers } from './region-players';

export type PlayerSearch =
  | { kind: 'found'; player: Player; region: Region; season?: Season; isLegend: boolean }
  | { kind: 'unknown' }
  /** The league did not answer: nobody can tell whether the player exists. */
  | { kind: 'unreachable' };

type SearchOptions = { edition: Edition; lang: LocaleCode };

export async function findPlayerInRegion(api: CompetitionApi, region: Region, { edition, lang }: SearchOptions, playerId: number): Promise<PlayerSearch> {
  const [{ season, players }, legends] = await Promise.all([
    loadRegionPlayers(api, region, { genders: edition.genders, lang }),
    loadRegionLegends(api, region, edition.genders),
  ]);
  const squadPlayer = players.find((player) => player.id === playerId);
  if (squadPlayer) return { kind: 'found', player: squadPlayer, region, season, isLegend: false };
  const legend = legends?.find((player) => player.id === playerId);
  if (legend) return { kind: 'found', player: legend, region, season, isLegend: true };
  // A season always has squads: an empty list means the call failed, not that nobody plays.
  return season && players.length > 0 ? { kind: 'unknown' } : { kind: 'unreachable' };
}

/** The first region, in the edition's order, that knows the player. */
export async function findPlayerInEdition(api: CompetitionApi, options: SearchOptions, playerId: number): Promise<PlayerSearch> {
  const searches = await Promise.all(getRegions(options.edition.id).map((region) => findPlayerInRegion(api, region, options, playerId)));
  const found = searches.find((search) => search.kind === 'found');
  if (found) return found;
  return searches.some((search) => search.kind === 'unreachable') ? { kind: 'unreachable' } : { kind: 'unknown' };
}

/** The regional page searches its region; the edition-wide page every region. */
export function findPlayer(api: CompetitionApi, region: Region | undefined, options: SearchOptions, playerId: number): Promise<PlayerSearch> {
  return region ? findPlayerInRegion(api, region, options, playerId) : findPlayerInEdition(api, options, playerId);
}
