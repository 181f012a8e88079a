// Which of a team's seasons the page shows, and which region's clock and links go with it.
import type { Gender } from '../../config/editions';
import type { Region } from '../../config/regions';
import { isSeasonVisible } from '../competition/rules/season-visibility';
import type { Season } from '../competition/types';

/** Section 5's visible seasons, newest first. */
export function toVisibleSeasons(seasons: readonly Season[], genders: readonly Gender[]): Season[] {
  return seasons
    .filter((season) => isSeasonVisible(season, genders))
    .sort((a, b) => Date.parse(b.start) - Date.parse(a.start) || b.id - a.id);
}

export type SeasonChoice = {
  season?: Season;
  /** The visitor asked for a season the team did not play; the default is shown instead. */
  requestedMissing: boolean;
};

type ChoiceOptions = { requestedId?: number; regionSeasonId?: number; teamCurrentIds?: readonly number[] };

/**
 * The asked-for season when the team played it; else the region's current season when the team
 * plays in it; else the team's own current season; else its latest.
 */
export function chooseTeamSeason(seasons: readonly Season[], { requestedId, regionSeasonId, teamCurrentIds = [] }: ChoiceOptions): SeasonChoice {
  const byId = (id: number | undefined) => (id === undefined ? undefined : seasons.find((season) => season.id === id));
  const requested = byId(requestedId);
  const fallback = byId(regionSeasonId)
    ?? seasons.find((season) => season.isCurrent && teamCurrentIds.includes(season.id))
    ?? seasons.find((season) => season.isCurrent)
    ?? seasons[0];
  return { season: requested ?? fallback, requestedMissing: requestedId !== undefined && !requested };
}

/**
 * The region a season is played in: the preferred one (the page's) when its competitions include
 * the season's, else the first of the edition's regions that does.
 */
export function findSeasonRegion(
  regions: readonly Region[],
  competitionId: number,
  preferred?: Region,
): Region | undefined {
  if (preferred?.competitionId.includes(competitionId)) return preferred;
  return regions.find((region) => region.competitionId.includes(competitionId));
}

/** A `?season=` value, as the resolver parsed it: a whole positive id, else nothing. */
export function readSeasonParameter(query: Readonly<{ season?: string }>): number | undefined {
  const value = query.season;
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}
