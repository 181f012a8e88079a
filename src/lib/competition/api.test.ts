import { describe, expect, it } from 'vitest';
import { createCompetitionApi } from './api';
import { TeamNotFoundError } from './rules/errors';
import { createFakeClient, type FakeAnswer } from './testing/fake-client';
import { readFixture } from './testing/fixtures';

const P = '/api/v1/competition';

function setUpApi(answers: Record<string, FakeAnswer>) {
  const client = createFakeClient(answers);
  return { api: createCompetitionApi(client), requests: client.requests };
}

describe('getSeasonClusters', () => {
  it('asks with the edition filter and keeps only seasons the edition may show', async () => {
    const { api, requests } = setUpApi({ [`${P}/season-clusters`]: 'season-clusters.json' });
    const clusters = await api.getSeasonClusters({ genders: ['male', 'both'], competitions: [3, 6] });
    expect(clusters.map((cluster) => [cluster.id, cluster.seasons.map((season) => season.id)])).toEqual([[4, [11, 12]]]);
    expect(requests[0]).toMatchObject({ query: { genders: ['male', 'both'], competitions: [3, 6] }, lifetime: 'season' });
  });
});

describe('getTeam', () => {
  it('gives the team', async () => {
    const { api } = setUpApi({ [`${P}/teams/1`]: 'team.json' });
    expect((await api.getTeam(1))?.name).toBe('Ultimate Móstoles');
  });

  it('throws TeamNotFoundError when the team answers 404', async () => {
    const { api } = setUpApi({});
    await expect(api.getTeam(404)).rejects.toThrow(TeamNotFoundError);
    await expect(api.getTeam(404)).rejects.toThrow('Team not found');
  });

  it('throws TeamNotFoundError for an id that cannot exist, without asking', async () => {
    const { api, requests } = setUpApi({});
    await expect(api.getTeam(-1)).rejects.toThrow(TeamNotFoundError);
    expect(requests).toEqual([]);
  });

  it('gives undefined for other failures', async () => {
    const { api } = setUpApi({ [`${P}/teams/1`]: { status: 503 }, [`${P}/teams/2`]: 'wrong-team-id.json' });
    expect(await api.getTeam(1)).toBeUndefined();
    expect(await api.getTeam(2)).toBeUndefined();
  });
});

describe('failures are silent', () => {
  it.each<[string, FakeAnswer]>([
    ['an error status', { status: 500 }],
    ['a wrong shape', 'wrong-standings.json'],
    ['a client that throws', { throws: true }],
  ])('gives [] or undefined on %s', async (_, answer) => {
    const { api } = setUpApi({ [`${P}/teams/1/staffs`]: answer, [`${P}/groups/1200`]: answer });
    expect(await api.getTeamStaffs(1)).toEqual([]);
    expect(await api.getGroupStandings(1200)).toBeUndefined();
  });

  it('never sends a malformed id', async () => {
    const { api, requests } = setUpApi({});
    expect(await api.getTeamSeasonPlayers(1.5, 12)).toEqual([]);
    expect(await api.getTurn(0, 'es')).toBeUndefined();
    expect(requests).toEqual([]);
  });
});

describe('team season data', () => {
  it('sorts the matches by date', async () => {
    const { api } = setUpApi({ [`${P}/teams/1/season-data/12/matches`]: 'team-season-matches.json' });
    expect((await api.getTeamSeasonMatches(1, 12, 'es')).map((match) => match.id)).toEqual([501, 504, 503]);
  });

  it('names each turn in the asked language from the season tree, as the matches call takes no language', async () => {
    const season = readFixture('season.json') as { phases: { groups: { turns: { id: number; name: string }[] }[] }[] };
    for (const turn of season.phases.flatMap((phase) => phase.groups.flatMap((group) => group.turns))) turn.name = turn.name.replace('Jornada', 'Matchday');
    const { api, requests } = setUpApi({ [`${P}/teams/1/season-data/12/matches`]: 'team-season-matches.json', [`${P}/seasons/12`]: { value: season } });
    const matches = await api.getTeamSeasonMatches(1, 12, 'en');
    expect(matches.map((match) => match.turnName)).toEqual(['Matchday 1', 'Matchday 1', 'Matchday 1']);
    expect(requests.find((request) => request.path === `${P}/seasons/12`)?.query).toMatchObject({ lang: 'en' });
  });

  it('keeps the names the matches came with when the season cannot be read', async () => {
    const { api } = setUpApi({ [`${P}/teams/1/season-data/12/matches`]: 'team-season-matches.json', [`${P}/seasons/12`]: { status: 503 } });
    expect((await api.getTeamSeasonMatches(1, 12, 'en')).map((match) => match.turnName)).toEqual(['Jornada 1', undefined, undefined]);
  });

  it('reads staff, rankings and players of the season', async () => {
    const { api } = setUpApi({
      [`${P}/teams/1/season-data/12/staffs`]: 'team-season-staffs.json',
      [`${P}/teams/1/season-data/12/stats`]: 'team-season-stats.json',
      [`${P}/teams/1/season-data/12/players`]: 'season-players.json',
    });
    expect((await api.getTeamSeasonStaffs(1, 12)).map((staff) => staff.role)).toEqual(['president', 'coach']);
    expect((await api.getTeamSeasonStats(1, 12))[0]).toMatchObject({ total: 42, average: 5.25, ranking: 1 });
    expect((await api.getTeamSeasonPlayers(1, 12)).map((player) => player.id)).toEqual([101, 301]);
  });
});

