// 500 concurrent requests for the same match-centre data against a counting upstream: the site's
// data client must ask the upstream at most once per lifetime window.
import { startCountingUpstream } from '../support.mjs';
import { startServer } from '../../scripts/lib/server.mjs';

const CONCURRENT = 500;

/** A copy of the demo league's answers, served by a plain server that counts what it is asked. */
async function startCopyOfDemo(sourceUrl) {
  const clustersPath = '/api/v1/competition/season-clusters';
  const clusters = await (await fetch(`${sourceUrl}${clustersPath}?competitions=3,6&genders=male,both`)).json();
  const season = clusters.flatMap((cluster) => cluster.seasons).find((candidate) => candidate.isCurrent);
  const centrePath = `/api/v1/competition/seasons/${season.id}/match-center-data`;
  const centre = await (await fetch(`${sourceUrl}${centrePath}?lang=en`)).json();
  return { ...(await startCountingUpstream({ [clustersPath]: clusters, [centrePath]: centre })), centrePath };
}

export default {
  name: 'upstream-coalescing',
  description: `${CONCURRENT} concurrent match-centre requests, upstream calls counted`,
  async run({ baseUrl, log }) {
    const upstream = await startCopyOfDemo(baseUrl);
    const site = await startServer({ edition: 'kings', league: 'demo', build: false, env: { COMPETITION_API_URL: upstream.url } });
    try {
      const url = `${site.url}/api/live/match-centre?region=espana&lang=en`;
      log(`${CONCURRENT} concurrent requests to ${url}, past the edge cache`);
      const started = performance.now();
      const responses = await Promise.all(
        Array.from({ length: CONCURRENT }, () => fetch(url, { headers: { 'cache-control': 'no-cache' } }).then(async (r) => ({ status: r.status, body: await r.text() }))),
      );
      const elapsed = performance.now() - started;
      const ok = responses.filter((response) => response.status === 200).length;
      const centreCalls = upstream.calls[upstream.centrePath] ?? 0;
      return {
        rows: [
          { target: '/api/live/match-centre', metric: 'answers 200', value: `${ok}/${CONCURRENT}` },
          { target: 'upstream match-center-data', metric: 'upstream calls', value: centreCalls, note: ' (target: at most 1 per 8 s window)' },
          { target: 'whole burst', metric: 'elapsed', value: Math.round(elapsed), unit: 'ms' },
        ],
        data: { ok, calls: upstream.calls, elapsedMs: elapsed },
      };
    } finally {
      await site.stop();
      await upstream.close();
    }
  },
};
