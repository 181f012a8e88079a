// Rules moments in team alerts (ADR 064), through the built Worker and the demo league: two fans of
// one team, one opted in to rules moments. A replay of the current turn with a secret card played
// and a president's penalty is found ahead by moving the league's clock past it, then played again
// instant by instant while the minute cron looks: the fan who opted in is told each moment once,
// through the Queue, with the card named; the other is told the kick-off and goals, and no moment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEASON_RULES } from '../../src/config/match-rules';
import rulesEn from '../../messages/features/rules/en.json';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import { readCurrentTurn, setDemoClock, stopDemoClock, type RawMatch } from '../support/live-match';
import { startPushServiceDouble, type DoubleSubscription, type PushDelivery, type PushServiceDouble } from '../support/push-service-double';
import { cronUntil as cronUntilSettled, runMinuteCron } from '../support/minute-cron';

type RawEvent = { half: number; matchSecond: number; teamId?: number | null; parameterAppString: string };
type ReplayedMatch = RawMatch & {
  events?: RawEvent[];
  participants: { homeTeam: { id: number; name: string }; awayTeam: { id: number; name: string } };
};

const MINUTE = 60_000;
/** The demo's half-time lasts five minutes: a second-half second is 300 s later on the wall. */
const HALF_TIME_SECONDS = 300;
const HALF_SECONDS = DEFAULT_SEASON_RULES.halfSeconds;
const MATCHBALL_SECOND = DEFAULT_SEASON_RULES.matchballFromSecond;

let server: StartedServer;
let push: PushServiceDouble;
const site = () => server;
beforeAll(async () => {
  // A server of our own: only it lets the test move the demo league's clock. As long as a start may take on a busy machine.
  [server, push] = await Promise.all([
    startServer({ edition: 'kings', build: false, env: { DEMO_CLOCK_CONTROL: 'on', REQUEST_LOGS: 'off' } }),
    startPushServiceDouble(),
  ]);
}, 300_000);
afterAll(async () => {
  if (server) await setDemoClock(server.url, 0).catch(() => undefined);
  await Promise.all([server?.stop(), push?.close()]);
});

const codesOf = (event: RawEvent) => event.parameterAppString.split(',');
/** The wall instant of a match second of the replay kicked off at `kickoff`. */
const wallAt = (kickoff: number, second: number) => kickoff + (second < HALF_SECONDS ? second : second + HALF_TIME_SECONDS) * 1000;

/** The moments a replay has, read from its codes here (not through the app): its cards and the presidents' penalties with an outcome. */
function momentsOf(match: ReplayedMatch) {
  const events = (match.events ?? []).filter((event) => event.half <= 2);
  const sideOf = (event: RawEvent): 'home' | 'away' => (event.teamId === match.participants.homeTeam.id ? 'home' : 'away');
  const cards = events.filter((event) => codesOf(event).includes('CARD-ACT')).map((event) => {
    const named = DEFAULT_SEASON_RULES.secretCards.filter((card) => codesOf(event).includes(card.code)).map((card) => card.id);
    // A joker is told as the card it was played as.
    const shown = named.find((id) => id !== 'joker') ?? named[0];
    return { side: sideOf(event), second: event.matchSecond, name: shown ? rulesEn[`rules.card.${shown}`] : undefined };
  });
  const penalties = events.filter((event) => codesOf(event).includes('PP')).flatMap((called) => {
    const outcome = events.find((event) => event.teamId === called.teamId && event.matchSecond > called.matchSecond && (codesOf(event).includes('GOL-PP') || codesOf(event).includes('PEN-F')));
    return outcome ? [{ side: sideOf(called), second: outcome.matchSecond, scored: codesOf(outcome).includes('GOL-PP') }] : [];
  });
  return { cards, penalties };
}

/** Whether the score was not level at 36:00 by the goals' codes: the replay likely plays Matchball (the strip decides). */
function likelyMatchball(match: ReplayedMatch): boolean {
  const goals = (match.events ?? []).filter((event) => event.half <= 2 && event.matchSecond < MATCHBALL_SECOND && codesOf(event).includes('GOL'));
  const margin = goals.reduce((sum, event) => sum + (event.teamId === match.participants.homeTeam.id ? 1 : -1) * (codesOf(event).includes('GOL-D') ? 2 : 1), 0);
  return margin !== 0;
}

/**
 * Replays of the current turn seen whole, from the next kick-off on: the first with a card played,
 * a president's penalty and likely Matchball, or else the first with a card and a penalty.
 */
async function findReplayWithMoments(base: string): Promise<{ match: ReplayedMatch; kickoff: number }> {
  const now = Date.now();
  let fallback: ReplayedMatch | undefined;
  // Every 15 minutes a replay ends and shows its whole script for a quarter of an hour.
  for (let step = 0; step < 24; step++) {
    const at = now + 61 * MINUTE + step * 15 * MINUTE;
    await stopDemoClock(base, at);
    const ended = ((await readCurrentTurn(base)) as ReplayedMatch[]).filter((match) => match.status.startsWith('ended') && Date.parse(match.date) > now + MINUTE);
    for (const match of ended) {
      const { cards, penalties } = momentsOf(match);
      if (cards.length === 0 || penalties.length === 0) continue;
      if (likelyMatchball(match)) return { match, kickoff: Date.parse(match.date) };
      fallback ??= match;
    }
  }
  if (fallback) return { match: fallback, kickoff: Date.parse(fallback.date) };
  throw new Error('no replay of the next six hours has a card played and a president’s penalty');
}

