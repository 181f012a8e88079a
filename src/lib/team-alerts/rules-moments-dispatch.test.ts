// Rules moments through the dispatch (ADR 064), against the migrations in SQLite: each moment is
// an event of its own, claimed once with its outbox pages and handed to the Queue, and only the
// subscriptions that opted in are told; looking again tells nobody twice.
import { describe, expect, it } from 'vitest';
import type { Match, MatchEvent } from '../competition/types';
import { AWAY_ID, HOME_ID, buildEvent, buildMatch } from '../match/testing';
import type { AlertPageMessage, AlertQueue } from './alert-queue';
import { consumeAlertPage } from './consume-alert-pages';
import { dispatchMatchAlerts } from './dispatch-alerts';
import type { PostPush, SendPush } from './push-sender';
import { saveSubscription, setSubscriptionModes } from './subscription-store';
import { openAlertsDatabase } from './testing/alerts-database';

const T0 = Date.parse('2026-11-21T12:30:00.000Z');
const OPTED = 'https://fcm.googleapis.com/fcm/send/opted';
const PLAIN = 'https://fcm.googleapis.com/fcm/send/plain';

/** The match running at `second` at T0, 2-1, with `events`. */
const running = (second: number, events: MatchEvent[]): Match =>
  buildMatch({ status: second < 1200 ? 'inPlay1H' : 'inPlay2H', clock: { matchSecond: second, at: new Date(T0).toISOString() }, events });

async function twoFans() {
  const db = await openAlertsDatabase();
  const fan = { p256dh: 'p', auth: 'a', teamId: HOME_ID, lang: 'en', spoilerFree: false } as const;
  await saveSubscription(db, 'kings', { ...fan, endpoint: OPTED, rulesMoments: true });
  await saveSubscription(db, 'kings', { ...fan, endpoint: PLAIN });
  return db;
}

describe('rules moments through the Queue', () => {
  it('tells each moment once, to the subscription that opted in only', async () => {
    const db = await twoFans();
    const sent: AlertPageMessage[] = [];
    const queue: AlertQueue = { sendBatch: async (messages) => void sent.push(...[...messages].map((message) => message.body)) };
    const told = new Map<string, { body: string; tag: string; topic: string }[]>();
    const post: PostPush = async (target, payload, { topic }) => {
      const { body, tag } = JSON.parse(payload) as { body: string; tag: string };
      told.set(target.endpoint, [...(told.get(target.endpoint) ?? []), { body, tag, topic }]);
      return { outcome: 'delivered' };
    };
    const send: SendPush = async () => {
      throw new Error('the inline sender is not used with a Queue');
    };
    const look = async (match: Match, now = T0) => {
      const result = await dispatchMatchAlerts({ db, edition: 'kings', regionSlug: 'espana', match, send, queue, now });
      while (sent.length > 0) await consumeAlertPage({ db, post, queue }, { body: sent.shift()!, attempts: 1, ack() {}, retry() {} });
      return result;
    };
    const bodies = (endpoint: string) => (told.get(endpoint) ?? []).map((push) => push.body);

    const card = buildEvent(1, 600, HOME_ID, 'CARD-ACT,CARD-X2');
    const called = buildEvent(1, 700, AWAY_ID, 'PP');
    const scored = buildEvent(1, 720, AWAY_ID, 'GOL,GOL-PP');
    // The kick-off and the score first (everyone), then the card: both looks of the same instant tell it once.
    expect(await look(running(610, [card]))).toMatchObject({ event: 'goal:2-1', moments: ['card-home'] });
    expect(await look(running(610, [card]))).toEqual({ delivered: 0, gone: 0, failed: 0 });
    // A president's penalty called is not a moment until its outcome is in the data.
    expect((await look(running(705, [card, called]))).moments).toBeUndefined();
    expect((await look(running(725, [card, called, scored]))).moments).toEqual(['pp-away']);
    await look(running(730, [card, called, scored]));
    // Matchball, and a look a minute later.
    expect((await look(running(2170, [card, called, scored]))).moments).toEqual(['matchball']);
    await look(running(2230, [card, called, scored]));

    expect(bodies(OPTED)).toEqual([
      'Goal!',
      'Cometa Real played its secret card: Double goals',
      'President’s penalty for Tormenta Galáctica: scored',
      'Matchball: from now on a goal can decide the match',
    ]);
    expect(told.get(OPTED)!.map((push) => push.topic)).toEqual(['match-500', 'match-500-card-home', 'match-500-pp-away', 'match-500-matchball']);
    expect(bodies(PLAIN)).toEqual(['Goal!']);
  });

  it('tells nothing to a subscription that opted out, nor an old moment to one that opted in late', async () => {
    const db = await twoFans();
    const sent: AlertPageMessage[] = [];
    const queue: AlertQueue = { sendBatch: async (messages) => void sent.push(...[...messages].map((message) => message.body)) };
    const card = buildEvent(1, 600, HOME_ID, 'CARD-ACT');
    await dispatchMatchAlerts({ db, edition: 'kings', regionSlug: 'espana', match: running(590, []), send: async () => 'delivered', queue, now: T0 });
    sent.length = 0;
    expect(await setSubscriptionModes(db, 'kings', OPTED, { rulesMoments: false })).toBe(true);
    expect(await dispatchMatchAlerts({ db, edition: 'kings', regionSlug: 'espana', match: running(610, [card]), send: async () => 'delivered', queue, now: T0 })).toEqual({ delivered: 0, gone: 0, failed: 0 });
    expect(sent).toEqual([]);
    // Opted in again once the card is five minutes old and more: it is no longer news.
    await setSubscriptionModes(db, 'kings', PLAIN, { rulesMoments: true });
    await dispatchMatchAlerts({ db, edition: 'kings', regionSlug: 'espana', match: running(901, [card]), send: async () => 'delivered', queue, now: T0 });
    expect(sent).toEqual([]);
  });
});

describe('rules moments sent inline (ALERT_DELIVERY=inline)', () => {
  it('sends a moment to the subscription that opted in only, once', async () => {
    const db = await twoFans();
    const pushes: [string, string][] = [];
    const send: SendPush = async (target, payload) => {
      pushes.push([target.endpoint, (JSON.parse(payload) as { body: string }).body]);
      return 'delivered';
    };
    const match = running(2170, []);
    await dispatchMatchAlerts({ db, edition: 'kings', regionSlug: 'espana', match, send, now: T0 });
    await dispatchMatchAlerts({ db, edition: 'kings', regionSlug: 'espana', match, send, now: T0 });
    const matchball = 'Matchball: from now on a goal can decide the match';
    expect(pushes.filter(([, body]) => body === matchball)).toEqual([[OPTED, matchball]]);
    expect(pushes.filter(([endpoint]) => endpoint === PLAIN)).toEqual([[PLAIN, 'Goal!']]);
  });
});
