// What a shared squad or team says in the page's title and description (and so in its share
// card): read from the same query and pool the page renders, so the preview matches the page.
import type { Translate } from '../i18n/intl';
import type { PeopleGender } from '../people';
import { rateClubs } from './club-ratings';
import type { PoolPlayer, SimulatorPool } from './pool';
import { rateLineup, rateSquad } from './ratings';
import { simulateSeason } from './season-simulation';
import { readSquadQuery } from './squad-query';
import { pickedPlayers } from './squad-state';
import { isTeamComplete } from './team-lineup';
import { readTeamQuery } from './team-query';
import type { QueryValues } from '../../config/query-fields';

export type SharedDescription = { title: string; description: string };
export type DescribeInput = { query: QueryValues; pool: SimulatorPool; t: Translate; gender: PeopleGender };

/** Names listed in a description before "and N more". */
const NAMES_SHOWN = 5;

function listNames(players: readonly PoolPlayer[], t: Translate, gender: PeopleGender): string {
  const names = players.slice(0, NAMES_SHOWN).map((player) => `${player.firstName} ${player.lastName}`).join(', ');
  const more = players.length - NAMES_SHOWN;
  return more > 0 ? t('simulators.share.andMore', { names, count: more, gender }) : names;
}

/** The title and description of a shared squad; undefined on a first visit, which keeps the page's own. */
export function describeSharedSquad({ query, pool, t, gender }: DescribeInput): SharedDescription | undefined {
  const { state, shared } = readSquadQuery(query, pool);
  if (!shared) return undefined;
  const byId = new Map(pool.players.map((player) => [player.id, player]));
  const players = pickedPlayers(state, byId);
  const president = state.president;
  const club =
    president?.kind === 'own' ? president.name : pool.teams.find((team) => president?.kind === 'team' && team.id === president.teamId)?.name;
  const values = { club: club ?? t('simulators.squad.ownClubDefault'), count: players.length, gender };
  return {
    title: t('simulators.share.squadTitle', values),
    description: players.length === 0
      ? t('simulators.share.squadEmpty', values)
      : t('simulators.share.squadDescription', { ...values, ...rateSquad(players), names: listNames(players, t, gender) }),
  };
}

/** The title and description of a shared team, with its simulated season once all seven stand. */
export function describeSharedTeam({ query, pool, t, gender }: DescribeInput): SharedDescription | undefined {
  const { state, shared } = readTeamQuery(query, pool);
  if (!shared) return undefined;
  const byId = new Map(pool.players.map((player) => [player.id, player]));
  const seven = state.slots.map((id) => (id === null ? null : (byId.get(id) ?? null)));
  const ratings = rateLineup(state.formationId, seven);
  const starters = seven.filter((player) => player !== null);
  const title = t('simulators.share.teamTitle', { formation: state.formationId, overall: ratings.overall, gender });
  if (!isTeamComplete(state)) {
    return { title, description: t('simulators.share.teamIncomplete', { count: starters.length, names: listNames(starters, t, gender), gender }) };
  }
  const clubs = rateClubs(pool);
  const { visitor } = simulateSeason({ seed: state.seed, visitor: ratings, opponents: clubs });
  return {
    title,
    description: t('simulators.share.teamDescription', {
      position: visitor.position, teams: clubs.length + 1, points: visitor.points, goalsFor: visitor.goalsFor,
      goalsAgainst: visitor.goalsAgainst, names: listNames(starters, t, gender), gender,
    }),
  };
}