describe('getSeason', () => {
  it('asks in Spanish unless told otherwise', async () => {
    const { api, requests } = setUpApi({ [`${P}/seasons/12`]: 'season.json' });
    expect((await api.getSeason(12))?.id).toBe(12);
    await api.getSeason(12, 'en');
    expect(requests.map((request) => request.query)).toEqual([{ lang: 'es' }, { lang: 'en' }]);
  });

  it("gives season 13 with season 14's phases first", async () => {
    const { api } = setUpApi({ [`${P}/seasons/13`]: 'season-13.json', [`${P}/seasons/14`]: 'season-14.json' });
    expect((await api.getSeason(13))?.phases.map((phase) => phase.id)).toEqual([140, 130]);
  });
});

describe('getSeasonTeams', () => {
  it('adds the placeholder teams it can fetch, flagged, after the season teams', async () => {
    const { api } = setUpApi({
      [`${P}/seasons/12/teams`]: 'season-teams-wrapped.json',
      [`${P}/teams/58`]: 'team-placeholder.json',
    });
    const teams = await api.getSeasonTeams(12);
    expect(teams.map((team) => [team.id, team.isPlaceholder])).toEqual([[1, false], [2, false], [58, true]]);
  });

  it("fetches season 13's fixed teams too", async () => {
    const { api, requests } = setUpApi({ [`${P}/seasons/13/teams`]: 'season-teams-wrapped.json' });
    await api.getSeasonTeams(13);
    const asked = requests.map((request) => request.path).filter((path) => /\/teams\/\d+$/.test(path));
    expect(asked).toEqual([5, 8, 9, 10, 37, 38, 40, 41, 58, 63, 64, 65, 66].map((id) => `${P}/teams/${id}`));
  });

  it('gives nothing when the season list itself fails', async () => {
    const { api, requests } = setUpApi({ [`${P}/seasons/12/teams`]: { status: 500 } });
    expect(await api.getSeasonTeams(12)).toEqual([]);
    expect(requests).toHaveLength(1);
  });
});

describe('season lists', () => {
  it('passes the player filters and the turn language', async () => {
    const { api, requests } = setUpApi({
      [`${P}/seasons/12/players`]: 'season-players.json',
      [`${P}/seasons/12/players/turn-players`]: 'turn-players.json',
      [`${P}/turns/12001`]: 'turn.json',
      [`${P}/seasons/12/match-center-data`]: 'match-center-data.json',
    });
    expect(await api.getSeasonPlayers(12, { lang: 'en', ctxGenders: ['male'], categories: 'draft' })).toHaveLength(2);
    expect((await api.getTurnPlayers(12, 'en'))[0]?.mvp?.teamId).toBe(1);
    expect((await api.getTurn(12001, 'en'))?.matches).toHaveLength(2);
    expect(await api.getMatchCenterData(12, { lang: 'en', teamId: 1 })).toHaveLength(1);
    expect(requests.map((request) => [request.query, request.lifetime])).toEqual([
      [{ lang: 'en', ctxGenders: ['male'], categories: 'draft' }, 'people'],
      [{ lang: 'en' }, 'turn'],
      [{ lang: 'en' }, 'turn'],
      [{ lang: 'en', teamId: 1 }, 'live'],
    ]);
  });
});

describe('statistics', () => {
  it('keeps goalkeepers alone for saves and clamps the page query', async () => {
    const { api, requests } = setUpApi({ [`${P}/seasons/12/players/stats/PRT`]: 'player-stats.json' });
    const entries = await api.getPlayerStats(12, 'PRT', { orderBy: 'total', sortOrder: 'DESC', pageSize: 500, page: 0 });
    expect(entries.map((entry) => entry.player.id)).toEqual([301, 302]);
    expect(requests[0]?.query).toEqual({ orderBy: 'total', sortOrder: 'DESC', pageSize: 200, page: 1 });
  });

  it('reads team stats', async () => {
    const { api } = setUpApi({ [`${P}/seasons/12/teams/stats/GOL`]: 'team-stats.json' });
    expect((await api.getTeamStats(12, 'GOL'))[0]?.team.id).toBe(1);
  });

  it('asks /api/stats for yellow then red cards, ranked ascending', async () => {
    const { api, requests } = setUpApi({ '/api/stats': 'card-stats.json' });
    expect((await api.getCardStats({ ctxGenders: ['male', 'both'], season: 12 }))[0]?.yellowCards).toBe(3);
    expect(requests[0]?.query).toEqual({
      ctxGenders: ['male', 'both'], season: 12,
      type: 'players', mainCode: 'TA', secondaryCodes: 'TR', orderBy: 'ranking', sortOrder: 'ASC',
    });
  });
});

describe('demo extensions', () => {
  it('reads draft, transfers, tier list and legends', async () => {
    const { api } = setUpApi({
      [`${P}/seasons/12/draft`]: 'draft.json',
      [`${P}/seasons/12/transfers`]: 'transfers.json',
      [`${P}/seasons/12/tier-list`]: 'tier-list.json',
      [`${P}/legends`]: 'season-players.json',
    });
    expect((await api.getDraft(12))?.[0]?.player.id).toBe(101);
    expect((await api.getTransfers(12))?.[0]).toMatchObject({ type: 'loan', fromTeam: { id: 2 }, toTeam: undefined });
    expect((await api.getTierList(12))?.[0]?.tier).toBe('S');
    expect(await api.getLegends({ competitions: [3] })).toHaveLength(2);
  });

  it('gives nothing, not an empty list, for an upstream that lacks them', async () => {
    const { api } = setUpApi({});
    expect(await api.getDraft(12)).toBeUndefined();
    expect(await api.getTransfers(12)).toBeUndefined();
    expect(await api.getTierList(12)).toBeUndefined();
    expect(await api.getLegends({ competitions: [3] })).toBeUndefined();
  });
});
