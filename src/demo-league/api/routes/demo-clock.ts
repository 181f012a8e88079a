// GET /api/demo/clock: the demo's current time. POST (only with DEMO_CLOCK_CONTROL=on) moves it:
// { "offsetMs": n } shifts it from real time, { "at": ISO } sets the instant it reads now, and
// { "at": ISO, "stopped": true } holds it at that instant until it is set again.
import type { Hono } from 'hono';
import { getDemoClockOffset, getDemoNow, isDemoClockStopped, setDemoClockOffset, setDemoNow } from '../../clock';
import { demoControlled, type DemoEnv } from '../database';
import { failure } from '../http';

function clockBody() {
  return { now: new Date(getDemoNow()).toISOString(), offsetMs: getDemoClockOffset(), stopped: isDemoClockStopped() };
}

/** An offset of at most ten years either way: enough for any demo, small enough for Date. */
const MAX_OFFSET_MS = 10 * 365 * 24 * 3600 * 1000;

export function registerDemoClockRoutes(app: Hono<DemoEnv>): void {
  app.get('/api/demo/clock', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(clockBody());
  });

  app.post('/api/demo/clock', async (c) => {
    if (!demoControlled(c.env)) return failure(c, 404, 'Not found');
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return failure(c, 400, 'Bad body');
    }
    const { offsetMs, at, stopped } = (body && typeof body === 'object' ? body : {}) as { offsetMs?: unknown; at?: unknown; stopped?: unknown };
    if (typeof offsetMs === 'number' && Number.isFinite(offsetMs) && Math.abs(offsetMs) <= MAX_OFFSET_MS) {
      setDemoClockOffset(offsetMs);
    } else if (typeof at === 'string' && Number.isFinite(Date.parse(at)) && Math.abs(Date.parse(at) - Date.now()) <= MAX_OFFSET_MS) {
      setDemoNow(Date.parse(at), stopped === true);
    } else {
      return failure(c, 400, 'Bad body');
    }
    c.header('Cache-Control', 'no-store');
    return c.json(clockBody());
  });
}
