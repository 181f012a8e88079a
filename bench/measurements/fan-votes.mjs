// The fans' votes (ADR 062): 10,000 votes in 60 s to one match through the Worker, each from a
// browser of its own (no cookie at first) and a client address of its own (the demo Workers' Rate
// Limiting binding allows 100 a minute per address), sent on a steady schedule. A vote answered 503
// is sent again after its Retry-After with the cookie that answer gave, as the page's script does
// when the visitor taps again: the same voter, so a vote counted before the busy answer is not
// counted twice. Each must be counted once: the match's total grows by exactly the number of
// distinct voters answered 200. Reports each vote's time to its final answer (p50/p95/p99) and the
// same schedule against a static file (the machine's and workerd's own ceiling, the control).
import { percentile, sleep } from '../support.mjs';

const VOTES = Number(process.env.BENCH_VOTES ?? 10_000);
const SECONDS = Number(process.env.BENCH_VOTE_SECONDS ?? 60);
/**
 * Votes awaiting their answer at once. Above about 24 on this machine, wrangler dev's own proxy
 * (in front of the Worker, absent when deployed) starts losing POSTs: a 500 "Network connection
 * lost" that never reached or never left the Worker.
 */
const IN_FLIGHT = Number(process.env.BENCH_VOTES_IN_FLIGHT ?? 32);
/** A vote still answered 503 after this many sends is given up (and reported). */
const MAX_SENDS = 8;
const OPTIONS = ['home', 'away', 'shootout'];
/** The control: a file the Worker's assets serve, never the Worker's code. */
const STATIC_PATH = '/img/favicon-kings.svg';

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
const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
const round = (ms) => Math.round(ms);

/**
 * `total` jobs started on a steady schedule over `seconds`, at most `inFlight` at once; each job's
 * time from its due start to its end. Returns the times and the wall time.
 */
async function onSchedule(total, seconds, inFlight, job) {
  const times = [];
  let running = 0;
  const started = performance.now();
  const all = [];
  for (let n = 0; n < total; n += 1) {
    const due = started + (n * seconds * 1000) / total;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    while (running >= inFlight) await sleep(1);
    running += 1;
    const sent = performance.now();
    all.push(job(n).finally(() => {
      times.push(performance.now() - sent);
      running -= 1;
    }));
  }
  await Promise.all(all);
  return { times, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/** One browser's vote, sent again with its cookie while the answer is 503; its final outcome. */
async function oneVoter(url, baseUrl, n, tally) {
  let cookie;
  for (let send = 1; send <= MAX_SENDS; send += 1) {
    let response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          origin: baseUrl, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': clientOf(n + 1),
          ...(cookie ? { cookie } : {}),
        },
        body: new URLSearchParams({ question: 'winner', choice: OPTIONS[n % OPTIONS.length] }),
      });
    } catch {
      response = undefined;
    }
    count(tally.answers, response?.status ?? 'connection failed');
    cookie = response?.headers.get('set-cookie')?.split(';')[0] ?? cookie;
    const body = await response?.json().catch(() => ({}));
    if (response?.status === 200) {
      if (send > 1) tally.retried += 1;
      return body.counted ? 'counted' : 'repeat';
    }
    if (response?.status === 503) {
      if (!response.headers.get('retry-after')) count(tally.answers, '503 without Retry-After');
      await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
      continue;
    }
    if (response && response.status < 500) return `refused ${response.status}`;
    // No answer from the Worker (the dev proxy's 500, a lost connection): sent again only as the
    // same voter. A browser without its cookie yet cannot be: that vote may have been counted.
    if (!cookie) return 'unanswered';
    await sleep(1000);
  }
  return 'gave up';
}

export default {
  name: 'fan-votes',
  description: `${VOTES} votes in ${SECONDS} s to one match, each counted once, against a static file's control (ADR 062)`,
  async run({ baseUrl, log }) {
    const match = await matchToVoteOn(baseUrl);
    const url = `${baseUrl}/api/votes?lang=en&region=espana&id=${match.id}`;
    const before = (await json(url)).total;
    log(`fan-votes: match ${match.id}, ${before} votes before`);

    const tally = { answers: new Map(), outcomes: new Map(), retried: 0 };
    const votes = await onSchedule(VOTES, SECONDS, IN_FLIGHT, async (n) => count(tally.outcomes, await oneVoter(url, baseUrl, n, tally)));
    const added = (await json(url)).total - before;
    // Answered 200 once each: a browser's first vote counted, or its retry answered as a repeat
    // because the busy answer before it had been counted.
    const accepted = (tally.outcomes.get('counted') ?? 0) + (tally.outcomes.get('repeat') ?? 0);
    // A vote never answered may or may not have been counted; none may be counted twice.
    const unanswered = tally.outcomes.get('unanswered') ?? 0;

    const control = await onSchedule(VOTES, SECONDS, IN_FLIGHT, async () => {
      const response = await fetch(`${baseUrl}${STATIC_PATH}`).catch(() => undefined);
      await response?.arrayBuffer();
    });

    const p = (times, at) => round(percentile(times, at));
    const data = {
      votes: VOTES, seconds: votes.seconds, inFlight: IN_FLIGHT, accepted, unanswered, added,
      countedOnce: added === accepted, noneTwice: added >= accepted && added <= accepted + unanswered,
      outcomes: Object.fromEntries(tally.outcomes), answers: Object.fromEntries(tally.answers), retriedThenAccepted: tally.retried,
      p50: p(votes.times, 50), p95: p(votes.times, 95), p99: p(votes.times, 99),
      control: { path: STATIC_PATH, seconds: control.seconds, p50: p(control.times, 50), p95: p(control.times, 95), p99: p(control.times, 99) },
    };
    data.p95Ratio = Math.round((data.p95 / Math.max(1, data.control.p95)) * 10) / 10;
    if (!data.countedOnce) log(`fan-votes: ${accepted} voters answered 200 (${unanswered} never answered) and the total grew by ${added}`);
    return {
      rows: [
        { target: 'POST /api/votes', metric: 'votes sent / voters accepted / total added', value: `${VOTES} / ${accepted} / ${added}`, unit: '', note: ` in ${data.seconds} s, ${IN_FLIGHT} in flight; ${data.countedOnce ? 'each counted once' : `${unanswered} never answered; ${data.noneTwice ? 'none counted twice' : 'COUNTED TWICE'}`}` },
        { target: 'POST /api/votes', metric: 'answers', value: JSON.stringify(data.answers), unit: '', note: ` ${tally.retried} accepted on a retry` },
        { target: 'POST /api/votes', metric: 'p50 / p95 / p99 to the final answer', value: `${data.p50} / ${data.p95} / ${data.p99}`, unit: 'ms' },
        { target: `GET ${STATIC_PATH} (control)`, metric: 'p50 / p95 / p99', value: `${data.control.p50} / ${data.control.p95} / ${data.control.p99}`, unit: 'ms', note: ` in ${data.control.seconds} s; votes' p95 ×${data.p95Ratio}` },
      ],
      data,
    };
  },
};
