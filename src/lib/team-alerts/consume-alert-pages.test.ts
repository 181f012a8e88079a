import { describe, expect, it } from 'vitest';
import { ALERT_QUEUE } from '../../config/team-alerts';
import { handOverPages, inSendBatches, pageMessages, type AlertPageMessage, type AlertQueue } from './alert-queue';
import { alertQueueHealth } from './alert-queue-health';
import { consumeAlertBatch, consumeAlertPage, consumeDeadAlertPages, retryDelaySeconds, type QueueMessage } from './consume-alert-pages';
import type { PostPush, PushAnswer } from './push-sender';
import { claimWithOutbox, subscriberPages, type EventMessage } from './queue-store';
import { saveSubscription } from './subscription-store';
import { openAlertsDatabase } from './testing/alerts-database';

const TEAM = 7;
const NOW = Date.parse('2026-11-28T20:00:00Z');

/** A Queue binding that keeps what it was handed, with the delay each message asked for. */
function recordingQueue() {
  const sent: AlertPageMessage[] = [];
  const delays: (number | undefined)[] = [];
  const queue: AlertQueue = {
    sendBatch: async (messages) => {
      for (const message of messages) {
        sent.push(message.body);
        delays.push(message.delaySeconds);
      }
    },
  };
  return { queue, sent, delays };
}

/** A database with `count` subscribers of the team and a claimed goal, paged onto a recording queue. */
async function pagedEvent(count: number, pageSize = ALERT_QUEUE.pageSize) {
  const db = await openAlertsDatabase();
  for (let i = 0; i < count; i++) {
    await saveSubscription(db, 'kings', { endpoint: `https://fcm.googleapis.com/fcm/send/${i}`, p256dh: 'p', auth: 'a', teamId: TEAM, lang: i % 3 === 0 ? 'ar' : 'en', spoilerFree: i % 2 === 0 });
  }
  // Another team's subscriber between them: never told.
  await saveSubscription(db, 'kings', { endpoint: 'https://fcm.googleapis.com/fcm/send/other', p256dh: 'p', auth: 'a', teamId: 99, lang: 'en', spoilerFree: false });
  const pages = await subscriberPages(db, 'kings', [TEAM, 8], pageSize);
  const payloads = { 'en:0': 'en', 'en:1': 'en-spoiler-free', 'ar:0': 'ar', 'ar:1': 'ar-spoiler-free' };
  const message: EventMessage = { edition: 'kings', event: 'goal:1-0', matchId: 501, teamIds: [TEAM, 8], topic: 'match-501', payloads };
  const { eventId } = await claimWithOutbox(db, { edition: 'kings', matchId: 501, keys: ['kick-off', 'goal:1-0'], message, pages, now: NOW });
  const { queue, sent, delays } = recordingQueue();
  await handOverPages(db, queue, pageMessages(message, eventId!, pages), NOW);
  return { db, queue, sent, delays, pages };
}

/** A Queue message as the runtime hands it: what the consumer did with it is recorded. */
function delivered(body: AlertPageMessage, attempts = 1) {
  const message = { body, attempts, acked: false, retried: undefined as number | undefined, ack() { message.acked = true; }, retry(options?: { delaySeconds?: number }) { message.retried = options?.delaySeconds ?? 0; } };
  return message satisfies QueueMessage;
}

/** A push service that answers by endpoint, and counts what each endpoint was sent. */
function pushService(answer: (endpoint: string, times: number) => PushAnswer = () => ({ outcome: 'delivered' })) {
  const received = new Map<string, string[]>();
  const post: PostPush = async (target, payload) => {
    const list = received.get(target.endpoint) ?? [];
    list.push(payload);
    received.set(target.endpoint, list);
    return answer(target.endpoint, list.length);
  };
  const total = () => [...received.values()].reduce((sum, list) => sum + list.length, 0);
  return { post, received, total };
}

const healthOf = (db: Awaited<ReturnType<typeof openAlertsDatabase>>, extra: Partial<AlertQueue> = {}) =>
  alertQueueHealth({ ALERTS: db, ALERT_QUEUE: { sendBatch: async () => undefined, ...extra } }, NOW);

