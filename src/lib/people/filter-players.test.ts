import { describe, expect, it } from 'vitest';
import { buildTeam } from '../competition/testing/builders';
import type { PlayerRole } from '../competition/types';
import { filterByQuery, sortSquadPlayers, teamsOf } from './filter-players';
import { readPlayerListQuery, toPlayerListSearch } from './player-list-query';

/** A query as the resolver hands it to a reader: the first value of each parameter. */
const parsed = (search: string) => Object.fromEntries([...new URLSearchParams(search)].reverse());

const player = (id: number, teamId: number | undefined, role: PlayerRole, jersey?: number) => ({ id, teamId, role, jersey });
const same = <T>(item: T) => item;

describe('the player lists’ query', () => {
  it('reads a team and a role, and leaves out anything else', () => {
    expect(readPlayerListQuery(parsed('?team=4&role=forward'))).toEqual({ teamId: 4, role: 'forward' });
    expect(readPlayerListQuery(parsed('?team=&role='))).toEqual({ teamId: undefined, role: undefined });
    expect(readPlayerListQuery(parsed('?team=04x&role=striker'))).toEqual({ teamId: undefined, role: undefined });
  });

  it('writes the state back, empty when there is nothing to say', () => {
    expect(toPlayerListSearch({ teamId: 4, role: 'goalkeeper' })).toBe('?team=4&role=goalkeeper');
    expect(toPlayerListSearch({})).toBe('');
  });
});

describe('filtering and ordering players', () => {
  const players = [player(1, 2, 'forward', 9), player(2, 1, 'goalkeeper', 1), player(3, 1, 'forward', 7), player(4, undefined, 'defender')];

  it('keeps the chosen team and role; an unknown team keeps nobody', () => {
    expect(filterByQuery(players, { teamId: 1 }, same).map((p) => p.id)).toEqual([2, 3]);
    expect(filterByQuery(players, { role: 'forward' }, same).map((p) => p.id)).toEqual([1, 3]);
    expect(filterByQuery(players, { teamId: 1, role: 'forward' }, same).map((p) => p.id)).toEqual([3]);
    expect(filterByQuery(players, { teamId: 99 }, same)).toEqual([]);
    expect(filterByQuery(players, {}, same)).toHaveLength(4);
  });

  it('lists the real teams the players belong to, by name', () => {
    const teams = [buildTeam(1, { name: 'Zeta' }), buildTeam(2, { name: 'Alfa' }), buildTeam(3), buildTeam(58, { isPlaceholder: true })];
    expect(teamsOf([1, 2, 58, undefined], teams, 'es').map((team) => team.id)).toEqual([2, 1]);
  });

  it('orders team by team, goalkeepers first, then by shirt number; players without a team last', () => {
    const order = [buildTeam(2), buildTeam(1)];
    expect(sortSquadPlayers(players, order).map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(sortSquadPlayers(players, [buildTeam(1), buildTeam(2)]).map((p) => p.id)).toEqual([2, 3, 1, 4]);
  });
});
