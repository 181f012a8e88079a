// A region's champions, each with the final that gave them the title.
import type { LocaleCode } from '../../config/locales';
import type { Gender } from '../../config/editions';
import type { Region } from '../../config/regions';
import type { CompetitionApi } from '../competition/api';
import type { Match, Season, TeamRef } from '../competition/types';
import { findChampionSeasons, findFinalTurn, pickLatestTitlePerCompetition, pickTitleMatch } from './champions';

export type Title = {
  season: Season;
  /** The champion as the final's listing names it; absent when the final cannot be had. */
  team?: TeamRef;
  teamId: number;
  final?: Match;
};

type Options = { genders: readonly Gender[]; lang: LocaleCode };

/** The title's final: the season in full (for its phases), then its last playoff round. */
export async function loadTitle(api: CompetitionApi, listed: Season, lang: LocaleCode): Promise<Title | undefined> {
  const teamId = listed.winnerTeamId;
  if (teamId === undefined) return undefined;
  const season = (await api.getSeason(listed.id, lang)) ?? listed;
  const finalTurn = findFinalTurn(season);
  const turn = finalTurn && (await api.getTurn(finalTurn.id, lang));
  const final = turn ? pickTitleMatch(turn.matches, teamId) : undefined;
  const team = final?.homeTeamId === teamId ? final.homeTeam : final?.awayTeamId === teamId ? final.awayTeam : undefined;
  return { season, team, teamId, final };
}

/**
 * Whether the season's champion plays in this edition. A mixed competition (the Kings & Queens
 * Cup) is listed in both editions, but its title belongs to the edition of the team that won it.
 */
async function isEditionChampion(api: CompetitionApi, season: Season, genders: readonly Gender[]): Promise<boolean> {
  if (season.competition.gender !== 'both' || season.winnerTeamId === undefined) return true;
  try {
    const team = await api.getTeam(season.winnerTeamId);
    return team === undefined || genders.includes(team.gender);
  } catch {
    return false;
  }
}

async function keepEditionChampions(api: CompetitionApi, seasons: readonly Season[], genders: readonly Gender[]): Promise<Season[]> {
  const keep = await Promise.all(seasons.map((season) => isEditionChampion(api, season, genders)));
  return seasons.filter((_season, index) => keep[index]);
}

/** The latest title of each of the region's competitions (league and cup), latest first. */
export async function loadRegionTitles(api: CompetitionApi, region: Region, { genders, lang }: Options): Promise<Title[]> {
  const clusters = await api.getSeasonClusters({ genders, competitions: region.competitionId });
  const seasons = await keepEditionChampions(api, pickLatestTitlePerCompetition(clusters), genders);
  const titles = await Promise.all(seasons.map((season) => loadTitle(api, season, lang)));
  return titles.flatMap((title) => (title ? [title] : []));
}

/** The region's reigning champion: the winner of its latest finished season. */
export async function loadReigningChampion(api: CompetitionApi, region: Region, { genders, lang }: Options): Promise<Title | undefined> {
  const clusters = await api.getSeasonClusters({ genders, competitions: region.competitionId });
  const [season] = await keepEditionChampions(api, findChampionSeasons(clusters), genders);
  return season ? loadTitle(api, season, lang) : undefined;
}
