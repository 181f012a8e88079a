import { describe, expect, it } from 'vitest';
import { createCompetitionApi } from '../competition/api';
import { createFakeClient, type FakeAnswer } from '../competition/testing/fake-client';
import { buildResult } from '../competition/testing/match-builders';
import type { Group, MatchCenterTurn } from '../competition/types';
import { listPlayedTurns, loadTables } from './load-tables';

const turnSummary = (id: number) => ({ id, name: `Matchday ${id}`, shortName: `MD${id}`, start: '2026-10-01T18:00:00.000Z' });
const centreTurn = (id: number, ended: boolean, matches: MatchCenterTurn['matches']): MatchCenterTurn => ({
  id, name: `Matchday ${id}`, ended, start: '2026-10-01T18:00:00.000Z', finish: '2026-10-01T22:00:00.000Z', matches,
});

describe('listPlayedTurns', () => {
  const group: Group = { id: 7, name: 'Group A', hasStandings: true, turns: [turnSummary(1), turnSummary(2), turnSummary(3), turnSummary(4)] };

  it('keeps matchdays that are over, with only the group’s matches', () => {
    const centre = [
      centreTurn(1, true, [buildResult(1, 10, 20, { home: 1, away: 0 }, { groupId: 7 }), buildResult(2, 30, 40, { home: 1, away: 0 }, { groupId: 8 })]),
      centreTurn(2, false, [buildResult(3, 10, 30, { home: 2, away: 0 }, { groupId: 7 })]),
      centreTurn(3, false, [buildResult(4, 10, 40, { home: 2, away: 0 }, { groupId: 7, displayStatus: 'live' })]),
    ];
    const played = listPlayedTurns(group, centre);
    expect(played.map((turn) => [turn.label, turn.matches.map((match) => match.id)])).toEqual([
      ['MD1', [1]],
      ['MD2', [3]],
    ]);
  });
});

const P = '/api/v1/competition';
const LEAGUE: Record<string, FakeAnswer> = {
  [`${P}/season-clusters`]: 'season-clusters.json',
  [`${P}/seasons/12`]: 'season.json',
  [`${P}/seasons/12/teams`]: { value: [] },
  [`${P}/seasons/12/match-center-data`]: 'match-center-data.json',
  [`${P}/groups/1200`]: 'group-standings.json',
};
const OPTIONS = { genders: ['male', 'both'] as const, competitions: [3], lang: 'en' as const };

describe('loadTables', () => {
  it('loads the standings of every group that has them, with the season’s ended matches', async () => {
    const data = await loadTables(createCompetitionApi(createFakeClient(LEAGUE)), OPTIONS);
    expect(data.tables.map((table) => [table.phase.id, table.group.id, table.standings?.standings.length])).toEqual([[120, 1200, 3]]);
    expect(data.matches.map((match) => match.id)).toEqual([501]);
    expect([...data.tables[0]!.history.positions.keys()]).toEqual([1, 2, 3]);
  });

  it('keeps the group, without standings, when they cannot be had', async () => {
    const data = await loadTables(createCompetitionApi(createFakeClient({ ...LEAGUE, [`${P}/groups/1200`]: { status: 503 } })), OPTIONS);
    expect(data.tables).toHaveLength(1);
    expect(data.tables[0]?.standings).toBeUndefined();
  });
});
