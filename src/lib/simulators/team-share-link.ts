// The team simulator's state in a query: `v=1&f=<formation>&s=<seven slots>&b=<bench>&r=<seed>`;
// ids and the seed are base36, slots in the formation's order with an empty place for a vacancy.
import { BENCH_SIZE, PLAYERS_ON_PITCH, isFormationId, type FormationId } from '../../config/formations';
import { isSeed } from './seeded-random';
import {
  SHARE_LINK_VERSION, decodeIdTokens, encodeId, encodeIds, isSharedId, readShareQuery, type DecodedLink, type LinkProblem,
} from './share-link';

/** `slots` always has one place per slot once read, null where nobody stands. */
export type TeamLink = { formationId?: FormationId; slots: (number | null)[]; bench: number[]; seed?: number };

const KEYS = ['f', 's', 'b', 'r'] as const;
const SEED_TOKEN = /^(0|[1-9a-z][0-9a-z]{0,6})$/;

export function encodeTeamLink({ formationId, slots, bench, seed }: TeamLink): string {
  const params = new URLSearchParams({ v: SHARE_LINK_VERSION });
  if (formationId) params.set('f', formationId);
  const places = slots.slice(0, PLAYERS_ON_PITCH).map((id) => (id !== null && isSharedId(id) ? encodeId(id) : ''));
  while (places.at(-1) === '') places.pop();
  if (places.length > 0) params.set('s', places.join('.'));
  const benchIds = encodeIds(bench);
  if (benchIds) params.set('b', benchIds);
  if (seed !== undefined && isSeed(seed)) params.set('r', seed.toString(36));
  return params.toString();
}

function readSeed(token: string | null, problems: Set<LinkProblem>): number | undefined {
  if (token === null) return undefined;
  const seed = SEED_TOKEN.test(token) ? Number.parseInt(token, 36) : Number.NaN;
  if (isSeed(seed)) return seed;
  problems.add('bad-seed');
  return undefined;
}

/** Never throws: a broken link gives what could be read and the problems met. */
export function decodeTeamLink(query: string | URLSearchParams): DecodedLink<TeamLink> {
  const problems = new Set<LinkProblem>();
  const vacant = (count: number) => Array.from({ length: count }, () => null);
  const params = readShareQuery(query, KEYS, problems);
  if (!params) return { state: { slots: vacant(PLAYERS_ON_PITCH), bench: [] }, problems: [...problems] };

  // A player stands in one place only: the first place named keeps them.
  const seen = new Set<number>();
  const slots = decodeIdTokens(params.get('s'), PLAYERS_ON_PITCH, problems, seen, true);
  const state: TeamLink = {
    slots: [...slots, ...vacant(PLAYERS_ON_PITCH - slots.length)],
    bench: decodeIdTokens(params.get('b'), BENCH_SIZE, problems, seen).filter((id) => id !== null),
  };
  const formation = params.get('f');
  if (formation !== null && isFormationId(formation)) state.formationId = formation;
  else if (formation !== null) problems.add('unknown-formation');
  const seed = readSeed(params.get('r'), problems);
  if (seed !== undefined) state.seed = seed;
  return { state, problems: [...problems] };
}
