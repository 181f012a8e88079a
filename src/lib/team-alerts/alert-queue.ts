// The dispatch's hand-over to the Queue (ADR 053): once an event is claimed, its subscribers go
// to the Queue in pages of about 1,000, each message naming its page (a rowid range of the teams'
// subscriptions, read again by the consumer: 1,000 subscriptions would not fit in a message's
// 128 KB) and carrying the event's payloads, one per language and mode its subscribers use.
import type { D1Database } from '@cloudflare/workers-types';
import type { EditionId } from '../../config/editions';
import { ALERT_QUEUE } from '../../config/team-alerts';
import { recordQueuedPages, type SubscriberPage } from './queue-store';

/** One page of one event's subscribers. */
export type AlertPageMessage = {
  edition: EditionId;
  eventId: number;
  event: string;
  matchId: number;
  teamIds: number[];
  first: number;
  last: number;
  topic: string;
  /** The notification by `{lang}:{0|1}` (spoiler-free or not). */
  payloads: Record<string, string>;
};

/** The few parts of a Queue binding the dispatch and the health check use. */
export type AlertQueue = {
  sendBatch(messages: Iterable<{ body: AlertPageMessage }>): Promise<unknown>;
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

/** Records the pages (so /api/health counts them), then hands them to the Queue. */
export async function enqueueAlertPages(db: D1Database, queue: AlertQueue, base: Omit<AlertPageMessage, 'first' | 'last'>, pages: readonly SubscriberPage[], now = Date.now()): Promise<void> {
  await recordQueuedPages(db, base.eventId, pages, now);
  const messages = pages.map((page) => ({ body: { ...base, first: page.first, last: page.last } }));
  for (const group of inSendBatches(messages, (message) => JSON.stringify(message.body).length + 100)) await queue.sendBatch(group);
}
