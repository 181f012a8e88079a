// Section 7's season calls: clusters, the season tree, its teams (with section 9's quirks),
// players, turns, standings and the match centre.
import { DEFAULT_LOCALE, type LocaleCode } from '../../../config/locales';
import { reshapeMatchCenterTurn, reshapeTurn } from '../reshape/match';
import { reshapePlayer, reshapeTeam } from '../reshape/people';
import { reshapeGroupStandings, reshapeTurnPlayers } from '../reshape/rankings';
import { reshapeSeason, reshapeSeasonCluster } from '../reshape/season';
import { applySeasonQuirks, markPlaceholders, PHASE_BORROWING, prependSeason14Phases } from '../rules/season-quirks';
import { isSeasonVisible } from '../rules/season-visibility';
import {
  GroupStandingsResponseSchema, MatchCenterResponseSchema, PlayersResponseSchema, SeasonClustersResponseSchema,
  SeasonResponseSchema, TeamResponseSchema, TeamsResponseSchema, TurnPlayersResponseSchema, TurnResponseSchema,
} from '../schemas';
import type { Gender, PlayerCategory, Season, SeasonCluster, Team } from '../types';
import { toApiPath, toRequest, type Fetcher } from './fetcher';

export type SeasonClusterFilter = { genders: readonly Gender[]; competitions: readonly number[] };
export type SeasonPlayersFilter = {
  lang?: LocaleCode;
  ctxGenders?: readonly Gender[];
  categories?: Extract<PlayerCategory, 'draft' | 'wildcard'> | readonly Extract<PlayerCategory, 'draft' | 'wildcard'>[];
};

export function createSeasonCalls(fetcher: Fetcher) {
  const fetchSeason = (id: number, lang: LocaleCode) =>
    fetcher.one(toRequest(toApiPath('seasons', id), SeasonResponseSchema, 'season', { lang }), reshapeSeason);
  const fetchTeam = (id: number) => fetcher.one(toRequest(toApiPath('teams', id), TeamResponseSchema, 'people'), reshapeTeam);

  return {
    /** Only seasons the edition may show (section 5); clusters left empty are dropped. */
    async getSeasonClusters({ genders, competitions }: SeasonClusterFilter): Promise<SeasonCluster[]> {
      const query = { genders, competitions };
      const request = toRequest(toApiPath('season-clusters'), SeasonClustersResponseSchema, 'season', query);
      const clusters = await fetcher.list(request, reshapeSeasonCluster);
      return clusters
        .map((cluster) => ({ ...cluster, seasons: cluster.seasons.filter((season) => isSeasonVisible(season, genders)) }))
        .filter((cluster) => cluster.seasons.length > 0);
    },

    /** Season 13 also carries season 14's phases, first (section 9). */
    async getSeason(id: number, lang: LocaleCode = DEFAULT_LOCALE): Promise<Season | undefined> {
      const borrows = id === PHASE_BORROWING.seasonId;
      const [season, source] = await Promise.all([
        fetchSeason(id, lang),
        borrows ? fetchSeason(PHASE_BORROWING.fromSeasonId, lang) : undefined,
      ]);
      return season && prependSeason14Phases(season, source);
    },

    /** The season's teams plus section 9's fixed and placeholder teams, fetched one by one. */
    async getSeasonTeams(id: number): Promise<Team[]> {
      const request = toRequest(toApiPath('seasons', id, 'teams'), TeamsResponseSchema, 'season');
      // Section 9's teams are added only to a list that arrived; a failed list stays empty.
      const listed = await fetcher.one(request, (teams) => teams.map((team) => reshapeTeam(team)));
      if (!listed) return [];
      const byId = new Map(listed.map((team) => [team.id, team]));
      const wanted = applySeasonQuirks(id, [...byId.keys()]);
      const added = await Promise.all(wanted.filter((teamId) => !byId.has(teamId)).map((teamId) => fetchTeam(teamId)));
      for (const team of added) if (team) byId.set(team.id, team);
      return markPlaceholders(wanted.flatMap((teamId) => byId.get(teamId) ?? []));
    },

    getSeasonPlayers: (id: number, { lang, ctxGenders, categories }: SeasonPlayersFilter = {}) =>
      fetcher.list(
        toRequest(toApiPath('seasons', id, 'players'), PlayersResponseSchema, 'people', { lang, ctxGenders, categories }),
        reshapePlayer,
      ),

    getTurnPlayers: (id: number, lang: LocaleCode) =>
      fetcher.list(
        toRequest(toApiPath('seasons', id, 'players', 'turn-players'), TurnPlayersResponseSchema, 'turn', { lang }),
        reshapeTurnPlayers,
      ),

    /**
     * `live` while one of its matches is being played: its events and statistics change by the
     * second. `watch` for a live match's watcher, which reads it afresh on every tick.
     */
    getTurn: (id: number, lang: LocaleCode, { live = false, watch = false }: { live?: boolean; watch?: boolean } = {}) =>
      fetcher.one(toRequest(toApiPath('turns', id), TurnResponseSchema, watch ? 'watch' : live ? 'live' : 'turn', { lang }), reshapeTurn),

    getGroupStandings: (id: number) =>
      fetcher.one(toRequest(toApiPath('groups', id), GroupStandingsResponseSchema, 'turn'), reshapeGroupStandings),

    /** Live scores: the shortest cache lifetime. */
    getMatchCenterData: (id: number, { lang, teamId }: { lang: LocaleCode; teamId?: number }) =>
      fetcher.list(
        toRequest(toApiPath('seasons', id, 'match-center-data'), MatchCenterResponseSchema, 'live', { lang, teamId }),
        reshapeMatchCenterTurn,
      ),
  };
}
