// Whether a pick keeps a squad within the league's rules, and what the squad still lacks. Answers
// are codes; the page words them in the visitor's language.
import { SQUAD_RULES, type SquadRules } from '../../config/squad-rules';
import type { PlayerCategory, PlayerRole } from '../competition/types';

/** What a pick needs of a player; the competition API's `Player` is one. */
export type SquadPick = { id: number; role: PlayerRole; category?: PlayerCategory };

/** The squad's one president: the chosen club's, or the visitor's own for a club they found. */
export type PresidentChoice = { kind: 'team'; teamId: number } | { kind: 'own'; name: string };

export type PickRefusal =
  | 'unknown-player' | 'already-picked' | 'squad-full' | 'role-full' | 'wildcards-full'
  /** The places left are all needed for roles still under their minimum. */
  | 'places-reserved';
export type PickCheck = { allowed: true } | { allowed: false; reason: PickRefusal };

/** `players` counts every empty place; the role needs are a part of them. */
export type SquadNeed =
  | { kind: 'role'; role: PlayerRole; count: number }
  | { kind: 'players'; count: number }
  | { kind: 'president' };

const ROLES = ['goalkeeper', 'defender', 'midfielder', 'forward'] as const satisfies readonly PlayerRole[];

function countRoles(picks: readonly SquadPick[]): Record<PlayerRole, number> {
  const counts: Record<PlayerRole, number> = { goalkeeper: 0, defender: 0, midfielder: 0, forward: 0 };
  for (const pick of picks) counts[pick.role] += 1;
  return counts;
}

/** Places that must still go to each role to reach its minimum. */
function roleShortfall(counts: Record<PlayerRole, number>, rules: SquadRules): Record<PlayerRole, number> {
  const gap = (role: PlayerRole) => Math.max(0, rules.roles[role].min - counts[role]);
  return { goalkeeper: gap('goalkeeper'), defender: gap('defender'), midfielder: gap('midfielder'), forward: gap('forward') };
}

/** Whether the player with `playerId` from `pool` may join the squad, and why not. */
export function checkPick(
  picks: readonly SquadPick[], playerId: number, pool: readonly SquadPick[], rules: SquadRules = SQUAD_RULES,
): PickCheck {
  const refuse = (reason: PickRefusal): PickCheck => ({ allowed: false, reason });
  const player = pool.find((candidate) => candidate.id === playerId);
  if (!player) return refuse('unknown-player');
  if (picks.some((pick) => pick.id === playerId)) return refuse('already-picked');
  if (picks.length >= rules.squadSize) return refuse('squad-full');
  const counts = countRoles(picks);
  if (counts[player.role] >= rules.roles[player.role].max) return refuse('role-full');
  const wildcards = picks.filter((pick) => pick.category === 'wildcard').length;
  if (player.category === 'wildcard' && wildcards >= rules.maxWildcards) return refuse('wildcards-full');
  counts[player.role] += 1;
  const stillNeeded = Object.values(roleShortfall(counts, rules)).reduce((sum, count) => sum + count, 0);
  if (stillNeeded > rules.squadSize - picks.length - 1) return refuse('places-reserved');
  return { allowed: true };
}

/** What the squad still lacks, goalkeepers first; empty once the squad is complete. */
export function listSquadNeeds(
  picks: readonly SquadPick[], president: PresidentChoice | undefined, rules: SquadRules = SQUAD_RULES,
): SquadNeed[] {
  const shortfall = roleShortfall(countRoles(picks), rules);
  const needs: SquadNeed[] = ROLES.filter((role) => shortfall[role] > 0).map((role) => ({ kind: 'role', role, count: shortfall[role] }));
  const places = rules.squadSize - picks.length;
  if (places > 0) needs.push({ kind: 'players', count: places });
  if (!president && rules.presidents > 0) needs.push({ kind: 'president' });
  return needs;
}

/**
 * Picks `ids` one by one in order, as the visitor would have; the ones the rules refuse are
 * reported with the reason, so a shared or stale squad shows what it could keep.
 */
export function replayPicks<T extends SquadPick>(
  ids: readonly number[], pool: readonly T[], rules: SquadRules = SQUAD_RULES,
): { picks: T[]; refused: { id: number; reason: PickRefusal }[] } {
  const picks: T[] = [];
  const refused: { id: number; reason: PickRefusal }[] = [];
  for (const id of ids) {
    const check = checkPick(picks, id, pool, rules);
    if (!check.allowed) {
      refused.push({ id, reason: check.reason });
      continue;
    }
    const player = pool.find((candidate) => candidate.id === id);
    if (player) picks.push(player);
  }
  return { picks, refused };
}
