// Team alerts through the Queue (ADR 053) against the dispatch sending them itself (ADR 035), in
// one run: 100,000 push subscriptions to the next match's home team, a local push service that
// answers 201 at once and counts, the demo clock moved past the kick-off and the minute cron run.
// First with ALERT_DELIVERY=inline (the cron's invocation sends every push, 50 at a time), then
// through the Queue (pages of 1,000, sent by the consumer). For each: the cron call that claimed
// the kick-off → first and last delivery, and deliveries a second. Under wrangler dev the Queue
// runs one consumer batch at a time (miniflare), where Cloudflare runs up to 250 at once: this is
// the floor of the Queue's rate, not its ceiling.
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../scripts/lib/server.mjs';
import { insertSubscriptions, nextKickoff, startPushSink } from '../alerts-support.mjs';

const SUBSCRIBERS = Number(process.env.BENCH_QUEUE_SUBSCRIBERS ?? 100_000);
const MODES = (process.env.BENCH_QUEUE_MODES ?? 'inline,queue').split(',');
// How long the push service takes to answer each push: 0, as the local double does; real push
// services take tens to hundreds of milliseconds (BENCH_PUSH_LATENCY_MS=100 shows what
// concurrency does then).
const LATENCY_MS = Number(process.env.BENCH_PUSH_LATENCY_MS ?? 0);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function runMode(mode, log) {
  const sink = await startPushSink({ latencyMs: LATENCY_MS });
  const server = await startServer({ edition: 'kings', build: false, env: { DEMO_CLOCK_CONTROL: 'on', REQUEST_LOGS: 'off', ALERT_DELIVERY: mode }, logFile: path.join(os.tmpdir(), `bench-alert-queue-${mode}.log`) });
  try {
    const match = await nextKickoff(server.url);
    log(`alert-queue (${mode}): ${SUBSCRIBERS} subscriptions to team ${match.participants.homeTeam.id}`);
    await insertSubscriptions(server, match.participants.homeTeam.id, sink.origin, SUBSCRIBERS);
    const offsetMs = Date.parse(match.date) - Date.now() + 30_000;
    await fetch(`${server.url}/api/demo/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ offsetMs }) });
    const load = os.loadavg()[0];
    let calledAt = 0;
    const deadline = Date.now() + 900_000;
    while (sink.arrivals.length === 0 && Date.now() < deadline) {
      calledAt = performance.now();
      fetch(`${server.url}/__scheduled?cron=*+*+*+*+*`).then((response) => response.text(), () => undefined);
      await sleep(3_000);
    }
    // Done when all are delivered, or when nothing more has arrived for a minute (today's path
    // stops where its one invocation stops).
    let lastSeen = 0;
    let lastMoved = Date.now();
    while (sink.arrivals.length < SUBSCRIBERS && Date.now() < deadline && Date.now() - lastMoved < 60_000) {
      await sleep(5_000);
      if (sink.arrivals.length !== lastSeen) {
        lastSeen = sink.arrivals.length;
        lastMoved = Date.now();
        log(`alert-queue (${mode}): ${lastSeen} delivered`);
      }
    }
    const delivered = sink.arrivals.length;
    const firstMs = sink.arrivals[0] - calledAt;
    const lastMs = sink.arrivals.at(-1) - calledAt;
    return { mode, delivered, distinct: sink.endpoints.size, firstMs, lastMs, perSecond: delivered / (lastMs / 1000), load, loadAfter: os.loadavg()[0] };
  } finally {
    await Promise.all([server.stop(), sink.close()]);
  }
}

export default {
  name: 'alert-queue',
  description: `${SUBSCRIBERS} subscriptions told of a kick-off: the dispatch sending them itself, then through the Queue`,
  async run({ log }) {
    const results = [];
    for (const mode of MODES) results.push(await runMode(mode, log));
    const rows = results.flatMap((result) => {
      const target = `${result.mode === 'inline' ? 'today’s path (cron sends)' : 'through the Queue'}, ${SUBSCRIBERS} subscriptions${LATENCY_MS ? `, push service ${LATENCY_MS} ms` : ''}`;
      return [
        { target, metric: 'delivered (distinct subscriptions)', value: `${result.delivered} (${result.distinct})`, unit: 'pushes' },
        { target, metric: 'cron call → first / last delivery', value: `${Math.round(result.firstMs)} / ${Math.round(result.lastMs)}`, unit: 'ms', note: ` (load ${result.load.toFixed(1)} → ${result.loadAfter.toFixed(1)})` },
        { target, metric: 'deliveries per second (cron call → last)', value: Math.round(result.perSecond), unit: '/s' },
      ];
    });
    const [inline, queue] = ['inline', 'queue'].map((mode) => results.find((result) => result.mode === mode));
    if (inline && queue) rows.push({ target: `${SUBSCRIBERS} subscriptions`, metric: 'Queue ÷ today’s rate', value: (queue.perSecond / inline.perSecond).toFixed(2), unit: '×' });
    return { rows, data: { subscribers: SUBSCRIBERS, latencyMs: LATENCY_MS, results } };
  },
};
