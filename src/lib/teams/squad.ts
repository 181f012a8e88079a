// A season's squad as the team page lists it: by role, goalkeepers first, then by shirt number.
import type { Player, PlayerRole } from '../competition/types';

export const SQUAD_ROLES = ['goalkeeper', 'defender', 'midfielder', 'forward'] as const satisfies readonly PlayerRole[];

export type SquadGroup = { role: PlayerRole; players: Player[] };

const byNumberThenName = (a: Player, b: Player) =>
  (a.jersey ?? Number.MAX_SAFE_INTEGER) - (b.jersey ?? Number.MAX_SAFE_INTEGER)
  || a.lastName.localeCompare(b.lastName) || a.id - b.id;

/** One group per role that has players; a player appears once even if the answer repeats them. */
export function groupSquadByRole(players: readonly Player[]): SquadGroup[] {
  const unique = [...new Map(players.map((player) => [player.id, player])).values()];
  return SQUAD_ROLES.flatMap((role) => {
    const inRole = unique.filter((player) => player.role === role).sort(byNumberThenName);
    return inRole.length > 0 ? [{ role, players: inRole }] : [];
  });
}
