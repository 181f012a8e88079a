// Head-to-head and recent form: the two teams' earlier matches, read from their seasons.
import type { LocaleCode } from '../../config/locales';
import type { CompetitionApi } from '../competition/api';
import { toMatchOutcome } from '../competition/rules/match-outcome';
import { isSeasonVisible } from '../competition/rules/season-visibility';
import type { Gender, Match } from '../competition/types';

export type MatchResult = 'win' | 'draw' | 'loss';
export type TeamMatches = { matches: Match[]; competitionOfSeason: ReadonlyMap<number, number> };
/** Both teams' matches, for their meetings and their form. */
export type TeamHistories = { home: TeamMatches; away: TeamMatches };

/** How many earlier meetings and results are shown. */
export const HISTORY_LENGTH = 5;

/** A team's result in an ended match, a shootout counting for its winner (rules/match-outcome.ts). */
export function resultFor(match: Match, teamId: number): MatchResult | undefined {
  const outcome = toMatchOutcome(match, teamId);
  if (outcome === 'shootoutWin') return 'win';
  if (outcome === 'shootoutLoss') return 'loss';
  return outcome;
}

const newestFirst = (a: Match, b: Match) => Date.parse(b.date) - Date.parse(a.date);
const before = (match: Match, current: Pick<Match, 'id' | 'date'>) => match.id !== current.id && Date.parse(match.date) < Date.parse(current.date);

/** The two teams' earlier meetings with a result, newest first. */
export function pickHeadToHead(matches: readonly Match[], current: Match, limit = HISTORY_LENGTH): Match[] {
  const pair = new Set([current.homeTeamId, current.awayTeamId]);
  return matches
    .filter((match) => before(match, current) && pair.has(match.homeTeamId) && pair.has(match.awayTeamId) && match.homeTeamId !== match.awayTeamId)
    .filter((match) => current.homeTeamId !== undefined && resultFor(match, current.homeTeamId) !== undefined)
    .sort(newestFirst)
    .slice(0, limit);
}

/** A team's last results before this match, oldest first as the site's form guides read. */
export function pickForm(matches: readonly Match[], teamId: number, current: Pick<Match, 'id' | 'date'>, limit = HISTORY_LENGTH): Match[] {
  return matches
    .filter((match) => before(match, current) && resultFor(match, teamId) !== undefined)
    .sort(newestFirst)
    .slice(0, limit)
    .reverse();
}

/** Wins of each side and draws over a list of meetings. */
export function tallyHeadToHead(meetings: readonly Match[], homeTeamId: number) {
  const results = meetings.map((match) => resultFor(match, homeTeamId));
  return {
    homeWins: results.filter((result) => result === 'win').length,
    draws: results.filter((result) => result === 'draw').length,
    awayWins: results.filter((result) => result === 'loss').length,
  };
}

/** Every match of the team in the seasons the edition may show; failed calls leave gaps, not errors. */
type HistoryOptions = { genders: readonly Gender[]; lang: LocaleCode };

export async function loadTeamMatches(api: CompetitionApi, teamId: number, { genders, lang }: HistoryOptions): Promise<TeamMatches> {
  const seasons = (await api.getTeamSeasons(teamId)).filter((season) => isSeasonVisible(season, genders));
  const lists = await Promise.all(seasons.map((season) => api.getTeamSeasonMatches(teamId, season.id, lang)));
  const byId = new Map(lists.flat().map((match) => [match.id, match]));
  return {
    matches: [...byId.values()],
    competitionOfSeason: new Map(seasons.map((season) => [season.id, season.competitionId])),
  };
}

/** Undefined when a side is still to be decided: there is no history to compare. */
export async function loadTeamHistories(api: CompetitionApi, match: Match, options: HistoryOptions): Promise<TeamHistories | undefined> {
  const { homeTeamId, awayTeamId } = match;
  if (homeTeamId === undefined || awayTeamId === undefined) return undefined;
  const [home, away] = await Promise.all([loadTeamMatches(api, homeTeamId, options), loadTeamMatches(api, awayTeamId, options)]);
  return { home, away };
}
