// What /api/health says of the alerts' Queue (ADR 053, 058): pages waiting (the backlog) and
// subscriptions dead-lettered (never told after their tries, or retired) over the last day, from
// the alerts database, and the Queue's own backlog where
// its binding can tell (Cloudflare's `metrics()`; not every runtime has it).
import { ALERT_QUEUE } from '../../config/team-alerts';
import { alertQueueOf } from './alert-queue';
import { alertQueueCounts, type AlertQueueCounts } from './queue-store';
import { alertsDatabase } from './subscription-store';

export type AlertQueueHealth = Omit<AlertQueueCounts, 'oldestQueuedAt'> & { oldestQueuedSeconds?: number; queueBacklog?: number };

/** Undefined where the Worker has no alerts database or no Queue. */
export async function alertQueueHealth(bindings: Record<string, unknown> | undefined, now = Date.now()): Promise<AlertQueueHealth | undefined> {
  const db = alertsDatabase(bindings);
  const queue = alertQueueOf(bindings);
  if (!db || !queue) return undefined;
  const [counts, metrics] = await Promise.all([
    alertQueueCounts(db, now - ALERT_QUEUE.healthWindowMs),
    (async () => queue.metrics?.())().catch(() => undefined),
  ]);
  const { oldestQueuedAt, ...rest } = counts;
  return {
    ...rest,
    ...(oldestQueuedAt !== undefined ? { oldestQueuedSeconds: Math.max(0, Math.round((now - oldestQueuedAt) / 1000)) } : {}),
    ...(typeof metrics?.backlogCount === 'number' ? { queueBacklog: metrics.backlogCount } : {}),
  };
}
