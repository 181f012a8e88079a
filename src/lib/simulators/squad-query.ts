// The squad simulator's request, read from the page's query as the resolver parsed it (or, in the
// browser, its own address, address-query.ts): a share link, or the page's own form sent by
// a visitor without script (the club picker's `club`, a press's `add` or `drop`, the pool's
// filters). Whatever arrives, the answer is a legal squad and the notices that explain what was
// left out, so a stale or broken link still opens on what it could keep.
import { SQUAD_RULES } from '../../config/squad-rules';
import type { PoolPlayer, SimulatorPool } from './pool';
import { readPoolFilters, readShownCount, type PoolFilters } from './pool-filter';
import { decodeId, type LinkProblem } from './share-link';
import { replayPicks, type PickRefusal } from './squad-check';
import { decodeSquadLink } from './squad-share-link';
import { releasePlayer, signPlayer, type SquadChange, type SquadState } from './squad-state';
import type { QueryValues } from '../../config/query-fields';

export type SimulatorNotice =
  | { kind: 'link'; problem: LinkProblem }
  | { kind: 'unknown-players'; count: number }
  | { kind: 'unknown-club' }
  | { kind: 'refused'; playerId: number; reason: PickRefusal };

export type SquadQuery = {
  state: SquadState;
  notices: SimulatorNotice[];
  /** What the form's press did, for a visitor without script. */
  change?: SquadChange;
  filters: PoolFilters;
  /** How many of the pool's matching rows to show (`show`, sent by "show more" without script). */
  shown: number;
  /** Whether the query carried a squad at all (a share link or a form), not a first visit. */
  shared: boolean;
};

const SHARE_KEYS = ['v', 't', 'c', 'p'] as const;

/** The share link's own fields, with the club picker's choice turned into `t` or `c`. */
function toShareParams(params: QueryValues): URLSearchParams {
  const share = new URLSearchParams();
  for (const key of SHARE_KEYS) {
    const value = params[key];
    if (value !== undefined && value !== '') share.set(key, value);
  }
  const club = params.club;
  if (club === 'own') share.delete('t');
  else if (club) {
    share.set('t', club);
    share.delete('c');
  }
  return share;
}

export function readSquadQuery(params: QueryValues, pool: SimulatorPool): SquadQuery {
  const share = toShareParams(params);
  const { state: link, problems } = decodeSquadLink(share);
  const notices: SimulatorNotice[] = problems.map((problem) => ({ kind: 'link', problem }));
  const byId = new Map<number, PoolPlayer>(pool.players.map((player) => [player.id, player]));

  const linked = link.president;
  const unknownClub = linked?.kind === 'team' && !pool.teams.some((team) => team.id === linked.teamId);
  if (unknownClub) notices.push({ kind: 'unknown-club' });
  const president = unknownClub ? undefined : linked;
  const known = link.picks.filter((id) => byId.has(id));
  if (known.length < link.picks.length) notices.push({ kind: 'unknown-players', count: link.picks.length - known.length });
  const { picks, refused } = replayPicks(known, pool.players, SQUAD_RULES);
  for (const { id, reason } of refused) notices.push({ kind: 'refused', playerId: id, reason });

  let state: SquadState = { ...(president && { president }), picks: picks.map((player) => player.id) };
  let change: SquadChange | undefined;
  const added = decodeId(params.add ?? '');
  const dropped = decodeId(params.drop ?? '');
  if (added !== undefined) ({ state, change } = signPlayer(state, added, pool.players, byId));
  else if (dropped !== undefined && state.picks.includes(dropped)) ({ state, change } = releasePlayer(state, dropped));

  return {
    state, notices, ...(change && { change }),
    filters: readPoolFilters(params), shown: readShownCount(params), shared: [...share.keys()].length > 0,
  };
}
