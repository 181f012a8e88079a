import { describe, expect, it } from 'vitest';
import { STAT_PAGES } from '../../config/routes';
import { createCompetitionApi } from '../competition/api';
import { buildSeason } from '../competition/testing/builders';
import { createFakeClient, type FakeAnswer } from '../competition/testing/fake-client';
import { listColumnCodes, loadStatRows } from './load-stat-rows';
import { readCell } from './stat-row';
import { playerRanking, teamRanking, upstreamPlayer, upstreamTeam } from './testing/upstream';

const S = '/api/v1/competition/seasons/12';
const CONTEXT = { season: buildSeason({ id: 12, meta: { bestGoalkeeperId: 302 } }), lang: 'en', genders: ['male', 'both'] } as const;
const load = (answers: Record<string, FakeAnswer>, page: keyof typeof STAT_PAGES) =>
  loadStatRows(createCompetitionApi(createFakeClient(answers)), STAT_PAGES[page], CONTEXT);

describe('listColumnCodes', () => {
  it('reads each code once, ratios included', () => {
    expect(listColumnCodes(['shots', 'shotsOnTarget', 'shotAccuracy'])).toEqual(['TIR', 'TIR-S']);
    expect(listColumnCodes(['saves', 'conceded', 'saveRate', 'matches'])).toEqual(['PRT', 'GOL-S']);
  });
});

describe('loadStatRows', () => {
  it('merges the page’s codes by player, in the ranking statistic’s order', async () => {
    const rows = await load({
      [`${S}/players/stats/TIR`]: { value: playerRanking('TIR', [[2, 20], [1, 10], [3, 0]]) },
      [`${S}/players/stats/TIR-S`]: { value: playerRanking('TIR-S', [[1, 8], [2, 5]]) },
    }, 'statsShots');
    expect(rows.map((row) => [row.key, row.rank, row.values.TIR, row.values['TIR-S']])).toEqual([
      ['p2', 1, 20, 5], ['p1', 2, 10, 8], ['p3', 3, 0, undefined],
    ]);
    expect(rows.map((row) => readCell(row, 'shotAccuracy'))).toEqual([0.25, 0.8, undefined]);
  });

  it('keeps goalkeepers alone on goalkeeper-only codes, and marks the season’s best', async () => {
    const rows = await load({
      [`${S}/players/stats/PRT`]: { value: playerRanking('PRT', [[301, 40, 'goalkeeper'], [9, 3], [302, 30, 'goalkeeper']]) },
      [`${S}/players/stats/GOL-S`]: { value: playerRanking('GOL-S', [[302, 12, 'goalkeeper'], [301, 10, 'goalkeeper']]) },
    }, 'statsBestGoalkeeper');
    expect(rows.map((row) => [row.player?.id, row.player?.role, row.isBestGoalkeeper ?? false])).toEqual([
      [301, 'goalkeeper', false], [302, 'goalkeeper', true],
    ]);
    expect(readCell(rows[0]!, 'saveRate')).toBe(0.8);
  });

  it('merges team rankings by team', async () => {
    const rows = await load({
      [`${S}/teams/stats/TA`]: { value: teamRanking('TA', [[5, 12], [4, 9]]) },
      [`${S}/teams/stats/TR`]: { value: teamRanking('TR', [[4, 2], [5, 1]]) },
    }, 'teamStatsCards');
    expect(rows.map((row) => [row.key, row.team?.name, row.values.TA, row.values.TR, row.matchesPlayed])).toEqual([
      ['t5', 'Team 5', 12, 1, 7], ['t4', 'Team 4', 9, 2, 7],
    ]);
  });

  it('reads the card table from section 7’s card query', async () => {
    const rows = await load({
      '/api/stats': { value: [{ player: upstreamPlayer(7), mainTotal: 4, secondaryTotal: 1, ranking: 1 }] },
    }, 'statsCards');
    expect(rows).toEqual([{ key: 'p7', rank: 1, player: expect.objectContaining({ id: 7 }), team: undefined, values: { TA: 4, TR: 1 } }]);
  });

  it('lists each matchday that has an MVP, with the MVP’s team', async () => {
    const rows = await load({
      [`${S}/players/turn-players`]: {
        value: [
          { id: 1, name: 'Matchday 1', mvp: { ...upstreamPlayer(7), teamId: 4 }, players: [] },
          { id: 2, name: 'Matchday 2', mvp: null, players: [] },
        ],
      },
      [`${S}/teams`]: { value: [upstreamTeam(4)] },
    }, 'statsMatchdayMvp');
    expect(rows.map((row) => [row.key, row.matchday, row.player?.id, row.team?.name])).toEqual([['m1', 'Matchday 1', 7, 'Team 4']]);
  });

  it('gives no rows when the upstream fails', async () => {
    expect(await load({ [`${S}/players/stats/GOL`]: { status: 503 } }, 'statsGoals')).toEqual([]);
    expect(await load({}, 'teamStatsShots')).toEqual([]);
    expect(await load({}, 'statsCards')).toEqual([]);
  });
});
