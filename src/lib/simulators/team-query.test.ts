import { describe, expect, it } from 'vitest';
import { POOL_PAGE_SIZE } from './pool-filter';
import { DEFAULT_SEED } from './team-lineup';
import { readTeamQuery } from './team-query';
import { encodeTeamLink } from './team-share-link';
import { buildPool } from './testing/pool';
import { readAddressQuery } from './address-query';

const pool = buildPool();
const read = (query: string) => readTeamQuery(readAddressQuery(query), pool);
const EMPTY = [null, null, null, null, null, null, null];

describe('readTeamQuery: share links', () => {
  it('reads a first visit as an empty 2-3-1 with the usual season, not as a shared team', () => {
    expect(read('')).toEqual({
      state: { formationId: '2-3-1', slots: EMPTY, bench: [], seed: DEFAULT_SEED }, notices: [], filters: { query: '' }, shown: POOL_PAGE_SIZE,
      shared: false,
    });
  });

  it('opens a shared team exactly as it was shared, season included', () => {
    const state = { formationId: '3-1-2' as const, slots: [1, 3, 4, 5, 7, 11, 12], bench: [2, 8], seed: 123456 };
    expect(read(`?${encodeTeamLink(state)}`)).toMatchObject({ state, notices: [], shared: true });
  });

  it('leaves the place of a player the pool lacks empty, and says how many were left out', () => {
    const { state, notices } = read(`?${encodeTeamLink({ formationId: '2-3-1', slots: [1, 9001, 4, null, null, null, 11], bench: [9002, 2] })}`);
    expect(state.slots).toEqual([1, null, 4, null, null, null, 11]);
    expect(state.bench).toEqual([2]);
    expect(notices).toEqual([{ kind: 'unknown-players', count: 2 }]);
  });

  it('names what it could not read and never throws', () => {
    expect(read('?v=1&f=4-4-2&r=-1').notices).toEqual([{ kind: 'link', problem: 'unknown-formation' }, { kind: 'link', problem: 'bad-seed' }]);
    for (const garbage of ['?s=.......', '?v=1&s=a.a.a.a.a.a.a.a.a', '?v=1&b=1.2.3.4.5.6.7', '?v=1&formation=x&add=zzzzzz&drop=']) {
      expect(() => read(garbage), garbage).not.toThrow();
    }
  });
});

describe('readTeamQuery: the form without script', () => {
  it('places an added player in their own line, or on the bench, and takes one off', () => {
    expect(read('?v=1&add=b')).toMatchObject({
      state: { slots: [null, null, null, null, null, null, 11] }, change: { kind: 'placed', playerId: 11, place: 6 },
    });
    expect(read('?v=1&s=1&add=2')).toMatchObject({ state: { slots: [1, ...EMPTY.slice(1)], bench: [2] } });
    expect(read('?v=1&s=1.3&drop=1')).toMatchObject({ state: { slots: [null, 3, ...EMPTY.slice(2)] }, change: { kind: 'removed', playerId: 1 } });
  });

  it('says the team is full when all twelve places are taken', () => {
    const full = encodeTeamLink({ formationId: '2-3-1', slots: [1, 3, 4, 7, 8, 9, 11], bench: [2, 5, 6, 10, 12] });
    expect(read(`?${full}&add=d`).change).toEqual({ kind: 'team-full', playerId: 13 });
  });

  it('fills the best seven, and moves the players to a newly chosen formation by line', () => {
    const best = read('?v=1&fill=best');
    expect(best.change).toEqual({ kind: 'filled' });
    expect(best.state.slots.every((id) => id !== null)).toBe(true);
    const moved = read('?v=1&f=2-3-1&s=1.3.4.7.8.9.b&formation=3-1-2');
    expect(moved.state.formationId).toBe('3-1-2');
    expect(moved.state.slots.slice(0, 3)).toEqual([1, 3, 4]);
  });
});
