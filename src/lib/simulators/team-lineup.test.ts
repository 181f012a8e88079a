import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEED, changeFormation, findFreePlace, findPlace, isTeamComplete, nextSeed, pickBestTeam, putPlayer, removePlayer, swapPlaces,
  type TeamState,
} from './team-lineup';
import { buildPool } from './testing/pool';

const empty: TeamState = { formationId: '2-3-1', slots: [null, null, null, null, null, null, null], bench: [], seed: DEFAULT_SEED };
const pool = buildPool();

describe('findFreePlace', () => {
  it('puts a player in their own line, then another outfield slot, then on the bench', () => {
    expect(findFreePlace(empty, 'goalkeeper')).toBe(0);
    expect(findFreePlace(empty, 'defender')).toBe(1);
    expect(findFreePlace(empty, 'forward')).toBe(6);
    const front = putPlayer(empty, 11, 6);
    expect(findFreePlace(front, 'forward')).toBe(1);
  });

  it('sends a second goalkeeper to the bench rather than outfield, and finds nothing once all twelve are taken', () => {
    expect(findFreePlace(putPlayer(empty, 1, 0), 'goalkeeper')).toBe(7);
    const full: TeamState = { ...empty, slots: [1, 3, 4, 7, 8, 9, 11], bench: [2, 5, 6, 10, 12] };
    expect(findFreePlace(full, 'forward')).toBeUndefined();
  });
});

describe('moving players', () => {
  const team: TeamState = { ...empty, slots: [1, 3, 4, 7, 8, 9, null], bench: [2, 11] };

  it('puts a pool player in a place, sending whoever stood there back to the pool', () => {
    expect(putPlayer(team, 12, 6).slots[6]).toBe(12);
    const replaced = putPlayer(team, 13, 1);
    expect(replaced.slots[1]).toBe(13);
    expect(findPlace(replaced, 3)).toBeUndefined();
  });

  it('swaps a player already in the team with the one in the chosen place', () => {
    const swapped = putPlayer(team, 11, 1);
    expect(swapped.slots[1]).toBe(11);
    expect(swapped.bench).toEqual([2, 3]);
  });

  it('swaps two places, either of them empty, and keeps the bench without gaps', () => {
    expect(swapPlaces(team, 0, 7)).toMatchObject({ slots: [2, 3, 4, 7, 8, 9, null], bench: [1, 11] });
    expect(swapPlaces(team, 6, 8)).toMatchObject({ slots: [1, 3, 4, 7, 8, 9, 11], bench: [2] });
    expect(swapPlaces(team, 1, 11)).toMatchObject({ slots: [1, null, 4, 7, 8, 9, null], bench: [2, 11, 3] });
  });

  it('takes a player off wherever they stand', () => {
    expect(removePlayer(team, 4).slots[2]).toBeNull();
    expect(removePlayer(team, 2).bench).toEqual([11]);
  });
});

describe('changeFormation', () => {
  it('keeps each player in their line where there is room and fills the new slots with the rest', () => {
    // 2-3-1 → 3-1-2: two defenders stay back, the first midfielder stays, two move to the new slots.
    const team: TeamState = { ...empty, slots: [1, 3, 4, 7, 8, 9, 11] };
    const changed = changeFormation(team, '3-1-2');
    expect(changed.formationId).toBe('3-1-2');
    expect(changed.slots.slice(0, 3)).toEqual([1, 3, 4]);
    expect(changed.slots[4]).toBe(7);
    expect(changed.slots.filter((id) => id !== null).sort((a, b) => a - b)).toEqual([1, 3, 4, 7, 8, 9, 11]);
  });
});

describe('pickBestTeam', () => {
  it('fills all seven from the pool and a bench of five with a goalkeeper on it', () => {
    const best = pickBestTeam(pool.players, '2-3-1');
    const state = { ...empty, ...best };
    expect(isTeamComplete(state)).toBe(true);
    expect(best.bench).toHaveLength(5);
    const roleOf = (id: number) => pool.players.find((player) => player.id === id)?.role;
    expect(roleOf(best.slots[0] ?? 0)).toBe('goalkeeper');
    expect(best.bench.map(roleOf)).toContain('goalkeeper');
    expect(new Set([...best.slots, ...best.bench]).size).toBe(12);
  });
});

describe('nextSeed', () => {
  it('gives the same next season for the same seed, and a different one', () => {
    expect(nextSeed(DEFAULT_SEED)).toBe(nextSeed(DEFAULT_SEED));
    expect(nextSeed(DEFAULT_SEED)).not.toBe(DEFAULT_SEED);
    expect(nextSeed(nextSeed(DEFAULT_SEED))).not.toBe(nextSeed(DEFAULT_SEED));
    expect(Number.isInteger(nextSeed(0)) && nextSeed(0) >= 0 && nextSeed(0) <= 0xffffffff).toBe(true);
  });
});
