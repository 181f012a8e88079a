// A goal whose hand-over to the Queue fails (ADR 058): the claim and its pages' outbox rows are
// written together, the dispatch's sendBatch throws once, later looks see the claim, and the
// minute cron (sweepTeamAlerts, on the test's clock) hands the pages over again.
import { describe, expect, it } from 'vitest';
import { ALERT_QUEUE } from '../../config/team-alerts';
import { createCompetitionApi } from '../competition/api';
import { createFakeClient } from '../competition/testing/fake-client';
import { readFixture } from '../competition/testing/fixtures';
import type { AlertPageMessage, AlertQueue } from './alert-queue';
import { alertQueueHealth } from './alert-queue-health';
import { consumeAlertPage, type QueueMessage } from './consume-alert-pages';
import type { PostPush } from './push-sender';
import { saveSubscription } from './subscription-store';
import { sweepTeamAlerts } from './sweep-alerts';
import { openAlertsDatabase } from './testing/alerts-database';

const P = '/api/v1/competition';
const HOME = 1;
const SUBSCRIBERS = 2_500;

/** The fixtures' league with its match 501 live at 1-0: a goal to tell. */
function leagueWithAGoal() {
  const atOneNil = (match: Record<string, unknown>) =>
    match.id === 501 ? { ...match, status: 'inPlay2H', scores: { ...(match.scores as object), homeScore: 1, awayScore: 0, homeScoreP: null, awayScoreP: null } } : match;
  const turn = readFixture('turn.json') as { matches: Record<string, unknown>[] };
  const centre = readFixture('match-center-data.json') as { matches: Record<string, unknown>[] }[];
  return createCompetitionApi(createFakeClient({
    [`${P}/season-clusters`]: 'season-clusters.json',
    [`${P}/seasons/12/match-center-data`]: { value: centre.map((entry) => ({ ...entry, matches: entry.matches.map(atOneNil) })) },
    [`${P}/turns/12001`]: { value: { ...turn, matches: turn.matches.map(atOneNil) } },
  }));
}

/** The alerts' Queue: its sendBatch throws the first `failures` times, then keeps what it is handed. */
function flakyQueue(failures: number) {
  const sent: AlertPageMessage[] = [];
  let calls = 0;
  const queue: AlertQueue = {
    sendBatch: async (messages) => {
      calls += 1;
      if (calls <= failures) throw new Error('Queue send failed');
      for (const message of messages) sent.push(message.body);
    },
  };
  return { queue, sent };
}

const acked = (body: AlertPageMessage): QueueMessage => ({ body, attempts: 1, ack() {}, retry() {} });

describe('a goal whose hand-over to the Queue fails', () => {
  it('is told to every subscriber exactly once within two minutes, by the cron', async () => {
    const db = await openAlertsDatabase();
    for (let i = 0; i < SUBSCRIBERS; i++) {
      await saveSubscription(db, 'kings', { endpoint: `https://fcm.googleapis.com/fcm/send/${i}`, p256dh: 'p', auth: 'a', teamId: HOME, lang: i % 2 ? 'en' : 'ar', spoilerFree: i % 5 === 0 });
    }
    const api = leagueWithAGoal();
    const { queue, sent } = flakyQueue(1);
    const told = new Map<string, string[]>();
    const post: PostPush = async (target, payload) => {
      told.set(target.endpoint, [...(told.get(target.endpoint) ?? []), payload]);
      return { outcome: 'delivered' };
    };
    const send = async () => {
      throw new Error('the inline sender is not used with a Queue');
    };
    const goalAt = Date.parse('2026-11-28T20:00:00Z');
    /** The cron at `ms` after the goal, and the consumer over whatever reached the Queue. */
    const cronAt = async (ms: number) => {
      await sweepTeamAlerts({ db, api, edition: 'kings', send, queue, now: goalAt + ms });
      while (sent.length > 0) await consumeAlertPage({ db, post, queue }, acked(sent.shift()!));
    };

    // The cron that sees the goal claims it; its sendBatch throws.
    await cronAt(0);
    expect(told.size).toBe(0);
    // A look soon after sees the claim and sends nothing itself; the pages are not due yet.
    await cronAt(30_000);
    expect(told.size).toBe(0);
    expect(await alertQueueHealth({ ALERTS: db, ALERT_QUEUE: queue }, goalAt + 30_000)).toMatchObject({ backlogPages: 3, backlogSubscriptions: SUBSCRIBERS });

    // The next minute's cron hands the pages over again.
    await cronAt(ALERT_QUEUE.outboxResendAfterMs);
    expect(ALERT_QUEUE.outboxResendAfterMs).toBeLessThan(120_000);
    expect(told.size).toBe(SUBSCRIBERS);
    for (const [endpoint, payloads] of told) expect(payloads, endpoint).toHaveLength(1);
    expect(JSON.parse(told.get('https://fcm.googleapis.com/fcm/send/1')![0]!)).toMatchObject({ body: expect.any(String), lang: 'en-GB' });

    // Later minutes hand nothing over twice.
    await cronAt(120_000);
    await cronAt(ALERT_QUEUE.stalledPageAfterMs + 60_000);
    for (const [endpoint, payloads] of told) expect(payloads, endpoint).toHaveLength(1);
    expect(await alertQueueHealth({ ALERTS: db, ALERT_QUEUE: queue }, goalAt + 180_000)).toEqual({ backlogPages: 0, backlogSubscriptions: 0, deadSubscriptions: 0 });
  });

  it('hands over again a page the Queue took but never sent, once it has stalled', async () => {
    const db = await openAlertsDatabase();
    for (let i = 0; i < 10; i++) await saveSubscription(db, 'kings', { endpoint: `https://fcm.googleapis.com/fcm/send/${i}`, p256dh: 'p', auth: 'a', teamId: HOME, lang: 'en', spoilerFree: false });
    const api = leagueWithAGoal();
    const { queue, sent } = flakyQueue(0);
    const send = async () => 'failed' as const;
    const goalAt = Date.parse('2026-11-28T20:00:00Z');
    await sweepTeamAlerts({ db, api, edition: 'kings', send, queue, now: goalAt });
    expect(sent).toHaveLength(1);
    // The message is lost: nobody consumes it.
    sent.length = 0;
    await sweepTeamAlerts({ db, api, edition: 'kings', send, queue, now: goalAt + ALERT_QUEUE.stalledPageAfterMs - 1_000 });
    expect(sent).toHaveLength(0);
    await sweepTeamAlerts({ db, api, edition: 'kings', send, queue, now: goalAt + ALERT_QUEUE.stalledPageAfterMs });
    expect(sent).toMatchObject([{ event: 'goal:1-0', first: 1, last: 10 }]);
  });
});
