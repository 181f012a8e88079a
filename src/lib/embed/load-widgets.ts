// What each widget shows, loaded through the same calls as the site's own pages (so the data
// cache and the page cache serve a thousand host pages as one visitor, ADR 051).
import { EMBED_MAX_TOP } from '../../config/embed';
import type { Gender } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import type { CompetitionApi } from '../competition/api';
import { loadCurrentSeasonTurns } from '../competition/load-current-season';
import type { Match, MatchCenterTurn, Season, Standing } from '../competition/types';
import { findNextMatchOfEachTeam, loadRegionSeason, loadStandingsTop, pickCurrentTurn } from '../home';
import { loadMatchDetail, type MatchDetail } from '../match';

export type WidgetPlace = { genders: readonly Gender[]; region: Region; lang: LocaleCode };

const options = ({ genders, region, lang }: WidgetPlace) => ({ genders, competitions: region.competitionId, lang });
const byKickoff = (a: Match, b: Match) => Date.parse(a.date) - Date.parse(b.date);
const plays = (match: Match, team: number) => match.homeTeamId === team || match.awayTeamId === team;

export type StandingsWidgetData = { season?: Season; rows: Standing[] };

/** The regular season's table, whole or its top N. */
export async function loadStandingsWidget(api: CompetitionApi, place: WidgetPlace, top?: number): Promise<StandingsWidgetData> {
  const season = await loadRegionSeason(api, place.region, place);
  return { season, rows: await loadStandingsTop(api, season, top ?? EMBED_MAX_TOP) };
}

export type MatchesWidgetData = {
  season?: Season;
  /** The matchday shown, when the widget shows one. */
  turn?: MatchCenterTurn;
  /** A team's last match played and its next (or the one it is playing). */
  last?: Match;
  next?: Match;
  matches: Match[];
};

/** A matchday's matches (the one being played unless one is named), or a team's last and next. */
export async function loadMatchesWidget(
  api: CompetitionApi, place: WidgetPlace, choice: { matchday?: number; team?: number },
): Promise<MatchesWidgetData> {
  const { season, turns } = await loadCurrentSeasonTurns(api, options(place));
  if (choice.team !== undefined) {
    const team = choice.team;
    const mine = turns.flatMap((turn) => turn.matches).filter((match) => plays(match, team)).sort(byKickoff);
    const last = mine.filter((match) => match.displayStatus === 'ended').at(-1);
    const next = findNextMatchOfEachTeam(turns).get(team);
    return { season, last, next, matches: [last, next].filter((match): match is Match => match !== undefined) };
  }
  const turn = choice.matchday !== undefined ? turns.find((candidate) => candidate.id === choice.matchday) : pickCurrentTurn(turns);
  return { season, turn, matches: [...(turn?.matches ?? [])].sort(byKickoff) };
}

/** One match in full (its events for the goals), or undefined when the region has no such match. */
export function loadLiveWidget(api: CompetitionApi, place: WidgetPlace, matchId: number): Promise<MatchDetail | undefined> {
  return loadMatchDetail(api, options(place), matchId);
}

export type NextMatchWidgetData = { season?: Season; match?: Match; teamName?: string };

/** A team's next match (the one it is playing, else its earliest to come). */
export async function loadNextMatchWidget(api: CompetitionApi, place: WidgetPlace, team: number): Promise<NextMatchWidgetData> {
  const { season, turns } = await loadCurrentSeasonTurns(api, options(place));
  const match = findNextMatchOfEachTeam(turns).get(team);
  const known = turns.flatMap((turn) => turn.matches).find((candidate) => plays(candidate, team));
  const teamName = known && (known.homeTeamId === team ? known.homeTeam?.name : known.awayTeam?.name);
  return { season, match, teamName };
}
