// The lists' filters and order: by team and role, then team, line (goalkeepers first) and number.
import type { LocaleCode } from '../../config/locales';
import { getLocale } from '../../config/locales';
import type { PlayerRole, Team } from '../competition/types';
import { PLAYER_ROLES, type PlayerListQuery } from './player-list-query';

type Filterable = { teamId?: number; role: PlayerRole };

/** Keeps the items of the chosen team and role; an unknown team keeps nothing. */
export function filterByQuery<T>(items: readonly T[], { teamId, role }: PlayerListQuery, of: (item: T) => Filterable): T[] {
  return items.filter((item) => {
    const { teamId: itemTeam, role: itemRole } = of(item);
    return (teamId === undefined || itemTeam === teamId) && (role === undefined || itemRole === role);
  });
}

/** The real teams (no placeholders) that the items belong to, by name in the page's language. */
export function teamsOf(teamIds: Iterable<number | undefined>, teams: readonly Team[], lang: LocaleCode): Team[] {
  const wanted = new Set(teamIds);
  const collator = new Intl.Collator(getLocale(lang).tag);
  return teams.filter((team) => !team.isPlaceholder && wanted.has(team.id)).sort((a, b) => collator.compare(a.name, b.name));
}

type Sortable = { id: number; teamId?: number; role: PlayerRole; jersey?: number };

/** Team by team in the given team order (players without a team last), then line, then shirt number. */
export function sortSquadPlayers<T extends Sortable>(players: readonly T[], teamOrder: readonly Team[]): T[] {
  const teamRank = new Map(teamOrder.map((team, index) => [team.id, index]));
  const rankOf = (player: T) => (player.teamId !== undefined ? (teamRank.get(player.teamId) ?? teamOrder.length) : teamOrder.length + 1);
  return [...players].sort(
    (a, b) =>
      rankOf(a) - rankOf(b) ||
      PLAYER_ROLES.indexOf(a.role) - PLAYER_ROLES.indexOf(b.role) ||
      (a.jersey ?? 999) - (b.jersey ?? 999) ||
      a.id - b.id,
  );
}
