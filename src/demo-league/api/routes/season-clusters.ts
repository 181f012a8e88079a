// GET /season-clusters: the clusters holding seasons of the asked competitions and genders.
import type { Hono } from 'hono';
import type { DemoEnv } from '../database';
import { answer, parseIdList, parseWordList } from '../http';
import { listSeasons } from '../queries/seasons';
import { toSeason, type SeasonJson } from '../reshape/season';
import { badQuery, dbOf, nowOf } from './context';

const GENDERS = ['male', 'female', 'both'] as const;

export function registerSeasonClusterRoutes(app: Hono<DemoEnv>): void {
  app.get('/api/v1/competition/season-clusters', async (c) => {
    const genders = parseWordList(c.req.query('genders'), GENDERS);
    const competitionIds = parseIdList(c.req.query('competitions'));
    if (!genders || !competitionIds) return badQuery(c);
    const rows = await listSeasons(dbOf(c), { genders, competitionIds });
    const now = nowOf();
    const clusters = new Map<number, { id: number; name: string; seasons: SeasonJson[] }>();
    for (const row of rows) {
      const cluster = clusters.get(row.cluster_id) ?? { id: row.cluster_id, name: row.cluster_name, seasons: [] };
      cluster.seasons.push(toSeason(row, now));
      clusters.set(row.cluster_id, cluster);
    }
    return answer(c, [...clusters.values()], 'season');
  });
}
