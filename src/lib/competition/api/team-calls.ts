// Section 7's team calls: the team, its seasons, staff, and one season's data.
import { TeamNotFoundError } from '../rules/errors';
import { reshapeMatch } from '../reshape/match';
import { reshapePlayer, reshapeStaff, reshapeTeam } from '../reshape/people';
import { reshapeTeamSeasonRanking } from '../reshape/rankings';
import { reshapeSeason } from '../reshape/season';
import {
  MatchesResponseSchema, PlayersResponseSchema, SeasonsResponseSchema, StaffsResponseSchema,
  TeamRankingsResponseSchema, TeamResponseSchema,
} from '../schemas';
import type { LocaleCode } from '../../../config/locales';
import type { Match, Season, Team } from '../types';
import { toApiPath, toRequest, type Fetcher } from './fetcher';

/** Oldest first; matches on the same instant keep the upstream order. */
export function sortMatchesByDate(matches: readonly Match[]): Match[] {
  return [...matches].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/**
 * The season-data call takes no language and names turns in the data default (Spanish): each
 * match takes its turn's name from the season tree asked for in the page's language; a turn the
 * tree lacks (or a tree that failed) keeps the name the match came with.
 */
export function nameTurnsFrom(season: Season | undefined, matches: readonly Match[]): Match[] {
  if (!season) return [...matches];
  const names = new Map(season.phases.flatMap((phase) => phase.groups.flatMap((group) => group.turns.map((turn) => [turn.id, turn.name] as const))));
  return matches.map((match) => {
    const name = names.get(match.turnId);
    return name === undefined ? match : { ...match, turnName: name };
  });
}

const toSeasonDataPath = (id: number, seasonId: number, part: string) => toApiPath('teams', id, 'season-data', seasonId, part);

type SeasonLookup = (id: number, lang: LocaleCode) => Promise<Season | undefined>;

export function createTeamCalls(fetcher: Fetcher, getSeason: SeasonLookup) {
  return {
    /**
     * The one call that can throw: a 404 (or an id that cannot exist) is TeamNotFoundError, so
     * the page shows section 8's "Team not found"; any other failure gives undefined.
     */
    async getTeam(id: number): Promise<Team | undefined> {
      const request = toRequest(toApiPath('teams', id), TeamResponseSchema, 'people');
      if (!request) throw new TeamNotFoundError();
      const answer = await fetcher.result(request);
      if (answer.ok) return reshapeTeam(answer.value);
      if (answer.status === 404) throw new TeamNotFoundError();
      return undefined;
    },

    getTeamSeasons: (id: number) =>
      fetcher.list(toRequest(toApiPath('teams', id, 'seasons'), SeasonsResponseSchema, 'season'), reshapeSeason),

    getTeamStaffs: (id: number) =>
      fetcher.list(toRequest(toApiPath('teams', id, 'staffs'), StaffsResponseSchema, 'people'), reshapeStaff),

    getTeamSeasonStaffs: (id: number, seasonId: number) =>
      fetcher.list(toRequest(toSeasonDataPath(id, seasonId, 'staffs'), StaffsResponseSchema, 'people'), reshapeStaff),

    getTeamSeasonStats: (id: number, seasonId: number) =>
      fetcher.list(
        toRequest(toSeasonDataPath(id, seasonId, 'stats'), TeamRankingsResponseSchema, 'turn'),
        reshapeTeamSeasonRanking,
      ),

    getTeamSeasonPlayers: (id: number, seasonId: number) =>
      fetcher.list(toRequest(toSeasonDataPath(id, seasonId, 'players'), PlayersResponseSchema, 'people'), reshapePlayer),

    /** Sorted by date, each turn named in `lang`. */
    async getTeamSeasonMatches(id: number, seasonId: number, lang: LocaleCode): Promise<Match[]> {
      const request = toRequest(toSeasonDataPath(id, seasonId, 'matches'), MatchesResponseSchema, 'turn');
      const [matches, season] = await Promise.all([fetcher.list(request, reshapeMatch), getSeason(seasonId, lang)]);
      return nameTurnsFrom(season, sortMatchesByDate(matches));
    },
  };
}
