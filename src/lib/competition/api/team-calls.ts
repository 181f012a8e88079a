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
import type { Match, Team } from '../types';
import { toApiPath, toRequest, type Fetcher } from './fetcher';

/** Oldest first; matches on the same instant keep the upstream order. */
export function sortMatchesByDate(matches: readonly Match[]): Match[] {
  return [...matches].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

const toSeasonDataPath = (id: number, seasonId: number, part: string) => toApiPath('teams', id, 'season-data', seasonId, part);

export function createTeamCalls(fetcher: Fetcher) {
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

    async getTeamSeasonMatches(id: number, seasonId: number): Promise<Match[]> {
      const request = toRequest(toSeasonDataPath(id, seasonId, 'matches'), MatchesResponseSchema, 'turn');
      return sortMatchesByDate(await fetcher.list(request, reshapeMatch));
    },
  };
}
