import { describe, expect, it } from 'vitest';
import type { PlayerRole } from '../competition/types';
import { checkPick, listSquadNeeds, replayPicks, type SquadPick } from './squad-check';

// Ids say the role: 1x goalkeepers, 2x defenders, 3x midfielders, 4x forwards; 9x wildcards.
const pick = (id: number, role: PlayerRole, category: SquadPick['category'] = 'draft'): SquadPick => ({ id, role, category });
const POOL: SquadPick[] = [
  pick(11, 'goalkeeper'), pick(12, 'goalkeeper'), pick(13, 'goalkeeper'),
  ...[21, 22, 23, 24, 25, 26].map((id) => pick(id, 'defender')),
  ...[31, 32, 33, 34, 35, 36].map((id) => pick(id, 'midfielder')),
  ...[41, 42, 43, 44, 45].map((id) => pick(id, 'forward')),
  pick(91, 'midfielder', 'wildcard'), pick(92, 'forward', 'wildcard'), pick(93, 'defender', 'wildcard'),
];
const byIds = (ids: readonly number[]) => ids.map((id) => POOL.find((player) => player.id === id) as SquadPick);
const FULL = byIds([11, 21, 22, 23, 31, 32, 33, 41, 42, 12, 91, 92]);

describe('checkPick', () => {
  it('allows a first pick from the pool', () => {
    expect(checkPick([], 41, POOL)).toEqual({ allowed: true });
  });

  it('refuses a player the pool does not have', () => {
    expect(checkPick([], 999, POOL)).toEqual({ allowed: false, reason: 'unknown-player' });
  });

  it('refuses a player already in the squad', () => {
    expect(checkPick(byIds([41]), 41, POOL)).toEqual({ allowed: false, reason: 'already-picked' });
  });

  it('refuses a thirteenth player', () => {
    expect(checkPick(FULL, 24, POOL)).toEqual({ allowed: false, reason: 'squad-full' });
  });

  it('refuses a third goalkeeper and a sixth defender', () => {
    expect(checkPick(byIds([11, 12]), 13, POOL)).toEqual({ allowed: false, reason: 'role-full' });
    expect(checkPick(byIds([21, 22, 23, 24, 25]), 26, POOL)).toEqual({ allowed: false, reason: 'role-full' });
  });

  it('refuses a third wildcard', () => {
    expect(checkPick(byIds([91, 92]), 93, POOL)).toEqual({ allowed: false, reason: 'wildcards-full' });
  });

  it('keeps the last places for the roles still missing', () => {
    // Eleven picked and no goalkeeper yet: only a goalkeeper may take the last place.
    const noKeeper = byIds([21, 22, 23, 24, 31, 32, 33, 34, 41, 42, 43]);
    expect(checkPick(noKeeper, 44, POOL)).toEqual({ allowed: false, reason: 'places-reserved' });
    expect(checkPick(noKeeper, 11, POOL)).toEqual({ allowed: true });
  });
});

describe('listSquadNeeds', () => {
  it('lists every minimum, the twelve places and the president for an empty squad', () => {
    expect(listSquadNeeds([], undefined)).toEqual([
      { kind: 'role', role: 'goalkeeper', count: 1 },
      { kind: 'role', role: 'defender', count: 2 },
      { kind: 'role', role: 'midfielder', count: 2 },
      { kind: 'role', role: 'forward', count: 1 },
      { kind: 'players', count: 12 },
      { kind: 'president' },
    ]);
  });

  it('names only what is left', () => {
    expect(listSquadNeeds(byIds([11, 21, 31, 32, 41]), { kind: 'own', name: 'Los Pibes' })).toEqual([
      { kind: 'role', role: 'defender', count: 1 },
      { kind: 'players', count: 7 },
    ]);
  });

  it('is empty for a full squad with a president', () => {
    expect(listSquadNeeds(FULL, { kind: 'team', teamId: 7 })).toEqual([]);
  });
});

describe('replayPicks', () => {
  it('keeps the allowed picks in order and reports the others with their reason', () => {
    const { picks, refused } = replayPicks([11, 999, 12, 13, 11, 91, 92, 93], POOL);
    expect(picks.map((player) => player.id)).toEqual([11, 12, 91, 92]);
    expect(refused).toEqual([
      { id: 999, reason: 'unknown-player' },
      { id: 13, reason: 'role-full' },
      { id: 11, reason: 'already-picked' },
      { id: 93, reason: 'wildcards-full' },
    ]);
  });

  it('rebuilds a full squad that keeps every rule', () => {
    const { picks, refused } = replayPicks(FULL.map((player) => player.id), POOL);
    expect(refused).toEqual([]);
    expect(listSquadNeeds(picks, { kind: 'team', teamId: 7 })).toEqual([]);
  });
});
