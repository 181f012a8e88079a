// D1 query time for a season with all its turns and matches (the demo league's match-centre data
// and the season with its phases), read from the answers' Server-Timing header, edge cache bypassed.
const SAMPLES = 25;

async function currentSeasonId(baseUrl) {
  const clusters = await (await fetch(`${baseUrl}/api/v1/competition/season-clusters?genders=male,both&competitions=3,6`)).json();
  const seasons = clusters.flatMap((cluster) => cluster.seasons);
  return (seasons.find((season) => season.isCurrent) ?? seasons[0]).id;
}

function d1Milliseconds(response) {
  const match = /d1;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  return match ? Number(match[1]) : NaN;
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

export default {
  name: 'd1-season',
  description: `D1 time for a season with all its turns and matches, ${SAMPLES} cold requests`,
  async run({ baseUrl, log }) {
    const seasonId = await currentSeasonId(baseUrl);
    const rows = [];
    const data = { seasonId };
    for (const [label, path] of [
      ['season with phases and turns', `/api/v1/competition/seasons/${seasonId}?lang=en`],
      ['all turns with their matches', `/api/v1/competition/seasons/${seasonId}/match-center-data?lang=en`],
    ]) {
      log(`timing ${path}`);
      const d1 = [];
      const total = [];
      for (let i = 0; i < SAMPLES; i += 1) {
        const started = performance.now();
        const response = await fetch(baseUrl + path, { headers: { 'cache-control': 'no-cache' } });
        await response.arrayBuffer();
        total.push(performance.now() - started);
        d1.push(d1Milliseconds(response));
      }
      data[label] = { d1: { p50: percentile(d1, 50), p95: percentile(d1, 95) }, requestMs: { p50: percentile(total, 50) } };
      rows.push(
        { target: path, metric: `D1 p50 (${label})`, value: percentile(d1, 50), unit: 'ms' },
        { target: path, metric: 'D1 p95', value: percentile(d1, 95), unit: 'ms' },
        { target: path, metric: 'whole answer p50', value: Math.round(percentile(total, 50) * 10) / 10, unit: 'ms' },
      );
    }
    return { rows, data };
  },
};
