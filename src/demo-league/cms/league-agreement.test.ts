import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findRegion } from '../../config/regions';
import { createDemoLeagueApp } from '../api/app';
import type { DemoBindings } from '../api/database';
import { openSeededDatabase } from '../api/test-database';
import { setDemoClockOffset, setDemoNow } from '../clock';
import { createDemoPosts } from './posts';

// A Saturday evening in Madrid: the competition API and the news are asked at the same instant.
const NOW = Date.UTC(2027, 2, 14, 18, 0, 0);
const MINUTE = 60_000;
const league = createDemoLeagueApp();
let env: DemoBindings;

type ApiMatch = { id: number; date: string; status: string; participants: { homeTeamId: number; awayTeamId: number }; scores: { homeScore: number; awayScore: number; homeScoreP?: number; awayScoreP?: number } };
type ApiTurn = { id: number; startDate: string; finishDate: string; ended: boolean; matches: ApiMatch[] };

async function matchCentre(seasonId: number): Promise<ApiTurn[]> {
  setDemoNow(NOW);
  const response = await league.request(`/api/v1/competition/seasons/${seasonId}/match-center-data?lang=es`, {}, env);
  expect(response.status).toBe(200);
  return (await response.json()) as ApiTurn[];
}

beforeAll(async () => {
  env = { DB: await openSeededDatabase() };
});
afterEach(() => setDemoClockOffset(0));

describe('the news and the competition API agree', () => {
  it.each([
    ['kings', 'espana', 15],
    ['queens', 'americas', 26],
  ] as const)('on the matches of %s/%s: who played, the score, and when', async (edition, slug, seasonId) => {
    const turns = await matchCentre(seasonId);
    const posts = createDemoPosts(edition, findRegion(edition, slug)!, NOW);
    const reports = new Map(posts.filter((post) => post.kind === 'report').map((post) => [Number(post.key.split('/')[1]), post]));
    // Today's matchday replays live all day long; the news reports the matchdays already over.
    const past = turns.filter((turn) => Date.parse(turn.finishDate) < NOW);
    const ended = past.flatMap((turn) => turn.matches).filter((match) => match.status === 'ended' || match.status === 'endedAfterPenalties');
    expect(ended).toHaveLength(past.flatMap((turn) => turn.matches).length);
    expect(ended.length).toBeGreaterThan(30);
    expect([...reports.keys()].sort()).toEqual(ended.map((match) => match.id).sort());
    for (const match of ended) {
      const report = reports.get(match.id)!;
      expect(report.teamIds).toEqual([match.participants.homeTeamId, match.participants.awayTeamId]);
      expect(report.image.label.match(/\d+/g)?.map(Number)).toEqual([match.scores.homeScore, match.scores.awayScore]);
      // Forty-five minutes of play and half-time (a shootout adds five), then an hour or two to write it up.
      const sinceKickoff = (report.publishedAt - Date.parse(match.date)) / MINUTE;
      expect(sinceKickoff).toBeGreaterThanOrEqual(45 + 60);
      expect(sinceKickoff).toBeLessThanOrEqual(50 + 120);
    }
  });

  it('previews each matchday a day or two before it starts, up to today’s', async () => {
    const turns = await matchCentre(15);
    const previews = createDemoPosts('kings', findRegion('kings', 'espana')!, NOW).filter((post) => post.kind === 'preview');
    const previewed = turns.filter((turn) => Date.parse(turn.startDate) <= NOW && turn.matches.length === 6);
    expect(previews).toHaveLength(previewed.length);
    for (const turn of previewed) {
      const preview = previews.find((post) => post.key === `preview/${turn.id}`)!;
      const before = Date.parse(turn.startDate) - preview.publishedAt;
      expect(before).toBeGreaterThan(0);
      expect(before).toBeLessThanOrEqual(2 * 24 * 60 * MINUTE);
      for (const match of turn.matches) expect(preview.teamIds).toContain(match.participants.homeTeamId);
    }
  });
});
