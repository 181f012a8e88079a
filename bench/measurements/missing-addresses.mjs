// What a missing address costs beside a page from the page cache (ADR 041): a page-like address
// that is not a page (its region's 404 page, shared) and a bot's probe for another program's file
// (a short plain 404), loaded in turns with the cached page in one run, so the ratios compare like
// with like on a shared machine. Goal: each at least 0.8 times the cached page's requests a second.
import autocannon from 'autocannon';

const CACHED_PAGE = '/en/espana/tables';
const TARGETS = [
  { label: 'cached page', path: CACHED_PAGE, status: 200 },
  { label: 'missing page-like address', path: '/en/espana/not-a-page', status: 404 },
  { label: 'probe for another program’s file', path: '/wp-login.php', status: 404 },
];
const ROUNDS = Math.max(1, Number(process.env.BENCH_MISSING_ROUNDS ?? 2));
const GOAL = 0.8;

export default {
  name: 'missing-addresses',
  description: 'autocannon on a cached page, a missing page-like address and a probe, in turns',

  /** @param {import('../run.mjs').BenchContext} ctx */
  async run({ baseUrl, seconds, connections, log }) {
    // Warm: the page and the 404 page are drawn once, as a crowd's first visitor would.
    for (const { path, status } of TARGETS) {
      const response = await fetch(new URL(path, baseUrl));
      await response.arrayBuffer();
      if (response.status !== status) throw new Error(`${path} answered ${response.status}, not ${status}`);
    }
    const results = Object.fromEntries(TARGETS.map(({ label }) => [label, []]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const { label, path, status } of TARGETS) {
        const url = new URL(path, baseUrl).href;
        log(`round ${round}: autocannon ${url} for ${seconds} s with ${connections} connections`);
        const r = await autocannon({ url, connections, duration: seconds, pipelining: 1, timeout: 10 });
        const answeredAsExpected = status === 200 ? r['2xx'] : r['4xx'];
        results[label].push({
          requestsPerSecond: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          unexpected: r.requests.total - answeredAsExpected + r.errors + r.timeouts,
        });
      }
    }
    const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const cached = mean(results['cached page'].map((run) => run.requestsPerSecond));
    const rows = [];
    const data = { rounds: ROUNDS, results };
    for (const { label, path } of TARGETS) {
      const runs = results[label];
      const rate = mean(runs.map((run) => run.requestsPerSecond));
      const unexpected = runs.reduce((sum, run) => sum + run.unexpected, 0);
      const note = unexpected ? ` (${unexpected} answers of another status, errors or timeouts)` : '';
      const target = `${label} ${path}`;
      rows.push(
        { target, metric: 'requests/s (mean of rounds)', value: round(rate), unit: 'req/s', note },
        { target, metric: 'latency p50 / p99 per round', value: runs.map((run) => `${run.p50} / ${run.p99}`).join('; '), unit: 'ms' },
      );
      if (path !== CACHED_PAGE) {
        const ratio = rate / cached;
        data[label] = { ratio };
        rows.push({ target, metric: 'requests/s beside the cached page', value: round(ratio, 100), unit: '×', note: ratio >= GOAL ? ` (goal ≥ ${GOAL})` : ` (under the goal of ${GOAL})` });
      }
    }
    return { rows, data };
  },
};

function round(n, by = 10) {
  return Math.round(n * by) / by;
}
