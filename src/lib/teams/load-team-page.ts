// Everything a team page shows, in two rounds of parallel calls: the team, its seasons and the
// region's current season; then the chosen season's staff, squad, matches and rankings.
import type { Edition } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import { getRegions, type Region } from '../../config/regions';
import type { CompetitionApi } from '../competition/api';
import { loadListedSeason } from '../competition/load-current-season';
import { TeamNotFoundError } from '../competition/rules/errors';
import type { Match, Player, Season, Staff, Team, TeamSeasonRanking } from '../competition/types';
import { chooseTeamSeason, findSeasonRegion, toVisibleSeasons } from './team-seasons';

export type TeamPageOptions = {
  edition: Edition;
  region?: Region;
  lang: LocaleCode;
  requestedSeasonId?: number;
  /** The team the route guard already loaded; read again only when absent. */
  team?: Team;
};

export type TeamPageData = {
  team: Team;
  /** The seasons the edition may show, newest first. */
  seasons: Season[];
  season?: Season;
  /** The season shown without `?season=`: its link carries no query. */
  defaultSeasonId?: number;
  requestedMissing: boolean;
  /** Where the season is played: its clock and its match pages. */
  seasonRegion?: Region;
  staffs: Staff[];
  players: Player[];
  matches: Match[];
  rankings: TeamSeasonRanking[];
};

/** The route guard already answered 404 for an unknown team; here a late 404 is just "no data". */
async function findTeam(api: CompetitionApi, id: number): Promise<Team | undefined> {
  try {
    return await api.getTeam(id);
  } catch (error) {
    if (error instanceof TeamNotFoundError) return undefined;
    throw error;
  }
}

async function findRegionSeasonId(api: CompetitionApi, region: Region | undefined, edition: Edition): Promise<number | undefined> {
  if (!region) return undefined;
  const { season } = await loadListedSeason(api, { genders: edition.genders, competitions: region.competitionId });
  return season?.id;
}

/** Undefined when the league cannot be reached: the page says so calmly. */
export async function loadTeamPage(api: CompetitionApi, teamId: number, options: TeamPageOptions): Promise<TeamPageData | undefined> {
  const { edition, region, requestedSeasonId } = options;
  const [team, teamSeasons, regionSeasonId] = await Promise.all([
    options.team ?? findTeam(api, teamId),
    api.getTeamSeasons(teamId),
    findRegionSeasonId(api, region, edition),
  ]);
  if (!team || team.isPlaceholder) return undefined;
  const seasons = toVisibleSeasons(teamSeasons, edition.genders);
  const teamCurrentIds = team.currentSeasons.map(({ id }) => id);
  const defaultSeasonId = chooseTeamSeason(seasons, { regionSeasonId, teamCurrentIds }).season?.id;
  const { season, requestedMissing } = chooseTeamSeason(seasons, { requestedId: requestedSeasonId, regionSeasonId, teamCurrentIds });
  const base = { team, seasons, season, defaultSeasonId, requestedMissing };
  if (!season) return { ...base, staffs: await loadStaffs(api, team, undefined), players: [], matches: [], rankings: [] };
  const [staffs, players, matches, rankings] = await Promise.all([
    loadStaffs(api, team, season.id),
    api.getTeamSeasonPlayers(team.id, season.id),
    api.getTeamSeasonMatches(team.id, season.id, options.lang),
    api.getTeamSeasonStats(team.id, season.id),
  ]);
  const seasonRegion = findSeasonRegion(getRegions(edition.id), season.competitionId, region);
  return { ...base, seasonRegion, staffs, players, matches, rankings };
}

/** The season's staff; else the team's current staff; else what the team answer carried. */
async function loadStaffs(api: CompetitionApi, team: Team, seasonId: number | undefined): Promise<Staff[]> {
  const seasonStaffs = seasonId === undefined ? [] : await api.getTeamSeasonStaffs(team.id, seasonId);
  if (seasonStaffs.length > 0) return seasonStaffs;
  const staffs = await api.getTeamStaffs(team.id);
  return staffs.length > 0 ? staffs : team.staffs;
}
