// What a test file's own server costs (ADR 067): the kings demo league with a movable clock, as
// tests/support/clock-server.ts starts it, from the kept seeded copy, BENCH_SERVER_STARTS times
// (default 3) one after another. Each start is split where scripts/start.mjs hands over to wrangler
// dev: the part before (state directory, migrations, keys) against the part after (wrangler dev until
// the Worker answers), which is the floor no change to the start script can go under. About twenty
// such starts happen in a run of the suite, besides its shared pair.
import { startServer } from '../../scripts/lib/server.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export default {
  name: 'test-server-start',
  description: "a test file's own demo server: its start before wrangler dev against wrangler dev's own",
  async run({ log }) {
    const starts = Math.max(1, Math.round(Number(process.env.BENCH_SERVER_STARTS) || 3));
    const timings = [];
    for (let i = 0; i < starts; i++) {
      log(`test server start ${i + 1}/${starts}`);
      const site = await startServer({ edition: 'kings', build: false, env: { DEMO_CLOCK_CONTROL: 'on', REQUEST_LOGS: 'off' } });
      timings.push(site.startup);
      await site.stop();
    }
    const prepareMs = median(timings.map((t) => t.prepareMs));
    const serveMs = median(timings.map((t) => t.serveMs));
    const totalMs = median(timings.map((t) => t.prepareMs + t.serveMs));
    const rows = [
      { target: 'kings demo, clock on', metric: `start, median of ${starts}`, value: (totalMs / 1000).toFixed(1), unit: 's' },
      { target: 'kings demo, clock on', metric: 'before wrangler dev', value: (prepareMs / 1000).toFixed(1), unit: 's' },
      { target: 'kings demo, clock on', metric: 'wrangler dev until it answers (control)', value: (serveMs / 1000).toFixed(1), unit: 's' },
      { target: 'kings demo, clock on', metric: 'whole start / wrangler dev', value: (totalMs / serveMs).toFixed(2), unit: '×' },
    ];
    return { rows, data: { starts: timings, medianMs: { prepare: prepareMs, serve: serveMs, total: totalMs } } };
  },
};
