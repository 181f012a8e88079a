// The player lists' state lives in their URL: `?team=<team id>&role=<role>`, both optional.
// The resolver already refuses malformed values (the route's record); this reads them again, defensively.
import type { PlayerRole } from '../competition/types';

export const PLAYER_ROLES = ['goalkeeper', 'defender', 'midfielder', 'forward'] as const satisfies readonly PlayerRole[];

export type PlayerListQuery = { teamId?: number; role?: PlayerRole };

const ID = /^[1-9]\d{0,8}$/;

function isRole(value: string | undefined): value is PlayerRole {
  return (PLAYER_ROLES as readonly (string | undefined)[]).includes(value);
}

/** `?team=4&role=forward`, as the resolver parsed it → `{ teamId: 4, role: 'forward' }`; anything else is left out. */
export function readPlayerListQuery(params: Readonly<{ team?: string; role?: string }>): PlayerListQuery {
  const { team, role } = params;
  return { teamId: team && ID.test(team) ? Number(team) : undefined, role: isRole(role) ? role : undefined };
}

/** The query string for a state, empty when there is nothing to say. */
export function toPlayerListSearch({ teamId, role }: PlayerListQuery): string {
  const params = new URLSearchParams();
  if (teamId !== undefined) params.set('team', String(teamId));
  if (role !== undefined) params.set('role', role);
  const text = params.toString();
  return text ? `?${text}` : '';
}
