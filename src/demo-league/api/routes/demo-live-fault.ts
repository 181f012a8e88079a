// POST /api/demo/live-fault (only with DEMO_CLOCK_CONTROL=on): the fault tests of ADR 052.
// { "kind": "relay", "region", "matchId", "shard" } resets that relay: its sockets cut, its change
// forgotten, as a relay that failed or was evicted; { "kind": "watcher", … } makes the
// match's watcher forget everything it holds in memory, as a watcher that restarted (its storage,
// the change number with it, stays).
import type { Hono } from 'hono';
import { z } from 'zod';
import { objectNamed, objectNamespace } from '../../../bindings';
import { relayName } from '../../../lib/live-push/relay-plan';
import { internalUrl, RELAY_PATHS } from '../../../lib/live-push/relay-protocol';
import { demoControlled, type DemoEnv } from '../database';
import { failure } from '../http';

const FaultBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('relay'), region: z.string().regex(/^[a-z-]{1,40}$/), matchId: z.number().int().positive(), shard: z.number().int().min(0).max(9_999) }),
  z.object({ kind: z.literal('watcher'), region: z.string().regex(/^[a-z-]{1,40}$/), matchId: z.number().int().positive() }),
]);

export function registerDemoLiveFaultRoutes(app: Hono<DemoEnv>): void {
  app.post('/api/demo/live-fault', async (c) => {
    if (!demoControlled(c.env)) return failure(c, 404, 'Not found');
    const parsed = FaultBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return failure(c, 400, 'Bad body');
    const fault = parsed.data;
    const namespace = objectNamespace(c.env, fault.kind === 'relay' ? 'LIVE_RELAY' : 'LIVE_MATCH');
    if (!namespace) return failure(c, 404, 'No such objects here');
    const name = fault.kind === 'relay' ? relayName(fault.region, fault.matchId, fault.shard) : `${fault.region}:${fault.matchId}`;
    const failing = objectNamed(namespace, name).fetch(new Request(internalUrl(RELAY_PATHS.fail), { method: 'POST' }));
    // A relay's fault resets the object under its own request, which then rejects: the fault done.
    // A watcher's answers; its failing is the route's failure, not a fault done.
    const status = fault.kind === 'relay' ? await failing.then((answer) => answer.status, () => 'reset') : (await failing).status;
    c.header('Cache-Control', 'no-store');
    return c.json({ failed: name, status });
  });
}
