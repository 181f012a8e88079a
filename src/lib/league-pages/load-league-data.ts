// What the league's own pages read from the league data: the matchdays still to come (tickets,
// media accreditation) and the current season's format (regulation). Failures give nothing, never throw.
import type { Gender } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import type { CompetitionApi } from '../competition/api';
import { loadCurrentSeason, loadCurrentSeasonTurns } from '../competition/load-current-season';
import type { Season } from '../competition/types';
import { listUpcomingMatchdays, type UpcomingMatchday } from './matchdays';
import { describeSeasonFormat, type SeasonFormat } from './season-format';

export type LeagueDataOptions = { genders: readonly Gender[]; lang: LocaleCode };

export type UpcomingSchedule = { season?: Season; matchdays: UpcomingMatchday[] };

export async function loadUpcomingMatchdays(api: CompetitionApi, region: Region, options: LeagueDataOptions, count: number): Promise<UpcomingSchedule> {
  const { season, turns } = await loadCurrentSeasonTurns(api, { ...options, competitions: region.competitionId });
  return { season, matchdays: listUpcomingMatchdays(turns, count) };
}

export async function loadSeasonFormat(api: CompetitionApi, region: Region, options: LeagueDataOptions): Promise<SeasonFormat | undefined> {
  const { season } = await loadCurrentSeason(api, { ...options, competitions: region.competitionId });
  if (!season) return undefined;
  return describeSeasonFormat(season, await api.getSeasonTeams(season.id));
}
