import { describe, expect, it } from 'vitest';
import { checkPick } from './squad-check';
import { createSeededRandom } from './seeded-random';
import { choosePresident, createStatusOf, pickedPlayers, togglePlayer, type SquadState } from './squad-state';
import { buildPool } from './testing/pool';

const pool = buildPool({ 11: 'wildcard', 12: 'wildcard', 13: 'wildcard' });
const byId = new Map(pool.players.map((player) => [player.id, player]));

describe('togglePlayer', () => {
  it('signs a free player and releases a signed one', () => {
    const signed = togglePlayer({ picks: [] }, 3, pool.players, byId);
    expect(signed).toEqual({ state: { picks: [3] }, change: { kind: 'signed', playerId: 3 } });
    expect(togglePlayer(signed.state, 3, pool.players, byId)).toEqual({ state: { picks: [] }, change: { kind: 'released', playerId: 3 } });
  });

  it('refuses a third goalkeeper and a third wildcard, leaving the squad as it was', () => {
    const keepers: SquadState = { picks: [1, 2] };
    expect(togglePlayer(keepers, 101, pool.players, byId)).toEqual({
      state: keepers, change: { kind: 'refused', playerId: 101, reason: 'role-full' },
    });
    const wildcards: SquadState = { picks: [11, 12] };
    expect(togglePlayer(wildcards, 13, pool.players, byId).change).toEqual({ kind: 'refused', playerId: 13, reason: 'wildcards-full' });
  });
});

describe('createStatusOf', () => {
  it('answers for every player: signed, free, or the rule in the way', () => {
    const statusOf = createStatusOf({ picks: [1, 2, 11, 12] }, byId);
    const of = (id: number) => statusOf(byId.get(id)!);
    expect([of(1), of(101), of(13), of(103)]).toEqual(['signed', 'role-full', 'wildcards-full', 'free']);
  });

  it('gives checkPick’s answer for every player of many squads built at random', () => {
    const random = createSeededRandom(7);
    for (let round = 0; round < 200; round++) {
      let state: SquadState = { picks: [] };
      const tries = Math.floor(random() * 30);
      for (let i = 0; i < tries; i++) {
        const candidate = pool.players[Math.floor(random() * pool.players.length)]!;
        state = togglePlayer(state, candidate.id, pool.players, byId).state;
      }
      const statusOf = createStatusOf(state, byId);
      const picks = pickedPlayers(state, byId);
      for (const player of pool.players) {
        const check = checkPick(picks, player.id, pool.players);
        const expected = state.picks.includes(player.id) ? 'signed' : check.allowed ? 'free' : check.reason;
        expect(statusOf(player), `${state.picks.join('.')} → ${player.id}`).toBe(expected);
      }
    }
  });
});

describe('choosePresident', () => {
  it('sets, replaces and clears the squad’s one president, keeping the picks', () => {
    const chosen = choosePresident({ picks: [3] }, { kind: 'team', teamId: 1 });
    expect(chosen).toEqual({ president: { kind: 'team', teamId: 1 }, picks: [3] });
    expect(choosePresident(chosen, { kind: 'own', name: 'Los Pibes' })).toEqual({ president: { kind: 'own', name: 'Los Pibes' }, picks: [3] });
    expect(choosePresident(chosen, undefined)).toEqual({ picks: [3] });
  });
});
