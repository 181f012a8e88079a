// POST /api/demo/forget-voters (only with DEMO_CLOCK_CONTROL=on): the privacy test of ADR 062.
// { "matchId" } runs the match's votes object's alarm now, as 30 days after the match would: its
// hashed voter ids are deleted, its counts kept. Answers when the alarm was set for, and how many
// voters the object held before and after.
import type { Hono } from 'hono';
import { z } from 'zod';
import { objectNamed, objectNamespace } from '../../../bindings';
import { matchVotesKey, VOTE_PATHS, votesUrl } from '../../../lib/fan-votes/browser';
import { demoControlled, type DemoEnv } from '../database';
import { failure } from '../http';

const ForgetBody = z.object({ matchId: z.number().int().positive() });

export function registerDemoForgetVotersRoutes(app: Hono<DemoEnv>): void {
  app.post('/api/demo/forget-voters', async (c) => {
    if (!demoControlled(c.env)) return failure(c, 404, 'Not found');
    const parsed = ForgetBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return failure(c, 400, 'Bad body');
    const namespace = objectNamespace(c.env, 'MATCH_VOTES');
    if (!namespace) return failure(c, 404, 'No votes here');
    const answer = await objectNamed(namespace, matchVotesKey(parsed.data.matchId)).fetch(new Request(votesUrl(VOTE_PATHS.forget), { method: 'POST' }));
    c.header('Cache-Control', 'no-store');
    return c.json(await answer.json());
  });
}