describe('the alerts’ Queue', () => {
  it('pages an event’s subscribers by 1,000 and sends every one of a page its language and mode, once', async () => {
    const { db, queue, sent, pages } = await pagedEvent(2_345);
    expect(pages.map((page) => page.size)).toEqual([1_000, 1_000, 345]);
    expect(sent).toHaveLength(3);
    const service = pushService();
    for (const body of [...sent]) {
      const message = delivered(body);
      expect(await consumeAlertPage({ db, post: service.post, queue }, message)).toMatchObject({ delivered: body === sent[2] ? 345 : 1_000, failed: 0 });
      expect(message.acked).toBe(true);
    }
    expect(service.received.size).toBe(2_345);
    expect(service.total()).toBe(2_345);
    expect(service.received.has('https://fcm.googleapis.com/fcm/send/other')).toBe(false);
    expect(service.received.get('https://fcm.googleapis.com/fcm/send/0')).toEqual(['ar-spoiler-free']);
    expect(service.received.get('https://fcm.googleapis.com/fcm/send/1')).toEqual(['en']);
    // The same message delivered again (the Queue is at least once) tells nobody twice.
    expect(await consumeAlertPage({ db, post: service.post, queue }, delivered(sent[0]!, 2))).toMatchObject({ delivered: 0 });
    expect(service.total()).toBe(2_345);
    expect(sent).toHaveLength(3);
    expect(await healthOf(db)).toEqual({ backlogPages: 0, backlogSubscriptions: 0, deadSubscriptions: 0 });
  });

  it('tries again only the subscriptions that failed, after a 500 with back-off and after a 429 no sooner than its Retry-After', async () => {
    const { db, queue, sent, delays } = await pagedEvent(300);
    const service = pushService((endpoint, times) => {
      if (endpoint.endsWith('/5') && times === 1) return { outcome: 'throttled', retryAfterMs: 30_000 };
      if (endpoint.endsWith('/6') && times <= 2) return { outcome: 'failed' };
      return { outcome: 'delivered' };
    });
    const first = delivered(sent[0]!, 1);
    expect(await consumeAlertPage({ db, post: service.post, queue }, first)).toMatchObject({ delivered: 298, throttled: 1, failed: 1, retried: 2 });
    // The page is done with; the two go on alone, no sooner than the Retry-After.
    expect(first.acked).toBe(true);
    expect(first.retried).toBeUndefined();
    expect(sent[1]).toMatchObject({ ids: [6, 7], round: 2 });
    expect(delays[1]).toBe(30);
    expect(await healthOf(db)).toMatchObject({ backlogPages: 1, backlogSubscriptions: 300 });

    expect(await consumeAlertPage({ db, post: service.post, queue }, delivered(sent[1]!))).toMatchObject({ delivered: 1, failed: 1, retried: 1 });
    expect(sent[2]).toMatchObject({ ids: [7], round: 3 });
    expect(delays[2]).toBe(retryDelaySeconds(2, 0));
    const third = delivered(sent[2]!);
    expect(await consumeAlertPage({ db, post: service.post, queue }, third)).toMatchObject({ delivered: 1, failed: 0, retried: 0 });
    expect(third.acked).toBe(true);
    expect(sent).toHaveLength(3);
    expect(service.received.size).toBe(300);
    // Every subscriber told once; the two that failed were asked again, nobody else.
    expect(service.total()).toBe(300 + 1 + 2);
    expect(await healthOf(db)).toEqual({ backlogPages: 0, backlogSubscriptions: 0, deadSubscriptions: 0 });
  });

  it('tells a page’s other subscribers once when one answers 400, tries only that one again, retires it after its third refusal, and counts it one dead letter', async () => {
    const { db, queue, sent } = await pagedEvent(1_000);
    const bad = 'https://fcm.googleapis.com/fcm/send/417';
    const service = pushService((endpoint) => (endpoint === bad ? { outcome: 'rejected' } : { outcome: 'delivered' }));
    for (let next = 0; next < sent.length; next++) {
      const message = delivered(sent[next]!);
      await consumeAlertPage({ db, post: service.post, queue }, message);
      expect(message.acked).toBe(true);
      expect(message.retried).toBeUndefined();
    }
    // The page, then the bad one alone twice: retired at its third refusal.
    expect(sent.map((message) => message.ids)).toEqual([undefined, [418], [418]]);
    expect(service.received.size).toBe(1_000);
    expect(service.total()).toBe(999 + ALERT_QUEUE.retireAfterOwnFailures);
    for (const [endpoint, payloads] of service.received) expect(payloads, endpoint).toHaveLength(endpoint === bad ? 3 : 1);
    const left = await db.prepare('SELECT endpoint FROM push_subscriptions WHERE endpoint = ?1').bind(bad).all();
    expect(left.results).toEqual([]);
    expect(await healthOf(db)).toEqual({ backlogPages: 0, backlogSubscriptions: 0, deadSubscriptions: 1 });
  });

  it('makes a subscription whose push service fails every try one dead letter after its tries, and keeps it subscribed', async () => {
    const { db, queue, sent } = await pagedEvent(50);
    const down = 'https://fcm.googleapis.com/fcm/send/9';
    const service = pushService((endpoint) => (endpoint === down ? { outcome: 'failed' } : { outcome: 'delivered' }));
    for (let next = 0; next < sent.length; next++) await consumeAlertPage({ db, post: service.post, queue }, delivered(sent[next]!));
    expect(sent).toHaveLength(ALERT_QUEUE.deliveryTries);
    expect(service.received.get(down)).toHaveLength(ALERT_QUEUE.deliveryTries);
    expect(service.total()).toBe(49 + ALERT_QUEUE.deliveryTries);
    expect(await healthOf(db)).toEqual({ backlogPages: 0, backlogSubscriptions: 0, deadSubscriptions: 1 });
    const kept = await db.prepare('SELECT failures FROM push_subscriptions WHERE endpoint = ?1').bind(down).all();
    expect(kept.results).toEqual([{ failures: 0 }]);
  });

  it('a consumer that throws mid-page is retried and sends only what it had not sent', async () => {
    const { db, queue, sent } = await pagedEvent(450);
    const service = pushService();
    const message = delivered(sent[0]!, 1);
    await expect(consumeAlertBatch({ db, post: service.post, queue, throwAfterFirstSlice: true }, [message])).rejects.toThrow(/TEST_ALERT_CONSUMER_FAULT/);
    expect(message.retried).toBe(retryDelaySeconds(1, 0));
    expect(service.total()).toBe(ALERT_QUEUE.recordEvery);
    const again = delivered(sent[0]!, 2);
    await consumeAlertBatch({ db, post: service.post, queue, throwAfterFirstSlice: true }, [again]);
    expect(again.acked).toBe(true);
    expect(service.received.size).toBe(450);
    expect(service.total()).toBe(450);
  });

  it('a message whose consumer threw at every try makes its untold subscriptions dead letters, and /api/health counts each', async () => {
    const { db, sent } = await pagedEvent(20);
    const message = delivered(sent[0]!, 6);
    expect(await consumeDeadAlertPages(db, [message])).toBe(20);
    expect(message.acked).toBe(true);
    expect(await healthOf(db, { metrics: async () => ({ backlogCount: 4 }) })).toEqual({
      backlogPages: 0, backlogSubscriptions: 0, deadSubscriptions: 20, queueBacklog: 4,
    });
  });

  it('acks what is not one of its messages rather than retrying it for ever', async () => {
    const db = await openAlertsDatabase();
    const message = delivered({ nonsense: true } as unknown as AlertPageMessage);
    expect(await consumeAlertPage({ db, post: pushService().post, queue: recordingQueue().queue }, message)).toMatchObject({ delivered: 0 });
    expect(message.acked).toBe(true);
  });
});

describe('retryDelaySeconds', () => {
  it('doubles from the base, waits at least the Retry-After, and never longer than the most', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(attempt, 0))).toEqual([1, 2, 4, 8].map((n) => n * ALERT_QUEUE.retryBaseSeconds));
    expect(retryDelaySeconds(1, 7_500)).toBe(8);
    expect(retryDelaySeconds(30, 0)).toBe(ALERT_QUEUE.retryMostSeconds);
  });
});

describe('inSendBatches', () => {
  it('keeps each sendBatch within 100 messages and its byte budget', () => {
    expect(inSendBatches(Array.from({ length: 250 }, (_, i) => i), () => 10).map((group) => group.length)).toEqual([100, 100, 50]);
    const big = inSendBatches(Array.from({ length: 10 }, (_, i) => i), () => ALERT_QUEUE.sendBatchBytes / 3);
    expect(big.map((group) => group.length)).toEqual([3, 3, 3, 1]);
  });
});
