// The Queue's consumer (ADR 053): each message is one page of one event's subscribers. Whoever
// has no delivery record for the event is sent the push, with bounded concurrency; deliveries
// are recorded after each slice, so a message tried again (a consumer that threw, a page with
// failures) tells nobody twice. A page with failed or throttled pushes is retried with back-off,
// never before the Retry-After a push service asked for; after the last retry the Queue moves it
// to the dead-letter queue, whose consumer marks it dead for /api/health.
import type { D1Database } from '@cloudflare/workers-types';
import { ALERT_QUEUE } from '../../config/team-alerts';
import { payloadKey, type AlertPageMessage } from './alert-queue';
import type { PostPush } from './push-sender';
import { pageToTell, recordDeliveries, settlePage } from './queue-store';
import { deleteSubscriptions } from './subscription-store';

/** The parts of a Queue message the consumer uses. */
export type QueueMessage = { body: unknown; attempts: number; ack(): void; retry(options?: { delaySeconds?: number }): void };
export type PageOutcome = { delivered: number; gone: number; failed: number; throttled: number; skipped: number; retryInSeconds?: number };

export type ConsumeFacts = {
  db: D1Database;
  post: PostPush;
  now?: () => number;
  /** Tests only (TEST_ALERT_CONSUMER_FAULT): throw after the first slice of a message's first attempt. */
  throwAfterFirstSlice?: boolean;
};

/** When a page with failures is tried again: back-off doubling from the base, not before Retry-After. */
export function retryDelaySeconds(attempts: number, retryAfterMs: number): number {
  const backOff = ALERT_QUEUE.retryBaseSeconds * 2 ** Math.max(0, attempts - 1);
  return Math.min(ALERT_QUEUE.retryMostSeconds, Math.max(backOff, Math.ceil(retryAfterMs / 1000)));
}

function isPageMessage(body: unknown): body is AlertPageMessage {
  const page = body as Partial<AlertPageMessage> | null;
  return Boolean(page && typeof page.eventId === 'number' && typeof page.first === 'number' && typeof page.last === 'number' && Array.isArray(page.teamIds) && page.payloads);
}

/** Runs `task` over `items` with at most `width` at once. */
async function pool<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

export async function consumeAlertPage(facts: ConsumeFacts, message: QueueMessage): Promise<PageOutcome> {
  const outcome: PageOutcome = { delivered: 0, gone: 0, failed: 0, throttled: 0, skipped: 0 };
  const body = message.body;
  // Not one of ours (an older shape): nothing to send, and nothing gained by trying again.
  if (!isPageMessage(body)) {
    message.ack();
    return outcome;
  }
  const { db, post, now = Date.now } = facts;
  const todo = await pageToTell(db, body.edition, body.teamIds, body.eventId, body);
  let waitMs = 0;
  for (let start = 0; start < todo.length; start += ALERT_QUEUE.recordEvery) {
    const slice = todo.slice(start, start + ALERT_QUEUE.recordEvery);
    const told: number[] = [];
    const gone: string[] = [];
    await pool(slice, ALERT_QUEUE.sendConcurrency, async (subscription) => {
      const payload = body.payloads[payloadKey(subscription.lang, subscription.spoilerFree)];
      if (payload === undefined) {
        // Subscribed after the event was paged, in a language it has no payload for: told next time.
        outcome.skipped += 1;
        return;
      }
      const answer = await post(subscription, payload, { topic: body.topic });
      if (answer.outcome === 'throttled') {
        outcome.throttled += 1;
        waitMs = Math.max(waitMs, answer.retryAfterMs);
        return;
      }
      outcome[answer.outcome] += 1;
      if (answer.outcome === 'failed') return;
      told.push(subscription.id);
      if (answer.outcome === 'gone') gone.push(subscription.endpoint);
    });
    await recordDeliveries(db, body.eventId, told);
    await deleteSubscriptions(db, body.edition, gone);
    if (facts.throwAfterFirstSlice && message.attempts <= 1) throw new Error('TEST_ALERT_CONSUMER_FAULT: the consumer throws after its first slice');
  }
  if (outcome.failed + outcome.throttled > 0) {
    outcome.retryInSeconds = retryDelaySeconds(message.attempts, waitMs);
    await settlePage(db, body.eventId, body.first, 'queued', message.attempts, now());
    message.retry({ delaySeconds: outcome.retryInSeconds });
  } else {
    await settlePage(db, body.eventId, body.first, 'done', message.attempts, now());
    message.ack();
  }
  return outcome;
}

/**
 * A batch from the alerts' Queue, its pages at once, each with its own bounded concurrency (a
 * batch is at most wrangler.toml's max_batch_size pages). A page that throws is retried by itself,
 * with back-off, and the others still run; the first error is thrown at the end, for the error
 * reporter: every message has been acked or retried explicitly by then, which a failed
 * invocation does not undo.
 */
export async function consumeAlertBatch(facts: ConsumeFacts, messages: readonly QueueMessage[]): Promise<PageOutcome[]> {
  const errors: unknown[] = [];
  const outcomes = await Promise.all(messages.map(async (message) => {
    try {
      return await consumeAlertPage(facts, message);
    } catch (error) {
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts, 0) });
      errors.push(error);
      return undefined;
    }
  }));
  if (errors.length > 0) throw errors[0];
  return outcomes.filter((outcome): outcome is PageOutcome => outcome !== undefined);
}

/** The dead-letter queue's consumer: each page that ran out of retries is marked dead, for /api/health. */
export async function consumeDeadAlertPages(db: D1Database, messages: readonly QueueMessage[], now = Date.now()): Promise<number> {
  let dead = 0;
  for (const message of messages) {
    if (isPageMessage(message.body)) {
      await settlePage(db, message.body.eventId, message.body.first, 'dead', message.attempts, now);
      dead += 1;
    }
    message.ack();
  }
  return dead;
}
