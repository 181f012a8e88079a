// Web Push alerts for a team, through the built Worker: subscriptions stored in D1 from the API,
// a demo match's kick-off noticed by the minute cron, its next goal seen by its watcher and the
// cron at once, and every push checked by a push service double that decrypts it with the
// subscription's own keys and verifies its VAPID JWT.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devVarsFile } from '../../scripts/lib/vapid-keys.mjs';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import { subscriptionsIn } from '../support/alerts-db';
import { goalsOf, openSocket, playToNextGoal, readCurrentTurn, setDemoClock, socketUrl, stopDemoClock, type OpenSocket, type RawMatch } from '../support/live-match';
import { startPushServiceDouble, type DoubleSubscription, type PushDelivery, type PushServiceDouble } from '../support/push-service-double';
import { cronUntil as cronUntilSettled, runMinuteCron } from '../support/minute-cron';

type Payload = NonNullable<PushDelivery['payload']>;
type TeamMatch = RawMatch & { participants: { homeTeam: { id: number; name: string }; awayTeam: { id: number; name: string } } };

let site: StartedServer;
let push: PushServiceDouble;
let publicKey: string;

beforeAll(async () => {
  // A server of our own: only it lets the test move the demo league's clock.
  [site, push] = await Promise.all([
    startServer({ edition: 'kings', build: false, env: { DEMO_CLOCK_CONTROL: 'on', REQUEST_LOGS: 'off' } }),
    startPushServiceDouble(),
  ]);
  publicKey = /^VAPID_PUBLIC_KEY=(.+)$/m.exec(readFileSync(devVarsFile('kings-demo'), 'utf8'))?.[1] ?? '';
}, 300_000);

afterAll(async () => {
  await Promise.all([site?.stop(), push?.close()]);
});

const post = (body: unknown, method = 'POST', type = 'application/json') =>
  fetch(`${site.url}/api/alerts`, { method, headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });

const subscribe = async (subscription: DoubleSubscription, team: number, lang: string, spoilerFree = false) => {
  const response = await post({ endpoint: subscription.endpoint, keys: subscription.keys, team, lang, spoilerFree });
  expect(response.status).toBe(204);
};

/** The minute cron, run now. */
const runCron = () => runMinuteCron(site.url);

/** Runs the cron every 2 s until `test` holds. */
const cronUntil = (test: () => boolean, describe: () => string, timeoutMs = 150_000) => cronUntilSettled(site.url, push.waitFor(test, timeoutMs, describe));

describe('the alerts API', () => {
  it('answers bad input with a 400 in JSON, never a 500', async () => {
    const keys = push.subscribe().keys;
    const bad = [
      post('not json'),
      post({ endpoint: 'x' }),
      post({ endpoint: 'https://evil.example/push', keys, team: 1, lang: 'en' }),
      post({ endpoint: `${push.origin}/push/1`, keys: { ...keys, auth: 'short' }, team: 1, lang: 'en' }),
      post({ endpoint: `${push.origin}/push/1`, keys, team: -4, lang: 'en' }),
      post({ endpoint: `${push.origin}/push/1`, keys, team: 1, lang: 'en' }, 'POST', 'text/plain'),
      post({ endpoint: 'x'.repeat(5_000) }),
      post({}, 'DELETE'),
    ];
    for (const response of await Promise.all(bad)) {
      expect(response.status).toBe(400);
      // The refusal names what was wrong ("Bad subscription: keys.auth …"), never more than that.
      expect(Object.keys(await response.clone().json())).toEqual(['error']);
      expect(((await response.json()) as { error: string }).error).toMatch(/^Bad subscription(: .+)?$/);
    }
    expect((await post({}, 'PUT')).status).toBe(405);
  });

  it('stores a subscription by team, language and mode, replaces it when subscribed again, changes its mode alone, and deletes it on unsubscribe', async () => {
    const browser = push.subscribe();
    await subscribe(browser, 900_001, 'ar', true);
    await subscribe(browser, 900_002, 'fr', false);
    const mine = (await subscriptionsIn(site.url, 'kings')).filter((row) => row.endpoint === browser.endpoint);
    expect(mine).toEqual([{ endpoint: browser.endpoint, team_id: 900_002, lang: 'fr', spoiler_free: 0 }]);
    // Spoiler-free mode turned on later: only the mode changes. (This file's calls stay within the
    // API's 20 a minute: a bad change of mode and one for a subscription not stored are unit tests.)
    expect((await post({ endpoint: browser.endpoint, spoilerFree: true }, 'PATCH')).status).toBe(204);
    const changed = (await subscriptionsIn(site.url, 'kings')).filter((row) => row.endpoint === browser.endpoint);
    expect(changed).toEqual([{ endpoint: browser.endpoint, team_id: 900_002, lang: 'fr', spoiler_free: 1 }]);
    expect((await post({ endpoint: browser.endpoint }, 'DELETE')).status).toBe(204);
    expect((await subscriptionsIn(site.url, 'kings')).some((row) => row.endpoint === browser.endpoint)).toBe(false);
  }, 60_000);
});

