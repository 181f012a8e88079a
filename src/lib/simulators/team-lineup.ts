// What a press does to the team simulator's seven and bench, the same in the browser and on the
// server. The twelve places are read as one row (seven slots in formation order, then the bench)
// so a move, a swap and an exchange with the pool are all one operation.
import { BENCH_SIZE, FORMATIONS, HOME_LINE_BY_ROLE, PLAYERS_ON_PITCH, type FormationId } from '../../config/formations';
import type { PlayerRole } from '../competition/types';
import { pickBestLineup } from './best-lineup';
import type { RatedPlayer } from './player-rating';
import { createSeededRandom } from './seeded-random';

export type TeamState = { formationId: FormationId; slots: (number | null)[]; bench: number[]; seed: number };
/** A place by its position in the row: 0–6 the formation's slots, 7–11 the bench. */
export type PlaceIndex = number;

export const PLACES = PLAYERS_ON_PITCH + BENCH_SIZE;
/** The season a team plays until the visitor asks for another one. */
export const DEFAULT_SEED = 2026;

type Row = (number | null)[];

function toRow({ slots, bench }: TeamState): Row {
  const pitch = Array.from({ length: PLAYERS_ON_PITCH }, (_, i) => slots[i] ?? null);
  return [...pitch, ...Array.from({ length: BENCH_SIZE }, (_, i) => bench[i] ?? null)];
}

function fromRow(state: TeamState, row: Row): TeamState {
  const bench = row.slice(PLAYERS_ON_PITCH).filter((id): id is number => id !== null);
  return { ...state, slots: row.slice(0, PLAYERS_ON_PITCH), bench };
}

/** Where the player stands, if they are in the team. */
export function findPlace(state: TeamState, playerId: number): PlaceIndex | undefined {
  const at = toRow(state).indexOf(playerId);
  return at === -1 ? undefined : at;
}

export function playerAt(state: TeamState, place: PlaceIndex): number | null {
  return toRow(state)[place] ?? null;
}

/** Puts the player at the place; whoever stood there takes the player's old place, or leaves. */
export function putPlayer(state: TeamState, playerId: number, place: PlaceIndex): TeamState {
  const row = toRow(state);
  const from = row.indexOf(playerId);
  if (from !== -1) row[from] = row[place] ?? null;
  row[place] = playerId;
  return fromRow(state, row);
}

/** Exchanges two places, either of which may be empty. */
export function swapPlaces(state: TeamState, a: PlaceIndex, b: PlaceIndex): TeamState {
  const row = toRow(state);
  [row[a], row[b]] = [row[b] ?? null, row[a] ?? null];
  return fromRow(state, row);
}

export function removePlayer(state: TeamState, playerId: number): TeamState {
  return fromRow(state, toRow(state).map((id) => (id === playerId ? null : id)));
}

/**
 * The place a new player takes: a free slot of their own line, else (outfield players) another
 * outfield slot, else the bench, and only then whatever is left; undefined when all twelve are taken.
 */
export function findFreePlace(state: TeamState, role: PlayerRole): PlaceIndex | undefined {
  const row = toRow(state);
  const slots = FORMATIONS[state.formationId].slots.map((slot, i) => ({ line: slot.line, i }));
  const home = HOME_LINE_BY_ROLE[role];
  const order = [
    ...slots.filter((slot) => slot.line === home).map((slot) => slot.i),
    ...(role === 'goalkeeper' ? [] : slots.filter((slot) => slot.line !== home && slot.line !== 'goalkeeper').map((slot) => slot.i)),
    ...Array.from({ length: BENCH_SIZE }, (_, i) => PLAYERS_ON_PITCH + i),
    ...slots.map((slot) => slot.i),
  ];
  return order.find((i) => row[i] === null);
}

/** The seven keep their lines where the new formation has room, and fill its other slots in order. */
export function changeFormation(state: TeamState, formationId: FormationId): TeamState {
  const before = FORMATIONS[state.formationId].slots;
  const after = FORMATIONS[formationId].slots;
  const slots: (number | null)[] = after.map(() => null);
  const left: number[] = [];
  state.slots.forEach((id, i) => {
    if (id === null) return;
    const at = after.findIndex((slot, k) => slots[k] === null && slot.line === before[i]?.line);
    if (at === -1) left.push(id);
    else slots[at] = id;
  });
  for (const id of left) slots[slots.indexOf(null)] = id;
  return { ...state, formationId, slots };
}

/** The strongest seven for the formation, and a bench of the best left with a goalkeeper on it. */
export function pickBestTeam<T extends RatedPlayer>(players: readonly T[], formationId: FormationId): Pick<TeamState, 'slots' | 'bench'> {
  const slots = pickBestLineup(players, formationId).map((player) => player?.id ?? null);
  const used = new Set(slots);
  const rest = players.filter((player) => !used.has(player.id)).sort((a, b) => (b.ratings?.average ?? 0) - (a.ratings?.average ?? 0));
  const keeper = rest.find((player) => player.role === 'goalkeeper');
  const bench = [...(keeper ? [keeper] : []), ...rest.filter((player) => player !== keeper)].slice(0, BENCH_SIZE);
  return { slots, bench: bench.map((player) => player.id) };
}

/** The season after this one: derived from the seed, so the same press gives the same season everywhere. */
export function nextSeed(seed: number): number {
  return Math.floor(createSeededRandom(seed ^ 0x5bd1e995)() * 0x100000000) >>> 0;
}

export function isTeamComplete(state: TeamState): boolean {
  return state.slots.every((id) => id !== null);
}
