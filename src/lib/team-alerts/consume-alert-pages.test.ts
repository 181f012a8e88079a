import { describe, expect, it } from 'vitest';
import { ALERT_QUEUE } from '../../config/team-alerts';
import { enqueueAlertPages, inSendBatches, type AlertPageMessage } from './alert-queue';
import { alertQueueHealth } from './alert-queue-health';
import { consumeAlertBatch, consumeAlertPage, consumeDeadAlertPages, retryDelaySeconds, type QueueMessage } from './consume-alert-pages';
import type { PostPush, PushAnswer } from './push-sender';
import { eventIdOf, subscriberPages } from './queue-store';
import { claimEvents, saveSubscription } from './subscription-store';
import { openAlertsDatabase } from './testing/alerts-database';

const TEAM = 7;

/** A database with `count` subscribers of the team and a claimed goal, paged onto a recording queue. */
async function pagedEvent(count: number, pageSize = ALERT_QUEUE.pageSize) {
  const db = await openAlertsDatabase();
  for (let i = 0; i < count; i++) {
    await saveSubscription(db, 'kings', { endpoint: `https://fcm.googleapis.com/fcm/send/${i}`, p256dh: 'p', auth: 'a', teamId: TEAM, lang: i % 3 === 0 ? 'ar' : 'en', spoilerFree: i % 2 === 0 });
  }
  // Another team's subscriber between them: never told.
  await saveSubscription(db, 'kings', { endpoint: 'https://fcm.googleapis.com/fcm/send/other', p256dh: 'p', auth: 'a', teamId: 99, lang: 'en', spoilerFree: false });
  await claimEvents(db, 'kings', 501, ['goal:1-0']);
  const eventId = (await eventIdOf(db, 'kings', 501, 'goal:1-0'))!;
  const pages = await subscriberPages(db, 'kings', [TEAM, 8], pageSize);
  const sent: AlertPageMessage[] = [];
  const queue = { sendBatch: async (messages: Iterable<{ body: AlertPageMessage }>) => void sent.push(...[...messages].map((message) => message.body)) };
  const payloads = { 'en:0': 'en', 'en:1': 'en-spoiler-free', 'ar:0': 'ar', 'ar:1': 'ar-spoiler-free' };
  await enqueueAlertPages(db, queue, { edition: 'kings', eventId, event: 'goal:1-0', matchId: 501, teamIds: [TEAM, 8], topic: 'match-501', payloads }, pages);
  return { db, sent, pages };
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

describe('the alerts’ Queue', () => {
  it('pages an event’s subscribers by 1,000 and sends every one of a page its language and mode, once', async () => {
    const { db, sent, pages } = await pagedEvent(2_345);
    expect(pages.map((page) => page.size)).toEqual([1_000, 1_000, 345]);
    expect(sent).toHaveLength(3);
    const service = pushService();
    for (const body of sent) {
      const message = delivered(body);
      expect(await consumeAlertPage({ db, post: service.post }, message)).toMatchObject({ delivered: body === sent[2] ? 345 : 1_000, failed: 0 });
      expect(message.acked).toBe(true);
    }
    expect(service.received.size).toBe(2_345);
    expect(service.total()).toBe(2_345);
    expect(service.received.has('https://fcm.googleapis.com/fcm/send/other')).toBe(false);
    expect(service.received.get('https://fcm.googleapis.com/fcm/send/0')).toEqual(['ar-spoiler-free']);
    expect(service.received.get('https://fcm.googleapis.com/fcm/send/1')).toEqual(['en']);
    // The same message delivered again (the Queue is at least once) tells nobody twice.
    expect(await consumeAlertPage({ db, post: service.post }, delivered(sent[0]!, 2))).toMatchObject({ delivered: 0 });
    expect(service.total()).toBe(2_345);
    expect(await alertQueueHealth({ ALERTS: db, ALERT_QUEUE: { sendBatch: async () => undefined } })).toEqual({ backlogPages: 0, backlogSubscriptions: 0, deadPages: 0, deadSubscriptions: 0 });
  });

  it('retries a page after a 500 with back-off, and after a 429 no sooner than its Retry-After, sending only to whoever was not told', async () => {
    const { db, sent } = await pagedEvent(300);
    const service = pushService((endpoint, times) => {
      if (endpoint.endsWith('/5') && times === 1) return { outcome: 'throttled', retryAfterMs: 30_000 };
      if (endpoint.endsWith('/6') && times <= 2) return { outcome: 'failed' };
      return { outcome: 'delivered' };
    });
    const first = delivered(sent[0]!, 1);
    expect(await consumeAlertPage({ db, post: service.post }, first)).toMatchObject({ delivered: 298, throttled: 1, failed: 1 });
    expect(first.retried).toBe(30);
    expect(await alertQueueHealth({ ALERTS: db, ALERT_QUEUE: { sendBatch: async () => undefined } })).toMatchObject({ backlogPages: 1, backlogSubscriptions: 300 });

    const second = delivered(sent[0]!, 2);
    expect(await consumeAlertPage({ db, post: service.post }, second)).toMatchObject({ delivered: 1, failed: 1 });
    expect(second.retried).toBe(retryDelaySeconds(2, 0));
    const third = delivered(sent[0]!, 3);
    expect(await consumeAlertPage({ db, post: service.post }, third)).toMatchObject({ delivered: 1, failed: 0 });
    expect(third.acked).toBe(true);
    expect(service.received.size).toBe(300);
    // Every subscriber told once; the two that failed were asked again, nobody else.
    expect(service.total()).toBe(300 + 1 + 2);
  });

  it('a consumer that throws mid-page is retried and sends only what it had not sent', async () => {
    const { db, sent } = await pagedEvent(450);
    const service = pushService();
    const message = delivered(sent[0]!, 1);
    await expect(consumeAlertBatch({ db, post: service.post, throwAfterFirstSlice: true }, [message])).rejects.toThrow(/TEST_ALERT_CONSUMER_FAULT/);
    expect(message.retried).toBe(retryDelaySeconds(1, 0));
    expect(service.total()).toBe(ALERT_QUEUE.recordEvery);
    const again = delivered(sent[0]!, 2);
    await consumeAlertBatch({ db, post: service.post, throwAfterFirstSlice: true }, [again]);
    expect(again.acked).toBe(true);
    expect(service.received.size).toBe(450);
    expect(service.total()).toBe(450);
  });

  it('a page that ran out of retries is marked dead, and /api/health counts it', async () => {
    const { db, sent } = await pagedEvent(20);
    const message = delivered(sent[0]!, 6);
    expect(await consumeDeadAlertPages(db, [message])).toBe(1);
    expect(message.acked).toBe(true);
    expect(await alertQueueHealth({ ALERTS: db, ALERT_QUEUE: { sendBatch: async () => undefined, metrics: async () => ({ backlogCount: 4 }) } })).toEqual({
      backlogPages: 0, backlogSubscriptions: 0, deadPages: 1, deadSubscriptions: 20, queueBacklog: 4,
    });
  });

  it('acks what is not one of its messages rather than retrying it for ever', async () => {
    const db = await openAlertsDatabase();
    const message = delivered({ nonsense: true } as unknown as AlertPageMessage);
    expect(await consumeAlertPage({ db, post: pushService().post }, message)).toMatchObject({ delivered: 0 });
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
