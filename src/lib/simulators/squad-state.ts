// What a press does to the squad simulator's state, the same in the browser and on the server
// (a visitor without script sends the press in the query): sign, release, choose the club.
import { SQUAD_RULES } from '../../config/squad-rules';
import { checkPick, type PickRefusal, type PresidentChoice, type SquadPick } from './squad-check';
import type { PlayerRole } from '../competition/types';
import type { SquadLink } from './squad-share-link';

const ROLES = ['goalkeeper', 'defender', 'midfielder', 'forward'] as const satisfies readonly PlayerRole[];

export type SquadState = SquadLink;

export type SquadChange =
  | { kind: 'signed'; playerId: number }
  | { kind: 'released'; playerId: number }
  | { kind: 'refused'; playerId: number; reason: PickRefusal };

/** The picked players in pick order; ids the pool lacks are passed over. */
export function pickedPlayers<T extends SquadPick>(state: SquadState, byId: ReadonlyMap<number, T>): T[] {
  return state.picks.flatMap((id) => byId.get(id) ?? []);
}

/** Signs the player, or says why the rules refuse them. */
export function signPlayer<T extends SquadPick>(
  state: SquadState, playerId: number, pool: readonly T[], byId: ReadonlyMap<number, T>,
): { state: SquadState; change: SquadChange } {
  const check = checkPick(pickedPlayers(state, byId), playerId, pool, SQUAD_RULES);
  if (!check.allowed) return { state, change: { kind: 'refused', playerId, reason: check.reason } };
  return { state: { ...state, picks: [...state.picks, playerId] }, change: { kind: 'signed', playerId } };
}

export function releasePlayer(state: SquadState, playerId: number): { state: SquadState; change: SquadChange } {
  return { state: { ...state, picks: state.picks.filter((id) => id !== playerId) }, change: { kind: 'released', playerId } };
}

/** Signs a player not yet in the squad, releases one who is. */
export function togglePlayer<T extends SquadPick>(
  state: SquadState, playerId: number, pool: readonly T[], byId: ReadonlyMap<number, T>,
): { state: SquadState; change: SquadChange } {
  return state.picks.includes(playerId) ? releasePlayer(state, playerId) : signPlayer(state, playerId, pool, byId);
}

export function choosePresident(state: SquadState, president: PresidentChoice | undefined): SquadState {
  const { president: _previous, ...rest } = state;
  return president ? { ...rest, president } : rest;
}

export type PoolStatus = 'signed' | 'free' | PickRefusal;

/**
 * Every player's answer to a press right now: signed, free to sign, or the rule in the way. The
 * squad is counted once, so asking for each row of the pool stays cheap on every press; the
 * answers are checkPick's (the tests hold them to it).
 */
export function createStatusOf<T extends SquadPick>(state: SquadState, byId: ReadonlyMap<number, T>): (player: SquadPick) => PoolStatus {
  const picks = pickedPlayers(state, byId);
  const signed = new Set(state.picks);
  const counts: Record<PlayerRole, number> = { goalkeeper: 0, defender: 0, midfielder: 0, forward: 0 };
  for (const pick of picks) counts[pick.role] += 1;
  const wildcards = picks.filter((pick) => pick.category === 'wildcard').length;
  const shortfall = (role: PlayerRole) => Math.max(0, SQUAD_RULES.roles[role].min - counts[role]);
  const needed = ROLES.reduce((sum, role) => sum + shortfall(role), 0);
  const placesAfter = SQUAD_RULES.squadSize - picks.length - 1;
  return (player) => {
    if (signed.has(player.id)) return 'signed';
    if (picks.length >= SQUAD_RULES.squadSize) return 'squad-full';
    if (counts[player.role] >= SQUAD_RULES.roles[player.role].max) return 'role-full';
    if (player.category === 'wildcard' && wildcards >= SQUAD_RULES.maxWildcards) return 'wildcards-full';
    const stillNeeded = needed - (shortfall(player.role) > 0 ? 1 : 0);
    return stillNeeded > placesAfter ? 'places-reserved' : 'free';
  };
}
