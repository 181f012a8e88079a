// Searching and narrowing the pool: by name (accents and case ignored), role, club and category.
// The browser filters as the visitor types; a visitor without script sends the same fields in
// the query (`q`, `role`, `team`, `cat`) and the server filters the same way.
import type { PlayerRole } from '../competition/types';
import { POOL_CATEGORIES, type PoolCategory, type PoolPlayer } from './pool';
import type { QueryValues } from '../../config/query-fields';

export type PoolFilters = { query: string; role?: PlayerRole; teamId?: number; category?: PoolCategory };

/**
 * Rows the pool shows at first and adds with each "show more": enough to pick from, few enough
 * that a phone lays out and hydrates the page quickly. Search and filters cover the whole pool.
 */
export const POOL_PAGE_SIZE = 40;
const MAX_SHOWN = /^[1-9]\d{0,3}$/;

/** How many matching rows a visitor without script asked to see (`show`), in whole pages. */
export function readShownCount(params: QueryValues): number {
  const asked = params.show ?? '';
  if (!MAX_SHOWN.test(asked)) return POOL_PAGE_SIZE;
  return Math.max(POOL_PAGE_SIZE, Math.ceil(Number(asked) / POOL_PAGE_SIZE) * POOL_PAGE_SIZE);
}

const ROLES: readonly string[] = ['goalkeeper', 'defender', 'midfielder', 'forward'] satisfies PlayerRole[];
const TEAM_ID = /^[1-9]\d{0,8}$/;
export const MAX_POOL_QUERY_LENGTH = 40;

/** Lower case without accents, so "inigo" finds Íñigo and "ALVARO" finds Álvaro. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLocaleLowerCase();
}

export function readPoolFilters(params: QueryValues): PoolFilters {
  const role = params.role ?? '';
  const team = params.team ?? '';
  const category = params.cat ?? '';
  return {
    query: (params.q ?? '').trim().slice(0, MAX_POOL_QUERY_LENGTH),
    ...(ROLES.includes(role) && { role: role as PlayerRole }),
    ...(TEAM_ID.test(team) && { teamId: Number(team) }),
    ...((POOL_CATEGORIES as readonly string[]).includes(category) && { category: category as PoolCategory }),
  };
}

/** A test for one player, built once per filter change so typing stays quick over a long pool. */
export function toPoolMatcher({ query, role, teamId, category }: PoolFilters): (player: PoolPlayer) => boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  return (player) =>
    (role === undefined || player.role === role) &&
    (teamId === undefined || player.teamId === teamId) &&
    (category === undefined || player.category === category) &&
    (words.length === 0 || words.every((word) => foldForSearch(`${player.firstName} ${player.lastName} ${player.shortName}`).includes(word)));
}
