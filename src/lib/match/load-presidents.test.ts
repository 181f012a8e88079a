import { describe, expect, it } from 'vitest';
import type { CompetitionApi } from '../competition/api';
import type { Staff } from '../competition/types';
import { loadPresidents } from './load-match-detail';
import { AWAY_ID, HOME_ID, buildEvent, buildMatch } from './testing';

const staff = (id: number, firstName: string, lastName: string, role: string): Staff => ({ id, firstName, lastName, role });

function fakeApi(calls: number[][]): CompetitionApi {
  const staffs: Record<number, Staff[]> = {
    [HOME_ID]: [staff(1, 'Ana', 'Ruiz', 'president'), staff(2, 'Leo', 'Gil', 'coach')],
    [AWAY_ID]: [staff(3, 'Iker', 'Mora', 'coach')],
  };
  return { getTeamSeasonStaffs: async (id: number, seasonId: number) => { calls.push([id, seasonId]); return staffs[id] ?? []; } } as unknown as CompetitionApi;
}

describe('loadPresidents', () => {
  it('names each side’s president from its season staff when the match has a president’s penalty', async () => {
    const calls: number[][] = [];
    const match = buildMatch({ events: [buildEvent(1, 600, HOME_ID, 'PP')] });
    expect(await loadPresidents(fakeApi(calls), match, 15)).toEqual({ home: 'Ana Ruiz' });
    expect(calls).toEqual([[HOME_ID, 15], [AWAY_ID, 15]]);
  });

  it('reads no staff for a match without one', async () => {
    const calls: number[][] = [];
    expect(await loadPresidents(fakeApi(calls), buildMatch({ events: [buildEvent(1, 600, HOME_ID, 'GOL', 101)] }), 15)).toBeUndefined();
    expect(calls).toEqual([]);
  });
});
