// What each block of a home page reads. The view starts every load at once and each block awaits
// its own, so the page waits for the slowest call, not the sum of them.
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import type { CmsApi } from '../cms/api';
import type { NewsPost } from '../cms/types';
import type { CompetitionApi } from '../competition/api';
import { loadCompetition } from '../competition/load-competition';
import { loadCurrentSeasonTurns } from '../competition/load-current-season';
import { topSlice } from '../competition/rules/stats';
import type { Match, MatchCenterTurn, Season, Standing, StatRankingEntry } from '../competition/types';
import type { HomeOptions } from './load-region-season';
import { findLiveMatches, findNextKickoff, findNextMatchOfEachTeam, pickCurrentTurn } from './match-picks';
import { findRegularSeasonGroup } from './standings-group';

export const TABLE_TOP_ROWS = 4;
export const NEWS_TEASER_POSTS = 3;

export type CurrentTurn = { season?: Season; turn?: MatchCenterTurn };
/** The first screen of a region's front page: what is being played, what comes next, this matchday. */
export type FirstScreen = { season?: Season; live: Match[]; next?: Match; current: CurrentTurn; nextOfEachTeam: Map<number, Match> };
/** A league's match of the moment: the one being played, else the next one. */
export type MatchOfTheMoment = { live?: Match; next?: Match };

async function loadCurrentTurn(api: CompetitionApi, region: Region, { genders, lang }: HomeOptions): Promise<CurrentTurn> {
  const { season } = await loadCompetition(api, { genders, competitions: region.competitionId, lang });
  const turns = season ? await api.getMatchCenterData(season.id, { lang }) : [];
  return { season, turn: pickCurrentTurn(turns) };
}

export async function loadFirstScreen(api: CompetitionApi, region: Region, { genders, lang }: HomeOptions): Promise<FirstScreen> {
  const [{ season, turns }, current] = await Promise.all([
    loadCurrentSeasonTurns(api, { genders, competitions: region.competitionId, lang }),
    loadCurrentTurn(api, region, { genders, lang }),
  ]);
  return { season, live: findLiveMatches(turns), next: findNextKickoff(turns), current, nextOfEachTeam: findNextMatchOfEachTeam(turns) };
}

export async function loadMatchOfTheMoment(api: CompetitionApi, region: Region, { genders, lang }: HomeOptions): Promise<MatchOfTheMoment> {
  const { turns } = await loadCurrentSeasonTurns(api, { genders, competitions: region.competitionId, lang });
  const live = findLiveMatches(turns)[0];
  return live ? { live } : { next: findNextKickoff(turns) };
}

/** The top of the regular season's table by rank; empty when the season or its standings cannot be had. */
export async function loadStandingsTop(api: CompetitionApi, season: Season | undefined, rows: number): Promise<Standing[]> {
  const group = season && findRegularSeasonGroup(season);
  const standings = group && (await api.getGroupStandings(group.id));
  return [...(standings?.standings ?? [])].sort((a, b) => a.rank - b.rank).slice(0, rows);
}

/** The season's top three for one statistic (section 9); undefined when there is no season to rank. */
export async function loadStatLeaders(api: CompetitionApi, season: Season | undefined, code: string): Promise<StatRankingEntry[] | undefined> {
  return season && topSlice(await api.getPlayerStats(season.id, code, { pageSize: 3 }));
}

/** The region's latest general posts. */
export async function loadNewsTeaser(cms: CmsApi, region: Region, lang: LocaleCode): Promise<readonly NewsPost[]> {
  const { posts } = await cms.getNewsPage(region, { category: 'general', perPage: NEWS_TEASER_POSTS, lang });
  return posts;
}
