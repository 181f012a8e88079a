import { describe, expect, it } from 'vitest';
import { getEdition } from '../../config/editions';
import { findRegion } from '../../config/regions';
import { createCompetitionApi } from '../competition/api';
import { createFakeClient, type FakeAnswer } from '../competition/testing/fake-client';
import { readFixture } from '../competition/testing/fixtures';
import { loadTeamPage, type TeamPageOptions } from './load-team-page';

const P = '/api/v1/competition';
const clusters = readFixture('season-clusters.json') as { seasons: unknown[] }[];
const KINGS: TeamPageOptions = { edition: getEdition('kings'), region: findRegion('kings', 'espana'), lang: 'en' };

const TEAM: Record<string, FakeAnswer> = {
  [`${P}/teams/1`]: 'team.json',
  // Seasons 11 and 12 (men's), 15 (hidden competition) and 16 (women's).
  [`${P}/teams/1/seasons`]: { value: clusters.flatMap((cluster) => cluster.seasons) },
  [`${P}/season-clusters`]: 'season-clusters.json',
  [`${P}/teams/1/season-data/12/staffs`]: 'team-season-staffs.json',
  [`${P}/teams/1/season-data/12/players`]: 'season-players.json',
  [`${P}/teams/1/season-data/12/matches`]: 'team-season-matches.json',
  [`${P}/teams/1/season-data/12/stats`]: 'team-season-stats.json',
};

function setUp(answers: Record<string, FakeAnswer> = TEAM) {
  const client = createFakeClient(answers);
  return { api: createCompetitionApi(client), paths: () => client.requests.map((request) => request.path) };
}

describe('loadTeamPage', () => {
  it('shows the region’s current season with its staff, squad, matches and rankings', async () => {
    const { api } = setUp();
    const page = await loadTeamPage(api, 1, KINGS);
    expect(page?.team.name).toBe('Ultimate Móstoles');
    expect(page?.seasons.map((season) => season.id)).toEqual([12, 11]);
    expect(page?.season?.id).toBe(12);
    expect(page?.requestedMissing).toBe(false);
    expect(page?.seasonRegion?.slug).toBe('espana');
    expect(page?.staffs.map((staff) => staff.role)).toEqual(['president', 'coach']);
    expect(page?.players.length).toBeGreaterThan(0);
    expect(page?.matches.length).toBeGreaterThan(0);
    expect(page?.rankings[0]).toMatchObject({ parameter: { code: 'GOL' }, total: 42, ranking: 1 });
  });

  it('shows another season when asked, and the default when asked for one the team never played', async () => {
    const { api, paths } = setUp();
    expect(await loadTeamPage(api, 1, { ...KINGS, requestedSeasonId: 11 })).toMatchObject({ season: { id: 11 }, defaultSeasonId: 12 });
    expect(paths()).toContain(`${P}/teams/1/season-data/11/players`);
    const missing = await loadTeamPage(api, 1, { ...KINGS, requestedSeasonId: 16 });
    expect(missing).toMatchObject({ season: { id: 12 }, defaultSeasonId: 12, requestedMissing: true });
  });

  it('finds the season’s region on the league-wide page', async () => {
    const { api } = setUp();
    const page = await loadTeamPage(api, 1, { ...KINGS, region: undefined });
    expect(page?.season?.id).toBe(12);
    expect(page?.seasonRegion?.slug).toBe('espana');
  });

  it('falls back to the team’s staff when the season has none', async () => {
    const { api } = setUp({ ...TEAM, [`${P}/teams/1/season-data/12/staffs`]: { value: [] } });
    const page = await loadTeamPage(api, 1, KINGS);
    expect(page?.staffs.map((staff) => staff.id)).toEqual([71, 72]);
  });

  it('keeps the team when its season data fails', async () => {
    const failing = Object.fromEntries(Object.entries(TEAM).filter(([path]) => !path.includes('season-data')));
    const { api } = setUp(failing);
    const page = await loadTeamPage(api, 1, KINGS);
    expect(page).toMatchObject({ season: { id: 12 }, players: [], matches: [], rankings: [] });
  });

  it('gives nothing when the league cannot be reached or the team is unknown', async () => {
    expect(await loadTeamPage(setUp({ ...TEAM, [`${P}/teams/1`]: { status: 503 } }).api, 1, KINGS)).toBeUndefined();
    expect(await loadTeamPage(setUp({ ...TEAM, [`${P}/teams/1`]: { status: 404 } }).api, 1, KINGS)).toBeUndefined();
  });

  it('has no season for a team of the other edition', async () => {
    const page = await loadTeamPage(setUp().api, 1, { ...KINGS, edition: getEdition('queens'), region: undefined });
    expect(page?.seasons.map((season) => season.id)).toEqual([16]);
  });
});