describe('rules moments for a fan who opted in', () => {
  it('tells a secret card, a president’s penalty and Matchball once each to the fan who opted in, and none to the other', async () => {
    const base = site().url;
    const { match, kickoff } = await findReplayWithMoments(base);
    const { cards, penalties } = momentsOf(match);
    const topic = (key: string) => `match-${match.id}-${key}`;
    const team = match.participants.homeTeam;

    // Back before its kick-off; the listing the cron reads is kept 8 s.
    await stopDemoClock(base, kickoff - MINUTE);
    await new Promise((resolve) => setTimeout(resolve, 9_000));
    const opted = push.subscribe();
    const plain = push.subscribe();
    const subscribe = async (fan: DoubleSubscription, rulesMoments?: boolean) => {
      const response = await fetch(`${base}/api/alerts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ endpoint: fan.endpoint, keys: fan.keys, team: team.id, lang: 'en', ...(rulesMoments === undefined ? {} : { rulesMoments }) }),
      });
      expect(response.status).toBe(204);
    };
    // The plain fan never says: off is the default.
    await Promise.all([subscribe(opted, true), subscribe(plain)]);

    const runCron = () => runMinuteCron(base);
    const momentsTo = (fan: DoubleSubscription) => fan.received().filter((delivery) => String(delivery.headers.topic).startsWith(`match-${match.id}-`));
    const told = () => JSON.stringify(push.deliveries.map((delivery) => [delivery.subscription, delivery.headers.topic, delivery.payload?.body, delivery.error]));
    /** Runs the cron every 2 s until `test` holds. */
    const cronUntil = (test: () => boolean) => cronUntilSettled(base, push.waitFor(test, 120_000, told));

    // The kick-off, to both: both subscriptions are alive.
    await stopDemoClock(base, kickoff + 5_000);
    await cronUntil(() => opted.received().length > 0 && plain.received().length > 0);

    // Each moment's instant in turn, a little after it: what the fan who opted in should have by then.
    const visits = [
      ...cards.map((card) => ({ second: card.second + 30, key: `card-${card.side}` })),
      ...penalties.map((penalty) => ({ second: penalty.second + 20, key: `pp-${penalty.side}` })),
    ].sort((a, b) => a.second - b.second);
    const expected: string[] = [];
    for (const visit of visits) {
      expected.push(topic(visit.key));
      await stopDemoClock(base, wallAt(kickoff, visit.second));
      await cronUntil(() => expected.every((key) => momentsTo(opted).some((delivery) => delivery.headers.topic === key)));
    }

    // Matchball when the strip says so at 36:30 (a level match goes to its shootout instead).
    await stopDemoClock(base, wallAt(kickoff, MATCHBALL_SECOND + 30));
    await new Promise((resolve) => setTimeout(resolve, 8_500));
    const page = await (await fetch(`${base}/en/espana/matches/${match.id}`)).text();
    const phase = /<section class="phase-strip"[^>]*data-phase="(\w+)"/.exec(page)?.[1] ?? /data-phase="(\w+)"/.exec(page)?.[1];
    if (phase === 'matchball') {
      expected.push(topic('matchball'));
      await cronUntil(() => momentsTo(opted).some((delivery) => delivery.headers.topic === topic('matchball')));
    }

    // Full time, and the cron looking again: nothing twice.
    await stopDemoClock(base, wallAt(kickoff, 2 * HALF_SECONDS) + MINUTE);
    for (let look = 0; look < 3; look++) {
      await runCron();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }

    const payloads = momentsTo(opted).map((delivery) => ({ topic: delivery.headers.topic, body: delivery.payload?.body, tag: delivery.payload?.tag }));
    expect(payloads.map((payload) => payload.topic).sort()).toEqual([...expected].sort());
    for (const payload of payloads) expect(payload.tag).toBe(payload.topic);
    for (const card of cards) {
      const body = payloads.find((payload) => payload.topic === topic(`card-${card.side}`))?.body;
      const teamName = match.participants[`${card.side}Team`].name;
      // The demo sends the card's code (docs/data-contract.md): the alert names it.
      expect(body).toEqual(card.name ? expect.stringContaining(card.name) : `${teamName}: secret card played`);
      expect(body).toContain(teamName);
    }
    for (const penalty of penalties) {
      const teamName = match.participants[`${penalty.side}Team`].name;
      expect(payloads.find((payload) => payload.topic === topic(`pp-${penalty.side}`))?.body).toBe(`President’s penalty for ${teamName}: ${penalty.scored ? 'scored' : 'missed'}`);
    }
    if (phase === 'matchball') expect(payloads.find((payload) => payload.topic === topic('matchball'))?.body).toBe('Matchball: from now on a goal can decide the match');
    expect(momentsTo(opted).every((delivery: PushDelivery) => delivery.error === undefined)).toBe(true);

    // The fan who did not opt in heard the match, and no moment of it.
    expect(plain.received().length).toBeGreaterThan(0);
    expect(momentsTo(plain)).toEqual([]);
  }, 600_000);
});
