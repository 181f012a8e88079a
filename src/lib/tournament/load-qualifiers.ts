// The road to King of Kings from one league: its current race, and the King of Kings matches of
// the teams it has already sent.
import type { Gender } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import type { CompetitionApi } from '../competition/api';
import { loadCurrentSeason, loadCurrentSeasonTurns } from '../competition/load-current-season';
import type { Match, Season, Standing } from '../competition/types';
import { loadStandingsTop } from '../home';
import { loadRegionTitles } from './load-champion';

export const KING_OF_KINGS_SLUG = 'king-of-kings';
export const RACE_ROWS = 4;

type Options = { genders: readonly Gender[]; lang: LocaleCode };

export type RaceTable = { season?: Season; rows: Standing[] };

/** The league's current table, top rows: the split's champion will be the next to qualify. */
export async function loadQualifierRace(api: CompetitionApi, source: Region, { genders, lang }: Options): Promise<RaceTable> {
  const { season } = await loadCurrentSeason(api, { genders, competitions: source.competitionId, lang });
  return { season, rows: await loadStandingsTop(api, season, RACE_ROWS) };
}

/** This season's King of Kings matches with a team that qualified from the source league. */
export async function loadKingOfKingsMatches(api: CompetitionApi, source: Region, kingOfKings: Region, options: Options): Promise<Match[]> {
  const [titles, { turns }] = await Promise.all([
    loadRegionTitles(api, source, options),
    loadCurrentSeasonTurns(api, { genders: options.genders, competitions: kingOfKings.competitionId, lang: options.lang }),
  ]);
  const qualified = new Set(titles.map((title) => title.teamId));
  return turns
    .flatMap((turn) => turn.matches)
    .filter((match) => qualified.has(match.homeTeamId ?? -1) || qualified.has(match.awayTeamId ?? -1));
}
