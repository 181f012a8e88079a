// Load test of a few URLs with autocannon (programmatic API), on loopback only.
// Reports requests/s and p50/p99 latency per URL.
import autocannon from 'autocannon';
import { pagesUnderTest, STATIC_CONTROL_PATH } from '../support.mjs';

export default {
  name: 'http-throughput',
  description: 'autocannon on a static file and on every page under test',

  /** @param {import('../run.mjs').BenchContext} ctx */
  async run({ baseUrl, seconds, connections, log }) {
    const rows = [];
    const data = {};
    const pages = (await pagesUnderTest(baseUrl)).map((page) => page.path);
    for (const path of [STATIC_CONTROL_PATH, ...pages]) {
      const url = new URL(path, baseUrl).href;
      log(`autocannon ${url} for ${seconds} s with ${connections} connections`);
      const r = await autocannon({ url, connections, duration: seconds, pipelining: 1, timeout: 10 });
      const statuses = {
        '1xx': r['1xx'],
        '2xx': r['2xx'],
        '3xx': r['3xx'],
        '4xx': r['4xx'],
        '5xx': r['5xx'],
      };
      data[path] = {
        requestsPerSecond: r.requests.average,
        requestsTotal: r.requests.total,
        latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max, mean: r.latency.mean },
        throughputBytesPerSecond: r.throughput.average,
        statuses,
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
        durationSeconds: r.duration,
        connections: r.connections,
      };
      const note = r.non2xx || r.errors || r.timeouts ? ` (non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts})` : '';
      rows.push(
        { target: path, metric: 'requests/s', value: round(r.requests.average), unit: 'req/s', note },
        { target: path, metric: 'latency p50', value: r.latency.p50, unit: 'ms' },
        { target: path, metric: 'latency p99', value: r.latency.p99, unit: 'ms' },
      );
    }
    return { rows, data };
  },
};

function round(n) {
  return Math.round(n * 10) / 10;
}
