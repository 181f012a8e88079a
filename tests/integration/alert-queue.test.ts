// Team alerts through the Queue (ADR 053), in the built Worker under wrangler dev (miniflare's
// local Queues): a kick-off told to 240 subscribers in pages, with every fault at once. The
// consumer throws after its first slice of each message's first attempt (TEST_ALERT_CONSUMER_FAULT),
// some subscribers' push service answers 429 with a Retry-After, some 500 twice, one 500 for
// ever, one refuses its subscription (400) every time. Nothing is lost (every subscriber but the last is told), nothing is doubled (nobody is
// told twice), the 429s are asked again no sooner than they asked, only the subscriptions that
// failed are tried again (ADR 058), and the one that never got through is one dead letter in
// /api/health.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, packageFile } from '../../scripts/lib/proc.mjs';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import { readCurrentTurn, setDemoClock, stopDemoClock, type RawMatch } from '../support/live-match';
import { queryAlertsDb } from '../support/alerts-db';
import { startPushServiceDouble, type DoubleSubscription, type PushServiceDouble } from '../support/push-service-double';

type TeamMatch = RawMatch & { participants: { homeTeam: { id: number } } };

const SUBSCRIBERS = 240;
let site: StartedServer;
let push: PushServiceDouble;

beforeAll(async () => {
  [site, push] = await Promise.all([
    startServer({ edition: 'kings', build: false, env: { DEMO_CLOCK_CONTROL: 'on', REQUEST_LOGS: 'off', ENVIRONMENT: 'development', TEST_ALERT_CONSUMER_FAULT: 'on' } }),
    startPushServiceDouble(),
  ]);
}, 300_000);

afterAll(async () => {
  await Promise.all([site?.stop(), push?.close()]);
});

/** Subscriptions written straight into the server's alerts database (the API allows 20 a minute). */
async function insertSubscriptions(team: number, fans: DoubleSubscription[]): Promise<void> {
  const rows = fans.map((fan) => `('kings', '${fan.endpoint}', ${team}, '${fan.keys.p256dh}', '${fan.keys.auth}', 'en', 0, ${Date.now()})`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'alert-queue-'));
  const file = path.join(dir, 'subscriptions.sql');
  writeFileSync(file, `INSERT INTO push_subscriptions (edition, endpoint, team_id, p256dh, auth, lang, spoiler_free, created_at) VALUES ${rows.join(', ')};`);
  try {
    const persist = path.join(ROOT, '.wrangler', `state-kings-${new URL(site.url).port}`);
    await promisify(execFile)(process.execPath, [packageFile('wrangler', 'bin', 'wrangler.js'), 'd1', 'execute', 'ALERTS', '--local', '--persist-to', persist, '--env', 'kings-demo', '--file', file], {
      cwd: ROOT, env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' }, timeout: 60_000,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const health = async () => ((await (await fetch(`${site.url}/api/health`)).json()) as { alertQueue?: Record<string, number> }).alertQueue;

describe('a kick-off told through the Queue, with every fault at once', () => {
  let fans: DoubleSubscription[];
  let throttled: DoubleSubscription[];
  let failingTwice: DoubleSubscription[];
  let failingForEver: DoubleSubscription;
  let refused: DoubleSubscription;

  beforeAll(async () => {
    await setDemoClock(site.url, 0);
    const turn = (await readCurrentTurn(site.url)) as TeamMatch[];
    const match = turn.filter((candidate) => candidate.status === 'notStarted' && Date.parse(candidate.date) > Date.now()).sort((a, b) => Date.parse(a.date) - Date.parse(b.date))[0]!;
    throttled = Array.from({ length: 5 }, () => push.subscribe(201, [{ status: 429, retryAfter: '3' }]));
    failingTwice = Array.from({ length: 5 }, () => push.subscribe(201, [{ status: 500 }, { status: 500 }]));
    failingForEver = push.subscribe(201, Array.from({ length: 50 }, () => ({ status: 500 as const })));
    refused = push.subscribe(201, Array.from({ length: 50 }, () => ({ status: 400 as const })));
    const plain = Array.from({ length: SUBSCRIBERS - 12 }, () => push.subscribe());
    fans = [...plain.slice(0, 100), ...throttled, ...plain.slice(100, 150), ...failingTwice, failingForEver, refused, ...plain.slice(150)];
    await insertSubscriptions(match.participants.homeTeam.id, fans);
    expect(await health()).toMatchObject({ backlogPages: 0, deadSubscriptions: 0 });
    await stopDemoClock(site.url, Date.parse(match.date) + 5_000);
  }, 120_000);

  const told = (fan: DoubleSubscription) => fan.received().filter((delivery) => delivery.status === 201);

  it('tells every subscriber once, after the consumer threw and the push service throttled and failed', async () => {
    const everyoneButOne = fans.filter((fan) => fan !== failingForEver && fan !== refused);
    // The cron until the kick-off is claimed (the league's answers are kept a few seconds), then the Queue's retries.
    const deadline = Date.now() + 120_000;
    while (push.deliveries.length === 0 && Date.now() < deadline) {
      await (await fetch(`${site.url}/__scheduled?cron=*+*+*+*+*`)).text();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    await push.waitFor(() => everyoneButOne.every((fan) => told(fan).length >= 1), 120_000, () => `${everyoneButOne.filter((fan) => told(fan).length > 0).length} of ${everyoneButOne.length} told`);
    // A little longer: a doubled push would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const fan of everyoneButOne) expect(told(fan), `subscription ${fan.id}`).toHaveLength(1);
    for (const delivery of push.deliveries) expect(delivery.error).toBeUndefined();
    expect(told(fans[0]!)[0]!.payload).toMatchObject({ body: 'Kick-off' });
    // Retry-After: 3 was honoured.
    for (const fan of throttled) {
      const [first, second] = fan.received();
      expect(first!.status).toBe(429);
      expect(second!.at - first!.at).toBeGreaterThanOrEqual(2_900);
    }
    for (const fan of failingTwice) expect(fan.received().map((delivery) => delivery.status)).toEqual([500, 500, 201]);
  }, 300_000);

  it('makes the subscriptions that still fail after their tries one dead letter each, retires the refused one, and /api/health says so', async () => {
    // Tried ALERT_QUEUE.deliveryTries times (6), each time alone with whoever else had failed; the
    // first attempt of its page threw before it reached this subscriber.
    await push.waitFor(() => failingForEver.received().length >= 6, 90_000, () => `${failingForEver.received().length} attempts`);
    const deadline = Date.now() + 30_000;
    let seen = await health();
    while ((seen?.deadSubscriptions ?? 0) < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      seen = await health();
    }
    // Two dead letters, not two pages of 240: the one that never got through and the one retired.
    expect(seen).toMatchObject({ deadSubscriptions: 2, backlogPages: 0 });
    expect(failingForEver.received()).toHaveLength(6);
    expect(told(failingForEver)).toHaveLength(0);
    // Refused three times in a row: retired, and no longer stored.
    expect(refused.received().map((delivery) => delivery.status)).toEqual([400, 400, 400]);
    expect(await queryAlertsDb(site.url, 'kings', `SELECT id FROM push_subscriptions WHERE endpoint = '${refused.endpoint}'`)).toEqual([]);
    expect(await queryAlertsDb(site.url, 'kings', `SELECT id FROM push_subscriptions WHERE endpoint = '${failingForEver.endpoint}'`)).toHaveLength(1);
  }, 150_000);
});
