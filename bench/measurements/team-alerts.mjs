// Team alerts' fan-out (ADR 035): 10,000 push subscriptions to the next match's home team, a
// local push service that answers 201 and counts, the demo clock moved past the kick-off and the
// minute cron run: the time from the cron call that sent the kick-off to the last delivery.
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../scripts/lib/server.mjs';
import { insertSubscriptions, nextKickoff, startPushSink } from '../alerts-support.mjs';

const SUBSCRIBERS = Number(process.env.BENCH_ALERT_SUBSCRIBERS ?? 10_000);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export default {
  name: 'team-alerts',
  description: `Web Push fan-out: ${SUBSCRIBERS} subscriptions told of a kick-off by the minute cron, to a local push service`,
  async run({ log }) {
    const sink = await startPushSink();
    const server = await startServer({ edition: 'kings', env: { DEMO_CLOCK_CONTROL: 'on', REQUEST_LOGS: 'off' }, logFile: path.join(os.tmpdir(), 'bench-team-alerts-server.log') });
    try {
      const match = await nextKickoff(server.url);
      log(`team-alerts: ${SUBSCRIBERS} subscriptions to team ${match.participants.homeTeam.id} (match ${match.id})`);
      await insertSubscriptions(server, match.participants.homeTeam.id, sink.origin, SUBSCRIBERS);
      const offsetMs = Date.parse(match.date) - Date.now() + 30_000;
      await fetch(`${server.url}/api/demo/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ offsetMs }) });
      // The league's answers are kept a few seconds: the cron is run until one call sends.
      let calledAt = 0;
      const deadline = Date.now() + 600_000;
      while (sink.arrivals.length === 0 && Date.now() < deadline) {
        calledAt = performance.now();
        // Its answer waits for the whole sweep: not awaited, the sink tells when it sent.
        fetch(`${server.url}/__scheduled?cron=*+*+*+*+*`).then((response) => response.text(), () => undefined);
        await sleep(3_000);
      }
      let last = -1;
      while (sink.arrivals.length < SUBSCRIBERS && Date.now() < deadline && sink.arrivals.length !== last) {
        last = sink.arrivals.length;
        log(`team-alerts: ${last} delivered`);
        await sleep(10_000);
      }
      const delivered = sink.arrivals.length;
      const firstMs = sink.arrivals[0] - calledAt;
      const lastMs = sink.arrivals.at(-1) - calledAt;
      const rows = [
        { target: `${SUBSCRIBERS} subscriptions`, metric: 'delivered', value: delivered, unit: 'pushes' },
        { target: `${SUBSCRIBERS} subscriptions`, metric: 'cron call → first delivery', value: Math.round(firstMs), unit: 'ms', note: 'the call may have read the kick-off up to 3 s late' },
        { target: `${SUBSCRIBERS} subscriptions`, metric: 'cron call → last delivery', value: Math.round(lastMs), unit: 'ms' },
        { target: `${SUBSCRIBERS} subscriptions`, metric: 'pushes per second', value: Math.round(delivered / ((lastMs - firstMs) / 1000)), unit: '/s' },
      ];
      return { rows, data: { subscribers: SUBSCRIBERS, delivered, firstMs, lastMs } };
    } finally {
      await Promise.all([server.stop(), sink.close()]);
    }
  },
};