describe('a match of a subscribed team', () => {
  let match: TeamMatch;
  let fans: { en: DoubleSubscription; ar: DoubleSubscription; es: DoubleSubscription; gone: DoubleSubscription; missing: DoubleSubscription; other: DoubleSubscription };
  let socket: OpenSocket | undefined;
  afterAll(() => socket?.socket.close());

  beforeAll(async () => {
    await setDemoClock(site.url, 0);
    // The next match to kick off: nobody watches it yet.
    const turn = (await readCurrentTurn(site.url)) as TeamMatch[];
    match = turn.filter((candidate) => candidate.status === 'notStarted' && Date.parse(candidate.date) > Date.now()).sort((a, b) => Date.parse(a.date) - Date.parse(b.date))[0]!;
    const home = match.participants.homeTeam.id;
    const away = match.participants.awayTeam.id;
    // Every team of the turn plays within the sweep's window: the other fan follows a team that does not.
    const otherTeam = 999_999;
    expect(turn.some((candidate) => candidate.participants.homeTeam.id === otherTeam || candidate.participants.awayTeam.id === otherTeam)).toBe(false);
    fans = { en: push.subscribe(), ar: push.subscribe(), es: push.subscribe(), gone: push.subscribe(410), missing: push.subscribe(404), other: push.subscribe() };
    await Promise.all([
      subscribe(fans.en, home, 'en'),
      subscribe(fans.ar, home, 'ar'),
      subscribe(fans.es, away, 'es', true),
      subscribe(fans.gone, home, 'en'),
      subscribe(fans.missing, away, 'de'),
      subscribe(fans.other, otherTeam, 'en'),
    ]);
  }, 60_000);

  const told = () => JSON.stringify(push.deliveries.map((delivery) => [delivery.subscription, delivery.payload?.body, delivery.error]));

  it('is told at kick-off, noticed by the minute cron, in each subscriber’s language, linking to the match page', async () => {
    await runCron();
    expect(push.deliveries).toHaveLength(0);
    // Held a few seconds past kick-off while the cron looks: a match whose first goal comes early
    // would otherwise be told as that goal, however quickly the cron runs.
    await stopDemoClock(site.url, Date.parse(match.date) + 5_000);
    const live = [fans.en, fans.ar, fans.es, fans.gone, fans.missing];
    await cronUntil(() => live.every((fan) => fan.received().length === 1), told);
    // Nobody watches this match yet: the cron alone told it.
    expect(socket).toBeUndefined();

    for (const delivery of push.deliveries) {
      expect(delivery.error).toBeUndefined();
      expect(delivery.vapid).toMatchObject({ publicKey, claims: { aud: push.origin, sub: 'https://kingsleague.pro' } });
      expect(delivery.headers.ttl).toBe('3600');
      expect(delivery.headers.topic).toBe(`match-${match.id}`);
    }
    const [en, ar, es] = [fans.en, fans.ar, fans.es].map((fan) => fan.received()[0]!.payload!) as [Payload, Payload, Payload];
    expect(en).toMatchObject({ title: `${match.participants.homeTeam.name} v ${match.participants.awayTeam.name}`, body: 'Kick-off', lang: 'en-GB', dir: 'ltr' });
    expect(ar).toMatchObject({ body: 'صافرة البداية', lang: 'ar', dir: 'rtl' });
    expect(es).toMatchObject({ body: '¡Empieza el partido!', lang: 'es-ES' });
    expect(en.url).toMatch(new RegExp(`^/en/espana/[^/]+/${match.id}-`));
    expect(ar.url).toMatch(new RegExp(`^/ar/espana/[^/]+/${match.id}-`));
    expect((await fetch(`${site.url}${en.url}`)).status).toBe(200);
    expect(fans.other.received()).toHaveLength(0);
  }, 200_000);

  it('deletes the subscriptions the push service answered 404 or 410 for', async () => {
    const endpoints = (await subscriptionsIn(site.url, 'kings')).map((row) => row.endpoint);
    expect(endpoints).toEqual(expect.arrayContaining([fans.en.endpoint, fans.ar.endpoint, fans.es.endpoint, fans.other.endpoint]));
    expect(endpoints).not.toContain(fans.gone.endpoint);
    expect(endpoints).not.toContain(fans.missing.endpoint);
  }, 60_000);

  it('tells the next goal once per subscriber, though its watcher and the cron both see it; spoiler-free without the score', async () => {
    // A page watching: the match's watcher runs and sees the goal too.
    socket = await openSocket(socketUrl(site.url, { region: 'espana', lang: 'en', id: match.id }));
    await socket.next((message) => message.type === 'change');
    const before = (await readCurrentTurn(site.url)).find((candidate) => candidate.id === match.id)!;
    // From the stopped kick-off on, a minute at a time: the first goal is the next one, however early.
    const offset = Date.parse(match.date) + 5_000 - Date.now();
    const scored = await playToNextGoal(site.url, match.id, goalsOf(before), offset);
    const score = `${scored.match.scores.homeScore ?? 0}-${scored.match.scores.awayScore ?? 0}`;
    const hasGoal = (fan: DoubleSubscription) => fan.received().some((delivery) => delivery.payload?.tag === `match-${match.id}` && delivery.payload.body !== 'Kick-off' && delivery.payload.body !== '¡Empieza el partido!' && delivery.payload.body !== 'صافرة البداية');
    await cronUntil(() => [fans.en, fans.ar, fans.es].every(hasGoal), told);
    // Both paths have had their look more than once since; still one goal each.
    await runCron();
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await runCron();

    for (const fan of [fans.en, fans.ar, fans.es]) expect(fan.received()).toHaveLength(2);
    const [en, ar, es] = [fans.en, fans.ar, fans.es].map((fan) => fan.received()[1]!.payload!) as [Payload, Payload, Payload];
    expect(en).toMatchObject({ title: `${match.participants.homeTeam.name} ${score} ${match.participants.awayTeam.name}`, body: 'Goal!' });
    expect(ar).toMatchObject({ body: 'هدف!', dir: 'rtl' });
    expect(ar.title).toContain(score);
    expect(es).toMatchObject({ title: `${match.participants.homeTeam.name} - ${match.participants.awayTeam.name}`, body: 'Ha pasado algo en el partido. Ábrelo para verlo.' });
    expect(JSON.stringify(es)).not.toContain(score);
    // Deleted subscriptions are not sent to again; another team's fan heard nothing.
    expect(fans.gone.received()).toHaveLength(1);
    expect(fans.missing.received()).toHaveLength(1);
    expect(fans.other.received()).toHaveLength(0);
  }, 180_000);
});
