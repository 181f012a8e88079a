// The fans' votes (ADR 062): 10,000 votes in 60 s to one match through the Worker, each from a
// browser of its own (no cookie) and a client address of its own (the demo Workers' Rate Limiting
// binding allows 100 a minute per address), sent on a steady schedule. Each must be counted once:
// the match's total grows by exactly the votes answered "counted". Reports the answers' p50/p95/p99.
import { percentile, sleep } from '../support.mjs';

const VOTES = Number(process.env.BENCH_VOTES ?? 10_000);
const SECONDS = Number(process.env.BENCH_VOTE_SECONDS ?? 60);
const IN_FLIGHT = 256;
const OPTIONS = ['home', 'away', 'shootout'];

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** A match of Spain's current season kicking off at least three hours from now. */
async function matchToVoteOn(baseUrl) {
  const clusters = await json(`${baseUrl}/api/v1/competition/season-clusters?genders=male,both&competitions=3,6`);
  const season = clusters.flatMap((cluster) => cluster.seasons).find((candidate) => candidate.isCurrent);
  const turns = await json(`${baseUrl}/api/v1/competition/seasons/${season.id}/match-center-data?lang=en`);
  const match = turns.flatMap((turn) => turn.matches).find((candidate) => candidate.status === 'notStarted' && Date.parse(candidate.date) - Date.now() > 3 * 3600_000);
  if (!match) throw new Error('no match to vote on');
  return match;
}

const clientOf = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export default {
  name: 'fan-votes',
  description: `${VOTES} votes in ${SECONDS} s to one match, each counted once (ADR 062)`,
  async run({ baseUrl, log }) {
    const match = await matchToVoteOn(baseUrl);
    const url = `${baseUrl}/api/votes?lang=en&region=espana&id=${match.id}`;
    const before = (await json(url)).total;
    log(`fan-votes: match ${match.id}, ${before} votes before`);
    const latencies = [];
    const statuses = new Map();
    let counted = 0;
    let inFlight = 0;
    const started = performance.now();
    const sends = [];
    for (let n = 0; n < VOTES; n += 1) {
      const due = started + (n * SECONDS * 1000) / VOTES;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      while (inFlight >= IN_FLIGHT) await sleep(1);
      inFlight += 1;
      const sent = performance.now();
      sends.push(fetch(url, {
        method: 'POST',
        headers: { origin: baseUrl, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': clientOf(n + 1) },
        body: new URLSearchParams({ question: 'winner', choice: OPTIONS[n % OPTIONS.length] }),
      }).then(async (response) => {
        const body = await response.json().catch(() => ({}));
        latencies.push(performance.now() - sent);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 200 && body.counted) counted += 1;
      }, () => statuses.set('error', (statuses.get('error') ?? 0) + 1)).finally(() => {
        inFlight -= 1;
      }));
    }
    await Promise.all(sends);
    const seconds = (performance.now() - started) / 1000;
    const after = (await json(url)).total;
    const data = {
      votes: VOTES, seconds: Math.round(seconds * 10) / 10, counted, added: after - before, statuses: Object.fromEntries(statuses),
      p50: Math.round(percentile(latencies, 50)), p95: Math.round(percentile(latencies, 95)), p99: Math.round(percentile(latencies, 99)),
    };
    if (data.added !== counted || counted !== VOTES) log(`fan-votes: ${counted} answered counted, ${data.added} added, of ${VOTES}`);
    return {
      rows: [
        { target: 'POST /api/votes', metric: 'votes sent / counted / added', value: `${VOTES} / ${counted} / ${data.added}`, unit: '', note: `in ${data.seconds} s` },
        { target: 'POST /api/votes', metric: 'p50 / p95 / p99', value: `${data.p50} / ${data.p95} / ${data.p99}`, unit: 'ms' },
      ],
      data,
    };
  },
};
