// The hand-over to the Queue (ADR 053, 058): once an event is claimed with its pages' outbox rows,
// its subscribers go to the Queue in pages of about 1,000, each message naming its page (an id
// range of the teams' subscriptions, read again by the consumer: 1,000 subscriptions would not fit
// in a message's 128 KB) and carrying the event's payloads, one per language and mode. A page is
// marked handed over only once sendBatch took it; the cron hands over again what was not.
import type { D1Database } from '@cloudflare/workers-types';
import { ALERT_QUEUE } from '../../config/team-alerts';
import { duePages, markHanded, type EventMessage, type SubscriberPage } from './queue-store';

/**
 * One page of one event's subscribers; with `ids`, only those of the page whose last try failed,
 * on their `round`-th try (the first send of a page is round 1).
 */
export type AlertPageMessage = EventMessage & {
  eventId: number;
  first: number;
  last: number;
  ids?: number[];
  round?: number;
};

/** The few parts of a Queue binding the dispatch, the consumer and the health check use. */
export type AlertQueue = {
  sendBatch(messages: Iterable<{ body: AlertPageMessage; delaySeconds?: number }>): Promise<unknown>;
  metrics?(): Promise<{ backlogCount: number; oldestMessageTimestamp?: Date }>;
};

export function alertQueueOf(bindings: Record<string, unknown> | undefined): AlertQueue | undefined {
  const queue = bindings?.ALERT_QUEUE as Partial<AlertQueue> | undefined;
  return typeof queue?.sendBatch === 'function' ? (queue as AlertQueue) : undefined;
}

export const payloadKey = (lang: string, spoilerFree: boolean) => `${lang}:${spoilerFree ? 1 : 0}`;

/** Messages in sendBatch-sized groups: at most 100 and about 200 KB each. */
export function inSendBatches<T>(messages: readonly T[], size: (message: T) => number): T[][] {
  const groups: T[][] = [];
  let group: T[] = [];
  let bytes = 0;
  for (const message of messages) {
    const weight = size(message);
    if (group.length > 0 && (group.length >= ALERT_QUEUE.sendBatchMessages || bytes + weight > ALERT_QUEUE.sendBatchBytes)) {
      groups.push(group);
      group = [];
      bytes = 0;
    }
    group.push(message);
    bytes += weight;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/**
 * Hands pages of events to the Queue, in sendBatch-sized groups, each group marked handed over
 * once sendBatch took it. What throws is left in the outbox for the cron.
 */
export async function handOverPages(db: D1Database, queue: AlertQueue, messages: readonly AlertPageMessage[], now = Date.now()): Promise<void> {
  for (const group of inSendBatches(messages, (message) => JSON.stringify(message).length + 100)) {
    await queue.sendBatch(group.map((body) => ({ body })));
    const firstsByEvent = new Map<number, number[]>();
    for (const message of group) firstsByEvent.set(message.eventId, [...(firstsByEvent.get(message.eventId) ?? []), message.first]);
    for (const [eventId, firsts] of firstsByEvent) await markHanded(db, eventId, firsts, now);
  }
}

/** The cron's part: the outbox rows due again handed over again. The number handed. */
export async function handOverDuePages(db: D1Database, queue: AlertQueue, now = Date.now()): Promise<number> {
  const due = await duePages(db, now);
  await handOverPages(db, queue, due.map(({ eventId, first, last, message }) => ({ ...message, eventId, first, last })), now);
  return due.length;
}

export const pageMessages = (message: EventMessage, eventId: number, pages: readonly SubscriberPage[]): AlertPageMessage[] =>
  pages.map((page) => ({ ...message, eventId, first: page.first, last: page.last }));
