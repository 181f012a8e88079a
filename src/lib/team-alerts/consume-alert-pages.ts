// The Queue's consumer (ADR 053, 058): each message is one page of one event's subscribers, or
// the few of a page whose last try failed. Whoever has no delivery record for the event is sent
// the push, with bounded concurrency; deliveries are recorded after each slice, so a message tried
// again (a consumer that threw) tells nobody twice. Only the subscriptions that failed are tried
// again, in a message of their own with back-off, never before the Retry-After a push service
// asked for; still failing after ALERT_QUEUE.deliveryTries they are dead letters of the event, one
// each. A subscription the push service refuses itself (400, 403, an unusable key) that many times
// in a row is retired. A message whose consumer keeps throwing reaches the dead-letter queue,
// whose consumer makes its untold subscriptions dead letters.
import type { D1Database } from '@cloudflare/workers-types';
import { ALERT_QUEUE } from '../../config/team-alerts';
import { payloadKey, type AlertPageMessage, type AlertQueue } from './alert-queue';
import type { PostPush } from './push-sender';
import { clearOwnFailures, countOwnFailures, pageToTell, recordDeliveries, retireSubscriptions, settlePage } from './queue-store';
import { deleteSubscriptions } from './subscription-store';

/** The parts of a Queue message the consumer uses. */
export type QueueMessage = { body: unknown; attempts: number; ack(): void; retry(options?: { delaySeconds?: number }): void };
/** `retried`: sent on to try again; `dead`: out of tries; `retired`: refused once too often, deleted. */
export type PageOutcome = {
  delivered: number; gone: number; failed: number; throttled: number; rejected: number; skipped: number;
  retried: number; dead: number; retired: number; retryInSeconds?: number;
};

export type ConsumeFacts = {
  db: D1Database;
  post: PostPush;
  /** Where the subscriptions to try again go. */
  queue: AlertQueue;
  now?: () => number;
  /** Tests only (TEST_ALERT_CONSUMER_FAULT): throw after the first slice of a message's first attempt. */
  throwAfterFirstSlice?: boolean;
};

/** When what failed is tried again: back-off doubling from the base, not before Retry-After. */
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

/** The message's subscriptions still without a delivery record: the page's, or only its `ids`; of a rules moment, only those still opted in. */
const untoldOf = (db: D1Database, body: AlertPageMessage) => pageToTell(db, body.edition, body.teamIds, body.eventId, body, body.ids, body.audience);

export async function consumeAlertPage(facts: ConsumeFacts, message: QueueMessage): Promise<PageOutcome> {
  const outcome: PageOutcome = { delivered: 0, gone: 0, failed: 0, throttled: 0, rejected: 0, skipped: 0, retried: 0, dead: 0, retired: 0 };
  const body = message.body;
  // Not one of ours (an older shape): nothing to send, and nothing gained by trying again.
  if (!isPageMessage(body)) {
    message.ack();
    return outcome;
  }
  const { db, post, queue, now = Date.now } = facts;
  const round = body.round ?? 1;
  const todo = await untoldOf(db, body);
  const again: number[] = [];
  let waitMs = 0;
  for (let start = 0; start < todo.length; start += ALERT_QUEUE.recordEvery) {
    const slice = todo.slice(start, start + ALERT_QUEUE.recordEvery);
    const told: number[] = [];
    const gone: string[] = [];
    const refused: number[] = [];
    await pool(slice, ALERT_QUEUE.sendConcurrency, async (subscription) => {
      const payload = body.payloads[payloadKey(subscription.lang, subscription.spoilerFree)];
      if (payload === undefined) {
        // A message written before every language and mode was carried: nothing to tell them.
        outcome.skipped += 1;
        return;
      }
      const answer = await post(subscription, payload, { topic: body.topic });
      outcome[answer.outcome] += 1;
      if (answer.outcome === 'throttled') waitMs = Math.max(waitMs, answer.retryAfterMs);
      if (answer.outcome === 'throttled' || answer.outcome === 'failed') again.push(subscription.id);
      else if (answer.outcome === 'rejected') refused.push(subscription.id);
      else told.push(subscription.id);
      if (answer.outcome === 'gone') gone.push(subscription.endpoint);
    });
    await recordDeliveries(db, body.eventId, told);
    await clearOwnFailures(db, told);
    await deleteSubscriptions(db, body.edition, gone);
    const retiring = new Set(await countOwnFailures(db, refused));
    await recordDeliveries(db, body.eventId, [...retiring], 'dead');
    await retireSubscriptions(db, [...retiring]);
    outcome.retired += retiring.size;
    again.push(...refused.filter((id) => !retiring.has(id)));
    if (facts.throwAfterFirstSlice && message.attempts <= 1 && round === 1) throw new Error('TEST_ALERT_CONSUMER_FAULT: the consumer throws after its first slice');
  }
  if (again.length > 0 && round >= ALERT_QUEUE.deliveryTries) {
    await recordDeliveries(db, body.eventId, again, 'dead');
    outcome.dead += again.length;
  } else if (again.length > 0) {
    outcome.retryInSeconds = retryDelaySeconds(round, waitMs);
    await queue.sendBatch([{ body: { ...body, ids: again, round: round + 1 }, delaySeconds: outcome.retryInSeconds }]);
    outcome.retried = again.length;
  }
  await settlePage(db, body.eventId, body.first, outcome.retried > 0 ? 'queued' : 'done', round, now());
  message.ack();
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

/**
 * The dead-letter queue's consumer: a message whose consumer threw at every try. Its subscriptions
 * still untold are dead letters of the event, one each, and its page is marked dead. The number.
 */
export async function consumeDeadAlertPages(db: D1Database, messages: readonly QueueMessage[], now = Date.now()): Promise<number> {
  let dead = 0;
  for (const message of messages) {
    if (isPageMessage(message.body)) {
      const untold = (await untoldOf(db, message.body)).map((subscription) => subscription.id);
      await recordDeliveries(db, message.body.eventId, untold, 'dead');
      await settlePage(db, message.body.eventId, message.body.first, 'dead', message.attempts, now);
      dead += untold.length;
    }
    message.ack();
  }
  return dead;
}
