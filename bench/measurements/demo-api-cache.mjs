// Requests per second for the demo API's match-centre data with the edge cache warm against cold
// (cold: every request asks past the cache, so each one queries D1 and replays the live turn).
import autocannon from 'autocannon';

export default {
  name: 'demo-api-cache',
  description: 'autocannon on match-center-data, edge cache warm vs cold',
  async run({ baseUrl, seconds, connections, log }) {
    const clusters = await (await fetch(`${baseUrl}/api/v1/competition/season-clusters?genders=male,both&competitions=3,6`)).json();
    const season = clusters.flatMap((cluster) => cluster.seasons).find((candidate) => candidate.isCurrent);
    const url = `${baseUrl}/api/v1/competition/seasons/${season.id}/match-center-data?lang=en`;
    const rows = [];
    const data = {};
    for (const [label, headers] of [
      ['warm', {}],
      ['cold', { 'cache-control': 'no-cache' }],
    ]) {
      log(`autocannon ${label} ${url}`);
      const result = await autocannon({ url, headers, connections, duration: seconds, timeout: 10 });
      data[label] = { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
      rows.push(
        { target: `match-center-data (${label})`, metric: 'requests/s', value: Math.round(result.requests.average * 10) / 10, unit: 'req/s' },
        { target: `match-center-data (${label})`, metric: 'latency p50 / p99', value: `${result.latency.p50} / ${result.latency.p99}`, unit: 'ms' },
      );
    }
    return { rows, data };
  },
};
