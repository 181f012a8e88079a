import { describe, expect, it } from 'vitest';
import { createCompetitionApi } from './api';
import { loadCompetition, type CompetitionOptions, type LoadedCompetition } from './load-competition';
import { createFakeClient, type FakeAnswer } from './testing/fake-client';

const P = '/api/v1/competition';
const KINGS: CompetitionOptions = { genders: ['male', 'both'], competitions: [3, 6], lang: 'es' };

const LEAGUE: Record<string, FakeAnswer> = {
  [`${P}/season-clusters`]: 'season-clusters.json',
  [`${P}/seasons/12`]: 'season.json',
  [`${P}/seasons/12/teams`]: 'season-teams-wrapped.json',
  [`${P}/teams/58`]: 'team-placeholder.json',
  [`${P}/teams/1/season-data/12/staffs`]: 'team-season-staffs.json',
  [`${P}/teams/2/season-data/12/staffs`]: { value: [] },
};

function setUp(answers: Record<string, FakeAnswer> = LEAGUE) {
  const client = createFakeClient(answers);
  return { api: createCompetitionApi(client), paths: () => client.requests.map((request) => request.path) };
}

describe('loadCompetition', () => {
  it('loads clusters, the current cluster, its current season in full, then its teams with staff, in that order', async () => {
    const { api, paths } = setUp();
    const loaded = await loadCompetition(api, KINGS);
    expect(loaded.cluster?.id).toBe(4);
    expect(loaded.season?.id).toBe(12);
    expect(loaded.season?.phases).toHaveLength(2);
    expect(loaded.teams.map((team) => [team.id, team.isPlaceholder, team.staffs.map((staff) => staff.role)])).toEqual([
      [1, false, ['president', 'coach']],
      [2, false, []],
      [58, true, []],
    ]);
    expect(paths().slice(0, 3)).toEqual([`${P}/season-clusters`, `${P}/seasons/12`, `${P}/seasons/12/teams`]);
    expect(paths()).not.toContain(`${P}/teams/58/season-data/12/staffs`);
  });

  it('loads once per request: the same options share one load', async () => {
    const { api, paths } = setUp();
    const first = loadCompetition(api, KINGS);
    const again = loadCompetition(api, { ...KINGS, genders: ['both', 'male'] });
    expect(again).toBe(first);
    await first;
    const count = paths().length;
    await loadCompetition(api, KINGS);
    expect(paths()).toHaveLength(count);
    expect(loadCompetition(api, { ...KINGS, lang: 'en' })).not.toBe(first);
  });

  it('keeps its memo in a map the caller passes', async () => {
    const { api } = setUp();
    const memo = new Map<string, Promise<LoadedCompetition>>();
    const loading = loadCompetition(api, KINGS, memo);
    expect([...memo.values()]).toEqual([loading]);
    expect(loadCompetition(api, KINGS, memo)).toBe(loading);
    expect(loadCompetition(api, KINGS)).not.toBe(loading);
    await loading;
  });

  it("falls back to the cluster's copy of the season when the full season fails", async () => {
    const { api } = setUp({ ...LEAGUE, [`${P}/seasons/12`]: { status: 500 } });
    const loaded = await loadCompetition(api, KINGS);
    expect(loaded.season?.id).toBe(12);
    expect(loaded.season?.phases).toEqual([]);
  });

  it('gives an empty competition when the clusters fail', async () => {
    const { api } = setUp({});
    expect(await loadCompetition(api, KINGS)).toEqual({ clusters: [], cluster: undefined, teams: [] });
  });
});
