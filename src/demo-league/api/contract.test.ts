// Every answer of the demo league read through the site's own zod schemas (src/lib/competition/
// schemas.ts): what the demo serves is what the client accepts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { REGIONS_BY_EDITION } from '../../config/regions';
import { EDITIONS } from '../../config/editions';
import * as S from '../../lib/competition/schemas';
import { STAT_CODES } from '../codes';
import { createDemoLeagueApp } from './app';
import type { DemoBindings } from './database';
import { openSeededDatabase } from './test-database';

const app = createDemoLeagueApp();
let env: DemoBindings;

async function read<T extends z.ZodType>(path: string, schema: T): Promise<z.output<T>> {
  const response = await app.request(path, {}, env);
  expect(response.status, path).toBe(200);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`${path}: ${parsed.error.message.slice(0, 2000)}`);
  return parsed.data;
}

describe('the demo league keeps the data contract', () => {
  // Seeding generates the whole league: longer than a hook's default ten seconds on a busy machine.
  beforeAll(async () => {
    env = { DB: await openSeededDatabase() };
  }, 60_000);

  it('answers every region’s clusters, seasons and season lists as the client reads them', async () => {
    for (const edition of ['kings', 'queens'] as const) {
      for (const region of REGIONS_BY_EDITION[edition]) {
        const query = `genders=${EDITIONS[edition].genders.join(',')}&competitions=${region.competitionId.join(',')}`;
        const clusters = await read(`/api/v1/competition/season-clusters?${query}`, S.SeasonClustersResponseSchema);
        const seasons = clusters.flatMap((c) => c.seasons);
        expect(seasons.some((s) => s.isCurrent), `${edition}/${region.slug}`).toBe(true);
        for (const season of seasons) {
          const full = await read(`/api/v1/competition/seasons/${season.id}?lang=en`, S.SeasonResponseSchema);
          expect(full.phases?.length).toBeGreaterThan(0);
          // A season played only as a bracket has no table to colour, so its legend is empty.
          expect(full.metaInformation?.positionLegend?.[0]?.placement, `season ${season.id}`).toBe(full.hasStandings ? '1-8' : undefined);
          expect(full.metaInformation?.seasonPartners).toHaveLength(2);
        }
      }
    }
  });

  it('answers every season’s lists: teams, players, turns, table, match centre, stats, draft, transfers, tier list', async () => {
    const clusters = await read('/api/v1/competition/season-clusters', S.SeasonClustersResponseSchema);
    const seasons = clusters.flatMap((c) => c.seasons);
    expect(seasons.length).toBeGreaterThan(0);
    for (const season of seasons) {
      const id = season.id;
      const full = await read(`/api/v1/competition/seasons/${id}`, S.SeasonResponseSchema);
      const teams = await read(`/api/v1/competition/seasons/${id}/teams`, S.TeamsResponseSchema);
      expect(teams.length, `season ${id}`).toBeGreaterThan(0);
      expect(teams.every((t) => (t.staffs ?? []).some((s) => s.role === 'president'))).toBe(true);
      await read(`/api/v1/competition/seasons/${id}/players?categories=draft&ctxGenders=male,female,both`, S.PlayersResponseSchema);
      await read(`/api/v1/competition/seasons/${id}/players/turn-players`, S.TurnPlayersResponseSchema);
      const centre = await read(`/api/v1/competition/seasons/${id}/match-center-data`, S.MatchCenterResponseSchema);
      expect(centre.length).toBeGreaterThan(0);
      await read(`/api/v1/competition/seasons/${id}/players/stats/GOL`, S.PlayerStatsResponseSchema);
      await read(`/api/v1/competition/seasons/${id}/teams/stats/GOL`, S.TeamStatsResponseSchema);
      await read(`/api/stats?ctxGenders=male,female,both&season=${id}&type=players&mainCode=TA&secondaryCodes=TR&orderBy=ranking&sortOrder=ASC`, S.CardStatsResponseSchema);
      await read(`/api/v1/competition/seasons/${id}/draft`, S.DraftResponseSchema);
      await read(`/api/v1/competition/seasons/${id}/transfers`, S.TransfersResponseSchema);
      await read(`/api/v1/competition/seasons/${id}/tier-list`, S.TierListResponseSchema);
      const groups = full.phases!.flatMap((p) => p.groups);
      expect(groups.length, `season ${id}`).toBeGreaterThan(0);
      for (const group of groups) await read(`/api/v1/competition/groups/${group.id}`, S.GroupStandingsResponseSchema);
      const turns = groups.flatMap((g) => g.turns);
      for (const turn of [turns[0]!, turns.at(-1)!, ...turns.filter((t) => Date.parse(t.start) <= Date.now() && Date.now() <= Date.parse(t.finish ?? ''))]) {
        const answer = await read(`/api/v1/competition/turns/${turn.id}`, S.TurnResponseSchema);
        expect(answer.matches.length).toBeGreaterThan(0);
      }
    }
  });

  it('answers one team’s pages and every statistic code', async () => {
    for (const code of STAT_CODES) {
      await read(`/api/v1/competition/seasons/15/players/stats/${code}?pageSize=200`, S.PlayerStatsResponseSchema);
      await read(`/api/v1/competition/seasons/15/teams/stats/${code}`, S.TeamStatsResponseSchema);
    }
    for (const teamId of [5, 58]) {
      await read(`/api/v1/competition/teams/${teamId}`, S.TeamResponseSchema);
      await read(`/api/v1/competition/teams/${teamId}/seasons`, S.SeasonsResponseSchema);
      await read(`/api/v1/competition/teams/${teamId}/staffs`, S.StaffsResponseSchema);
      await read(`/api/v1/competition/teams/${teamId}/season-data/15/staffs`, S.StaffsResponseSchema);
      await read(`/api/v1/competition/teams/${teamId}/season-data/15/stats`, S.TeamRankingsResponseSchema);
      await read(`/api/v1/competition/teams/${teamId}/season-data/15/players`, S.PlayersResponseSchema);
      await read(`/api/v1/competition/teams/${teamId}/season-data/15/matches`, S.MatchesResponseSchema);
    }
    const legends = await read('/api/v1/competition/legends?competitions=3,6', S.PlayersResponseSchema);
    expect(legends.length).toBeGreaterThan(0);
    expect(legends.every((p) => p.category === 'legend')).toBe(true);
  });

  it('keeps the live details the client shows: status, minute, score and events', async () => {
    const centre = await read('/api/v1/competition/seasons/15/match-center-data', S.MatchCenterResponseSchema);
    const live = centre.flatMap((t) => t.matches).filter((m) => ['inPlay1H', 'halfTime', 'inPlay2H', 'inPlayP'].includes(m.status));
    expect(live.length).toBeGreaterThanOrEqual(1);
    expect(live.every((m) => typeof m.currentMinute === 'number' && typeof m.scores.homeScore === 'number')).toBe(true);
    const turn = await read(`/api/v1/competition/turns/${live[0]!.turnId}`, S.TurnResponseSchema);
    expect(turn.matches.find((m) => m.id === live[0]!.id)?.stats?.homeTeam.teamStats).toHaveLength(STAT_CODES.length);
  });
});
