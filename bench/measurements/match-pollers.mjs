// A crowd watching one live match: 500 pollers of the site's live match endpoint, each asking
// every 8 s as the page's live leaf does, against a counting upstream. The edge cache and the
// data client should hold the upstream to about one call per path per 8 s, however many watch.
// (The JavaScript of a live match page is weighed by js-weight.mjs.)
import { copyDemoAnswers, startCountingUpstream } from '../support.mjs';
import { startServer } from '../../scripts/lib/server.mjs';

const POLLERS = 500;
const POLL_MS = 8_000;
const ROUNDS = Number(process.env.BENCH_POLL_ROUNDS ?? 3);

/** One viewer: a first poll within the first second, then every 8 s, as the leaf does. */
async function poller(url, tally) {
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      tally.total += 1;
      if (response.status === 200) tally.ok += 1;
      const edge = response.headers.get('x-edge-cache') ?? 'none';
      tally.edge[edge] = (tally.edge[edge] ?? 0) + 1;
    } catch {
      tally.failed += 1;
    }
    if (round < ROUNDS - 1) await new Promise((resolve) => setTimeout(resolve, Math.max(0, POLL_MS - (performance.now() - started))));
  }
}

export default {
  name: 'match-pollers',
  description: `${POLLERS} viewers polling one live match every ${POLL_MS / 1000} s, upstream calls counted`,
  async run({ baseUrl, log }) {
    const { match, paths, answers } = await copyDemoAnswers(baseUrl);
    const upstream = await startCountingUpstream(answers);
    const site = await startServer({ edition: 'kings', league: 'demo', build: false, env: { COMPETITION_API_URL: upstream.url } });
    try {
      const url = `${site.url}/api/live/match?region=espana&lang=en&id=${match.id}`;
      log(`${POLLERS} pollers x ${ROUNDS} rounds of ${url}`);
      const tally = { total: 0, ok: 0, failed: 0, edge: {} };
      const started = performance.now();
      await Promise.all(Array.from({ length: POLLERS }, () => poller(url, tally)));
      const elapsed = performance.now() - started;
      const windows = Math.ceil(elapsed / POLL_MS);
      const turnCalls = upstream.calls[paths.turnPath] ?? 0;
      const centreCalls = upstream.calls[paths.centrePath] ?? 0;
      return {
        rows: [
          { target: '/api/live/match', metric: 'answers 200', value: `${tally.ok}/${POLLERS * ROUNDS}`, note: ` (${POLLERS} pollers x ${ROUNDS} polls)` },
          { target: '/api/live/match', metric: 'edge cache hits', value: tally.edge.hit ?? 0, note: ` of ${tally.total}` },
          { target: 'upstream turns/{id}', metric: 'upstream calls', value: turnCalls, note: ` (${windows} windows of 8 s: target at most ${windows + 1})` },
          { target: 'upstream match-center-data', metric: 'upstream calls', value: centreCalls, note: ` (target at most ${windows + 1})` },
          { target: 'upstream, all paths', metric: 'upstream calls', value: Object.values(upstream.calls).reduce((a, b) => a + b, 0) },
          { target: 'all polls', metric: 'elapsed', value: Math.round(elapsed / 100) / 10, unit: 's' },
        ],
        data: { match: match.id, rounds: ROUNDS, tally, calls: upstream.calls, elapsedMs: elapsed },
      };
    } finally {
      await site.stop();
      await upstream.close();
    }
  },
};
