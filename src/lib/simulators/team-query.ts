// The team simulator's request, read from the page's query as the resolver parsed it (or, in the
// browser, its own address, address-query.ts): a share link, or the page's own form sent by
// a visitor without script (the formation picker's `formation`, a press's `add` or `drop`,
// `fill=best`, the pool's filters). Players the region's pool lacks leave their place empty, with a notice.
import { DEFAULT_FORMATION_ID, isFormationId } from '../../config/formations';
import type { PoolPlayer, SimulatorPool } from './pool';
import { readPoolFilters, readShownCount, type PoolFilters } from './pool-filter';
import { resolveSharedLineup } from './resolve-shared-picks';
import { decodeId } from './share-link';
import type { SimulatorNotice } from './squad-query';
import { decodeTeamLink } from './team-share-link';
import { DEFAULT_SEED, changeFormation, findFreePlace, pickBestTeam, putPlayer, removePlayer, type TeamState } from './team-lineup';
import type { QueryValues } from '../../config/query-fields';

export type TeamChange =
  | { kind: 'placed'; playerId: number; place: number }
  | { kind: 'removed'; playerId: number }
  | { kind: 'team-full'; playerId: number }
  | { kind: 'filled' };

export type TeamQuery = {
  state: TeamState;
  notices: SimulatorNotice[];
  change?: TeamChange;
  filters: PoolFilters;
  /** How many of the pool's matching rows to show (`show`, sent by "show more" without script). */
  shown: number;
  shared: boolean;
};

const SHARE_KEYS = ['v', 'f', 's', 'b', 'r'] as const;

function toShareParams(params: QueryValues): URLSearchParams {
  const share = new URLSearchParams();
  for (const key of SHARE_KEYS) {
    const value = params[key];
    // A vacant first slot is written as an empty token, so `s` may be all dots but never empty.
    if (value !== undefined && value !== '') share.set(key, value);
  }
  return share;
}

/** The press a form without script sent, applied to the state the link describes. */
function applyPress(params: QueryValues, linked: TeamState, pool: readonly PoolPlayer[]): { state: TeamState; change?: TeamChange } {
  // The picker names the new formation; `f` still says which one the slots were written for.
  const formation = params.formation ?? '';
  const state = isFormationId(formation) && formation !== linked.formationId ? changeFormation(linked, formation) : linked;
  if (params.fill === 'best') return { state: { ...state, ...pickBestTeam(pool, state.formationId) }, change: { kind: 'filled' } };
  const added = pool.find((player) => player.id === decodeId(params.add ?? ''));
  if (added) {
    const place = findFreePlace(state, added.role);
    if (state.slots.includes(added.id) || state.bench.includes(added.id)) return { state };
    if (place === undefined) return { state, change: { kind: 'team-full', playerId: added.id } };
    return { state: putPlayer(state, added.id, place), change: { kind: 'placed', playerId: added.id, place } };
  }
  const dropped = decodeId(params.drop ?? '');
  if (dropped !== undefined && (state.slots.includes(dropped) || state.bench.includes(dropped))) {
    return { state: removePlayer(state, dropped), change: { kind: 'removed', playerId: dropped } };
  }
  return { state };
}

export function readTeamQuery(params: QueryValues, pool: SimulatorPool): TeamQuery {
  const share = toShareParams(params);
  const { state: link, problems } = decodeTeamLink(share);
  const notices: SimulatorNotice[] = problems.map((problem) => ({ kind: 'link', problem }));
  const { slots, bench, unknownIds } = resolveSharedLineup(link, pool.players);
  if (unknownIds.length > 0) notices.push({ kind: 'unknown-players', count: unknownIds.length });
  const linked: TeamState = {
    formationId: link.formationId ?? DEFAULT_FORMATION_ID,
    slots: slots.map((player) => player?.id ?? null),
    bench: bench.map((player) => player.id),
    seed: link.seed ?? DEFAULT_SEED,
  };
  const { state, change } = applyPress(params, linked, pool.players);
  return {
    state, notices, ...(change && { change }),
    filters: readPoolFilters(params), shown: readShownCount(params), shared: [...share.keys()].length > 0,
  };
}
