// POST /api/demo/forget-voters (only with DEMO_CLOCK_CONTROL=on): the privacy test of ADR 062.
// { "matchId" } runs the match's votes object's alarm now, as 30 days after the match would: its
// hashed voter ids are deleted, its counts kept. Answers when the alarm was set for, and how many
// voters the object held before and after.
import type { Hono } from 'hono';
import { z } from 'zod';
import { matchVotesKey, VOTE_PATHS, votesUrl } from '../../../lib/fan-votes/browser';
import type { DemoEnv } from '../database';
import { failure } from '../http';

const ForgetBody = z.object({ matchId: z.number().int().positive() });

type Namespace = { idFromName(name: string): unknown; get(id: unknown): { fetch(request: Request): Promise<Response> } };

export function registerDemoForgetVotersRoutes(app: Hono<DemoEnv>): void {
  app.post('/api/demo/forget-voters', async (c) => {
    const bindings = (c.env ?? {}) as unknown as Record<string, unknown>;
    if (bindings.DEMO_CLOCK_CONTROL !== 'on') return failure(c, 404, 'Not found');
    const parsed = ForgetBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return failure(c, 400, 'Bad body');
    const namespace = bindings.MATCH_VOTES as Namespace | undefined;
    if (!namespace) return failure(c, 404, 'No votes here');
    const stub = namespace.get(namespace.idFromName(matchVotesKey(parsed.data.matchId)));
    const answer = await stub.fetch(new Request(votesUrl(VOTE_PATHS.forget), { method: 'POST' }));
    c.header('Cache-Control', 'no-store');
    return c.json(await answer.json());
  });
}
