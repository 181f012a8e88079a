import { describe, expect, it, vi } from 'vitest';
import { findRegion } from '../../config/regions';
import type { CompetitionApi } from '../competition/api';
import { buildSeason, buildStaff, buildTeam } from '../competition/testing/builders';
import type { Player } from '../competition/types';
import { loadSimulatorPool } from './load-pool';

const region = findRegion('kings', 'espana')!;
const player = (id: number, overrides: Partial<Player> = {}): Player => ({
  id, firstName: `F${id}`, lastName: `L${id}`, gender: 'male', role: 'forward', category: 'draft', teamId: 1,
  ratings: { average: 60 + id }, ...overrides,
});

function fakeApi({ season = true, players = [player(1), player(2)] }: { season?: boolean; players?: Player[] } = {}) {
  const listed = buildSeason();
  return {
    getSeasonClusters: vi.fn(async () => (season ? [{ id: 4, name: 'Split', seasons: [listed] }] : [])),
    getSeasonPlayers: vi.fn(async () => players),
    getSeasonTeams: vi.fn(async () => [
      buildTeam(1, { name: 'Zeta', staffs: [buildStaff(9, 'president')] }),
      buildTeam(2, { name: 'Alfa' }),
      buildTeam(3, { isPlaceholder: true }),
    ]),
    getTeamSeasonStaffs: vi.fn(async () => [buildStaff(5, 'coach'), buildStaff(6, 'president')]),
  } as unknown as CompetitionApi & { getTeamSeasonStaffs: ReturnType<typeof vi.fn> };
}

describe('loadSimulatorPool', () => {
  it('loads the clubs with their presidents and the squad players, strongest first', async () => {
    const api = fakeApi();
    const loaded = await loadSimulatorPool(api, { region, genders: ['male', 'both'], lang: 'en' });
    expect(loaded.available).toBe(true);
    if (!loaded.available) return;
    expect(loaded.teams.map((team) => [team.name, team.president])).toEqual([['Alfa', 'First 6 Last 6'], ['Zeta', 'First 9 Last 9']]);
    expect(loaded.players.map((entry) => entry.id)).toEqual([2, 1]);
    // Only the club the listing gave no president was asked for its staff.
    expect(api.getTeamSeasonStaffs).toHaveBeenCalledTimes(1);
  });

  it('leaves out legends and the other edition’s players', async () => {
    const api = fakeApi({ players: [player(1), player(2, { category: 'legend' }), player(3, { gender: 'female' })] });
    const loaded = await loadSimulatorPool(api, { region, genders: ['male', 'both'], lang: 'en' });
    expect(loaded.available && loaded.players.map((entry) => entry.id)).toEqual([1]);
  });

  it('is unavailable without a season or without players, never throwing', async () => {
    await expect(loadSimulatorPool(fakeApi({ season: false }), { region, genders: ['male'], lang: 'en' })).resolves.toEqual({ available: false });
    await expect(loadSimulatorPool(fakeApi({ players: [] }), { region, genders: ['male'], lang: 'en' })).resolves.toEqual({ available: false });
  });
});
