// POST /api/demo/reschedule (only with DEMO_CLOCK_CONTROL=on): { "matchId": n, "minutes": m }
// moves a match m minutes later (earlier when negative) as of the demo's now.
import type { Hono } from 'hono';
import { z } from 'zod';
import { getDemoNow } from '../../clock';
import { rescheduleDemoMatch } from '../../reschedules';
import { demoControlled, type DemoEnv } from '../database';
import { failure } from '../http';

/** At most a season either way. */
const MAX_SHIFT_MINUTES = 366 * 24 * 60;
const RescheduleBody = z.object({
  matchId: z.number().int().positive().max(999_999_999),
  minutes: z.number().int().min(-MAX_SHIFT_MINUTES).max(MAX_SHIFT_MINUTES),
});

export function registerDemoRescheduleRoutes(app: Hono<DemoEnv>): void {
  app.post('/api/demo/reschedule', async (c) => {
    if (!demoControlled(c.env)) return failure(c, 404, 'Not found');
    const parsed = RescheduleBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return failure(c, 400, 'Bad body');
    const { shiftMinutes, atMs } = rescheduleDemoMatch(parsed.data.matchId, parsed.data.minutes, getDemoNow());
    c.header('Cache-Control', 'no-store');
    return c.json({ matchId: parsed.data.matchId, shiftMinutes, updatedAt: new Date(atMs).toISOString() });
  });
}
