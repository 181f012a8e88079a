// Both simulators start from the region's current season: its clubs with their presidents and
// every squad player (draft picks, wildcards and reserves). One season listing, then the players
// and the clubs side by side; a club's staff is asked for only when the listing left it out.
import type { Gender } from '../../config/editions';
import { getLocale, type LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import type { CompetitionApi } from '../competition/api';
import { loadListedSeason } from '../competition/load-current-season';
import { findPresident } from '../competition/rules/president';
import { withoutPlaceholders } from '../competition/rules/season-quirks';
import type { Season, Team } from '../competition/types';
import { fullName } from '../people';
import { sortPool, toPoolPlayer, toPoolTeam, type SimulatorPool } from './pool';

export type LoadedPool = ({ available: true; season: Season } & SimulatorPool) | { available: false };
export type PoolRequest = { region: Region; genders: readonly Gender[]; lang: LocaleCode };

async function presidentOf(api: CompetitionApi, team: Team, season: Season): Promise<string | undefined> {
  const listed = findPresident(team.staffs);
  if (listed) return fullName(listed);
  const staffs = await api.getTeamSeasonStaffs(team.id, season.id);
  const found = findPresident(staffs);
  return found && fullName(found);
}

/** The pool, or `available: false` when the league cannot say who plays this season. */
export async function loadSimulatorPool(api: CompetitionApi, { region, genders, lang }: PoolRequest): Promise<LoadedPool> {
  const { season } = await loadListedSeason(api, { genders, competitions: region.competitionId });
  if (!season) return { available: false };
  const [players, seasonTeams] = await Promise.all([
    api.getSeasonPlayers(season.id, { lang, ctxGenders: genders }),
    api.getSeasonTeams(season.id),
  ]);
  // A legend is no longer in a squad, and a player of the other edition is not in this pool.
  const squadPlayers = players.filter((player) => player.category !== 'legend' && genders.includes(player.gender));
  if (squadPlayers.length === 0) return { available: false };
  const collator = new Intl.Collator(getLocale(lang).tag);
  const clubs = withoutPlaceholders(seasonTeams).sort((a, b) => collator.compare(a.name, b.name));
  const teams = await Promise.all(clubs.map(async (team) => toPoolTeam(team, await presidentOf(api, team, season))));
  return { available: true, season, teams, players: sortPool(squadPlayers.map(toPoolPlayer), collator) };
}
