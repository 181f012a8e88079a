// Live changes pushed (ADR 032): one live match served from a counting upstream whose answer the
// bench changes (a goal), watched by 1 and then by 2,000 open sockets. For each goal: the time
// from the upstream answering it to each socket receiving it (p50, p95), and the part of that
// after the watcher read it (the fan-out); the upstream's calls per minute while watched; and
// the Worker's memory per 1,000 sockets (workerd's resident set, before and after).
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { startServer } from '../../scripts/lib/server.mjs';
import { goalScorer, liveSocketUrl, openChangeSocket, openUpTo } from '../live-sockets.mjs';
import { copyDemoAnswers, percentile, sleep, startCountingUpstream } from '../support.mjs';

const CROWD = Number(process.env.BENCH_LIVE_SOCKETS ?? 2000);
// Enough goals that the p95 is not simply the slowest of a handful.
const GOALS = Number(process.env.BENCH_LIVE_GOALS ?? 20);

/** Resident memory of the workerd processes in the server's process group, in KiB. */
function workerdRssKiB(pgid) {
  const out = execFileSync('ps', ['-o', 'rss=,comm=', '-g', String(pgid)], { encoding: 'utf8' });
  return out.split('\n').filter((line) => /workerd/.test(line)).reduce((sum, line) => sum + Number(line.trim().split(/\s+/)[0]), 0);
}

/** Scores GOALS goals a while apart and measures each one's arrival on every socket. */
async function measureGoals(sockets, scoreGoal, upstream, turnPath) {
  const total = [];
  const fanOut = [];
  const toRead = [];
  const callsBefore = upstream.calls[turnPath] ?? 0;
  const started = Date.now();
  let missed = 0;
  for (let goal = 0; goal < GOALS; goal++) {
    // Out of step with the watcher's tick, as a real goal is.
    await sleep(1000 + Math.random() * 2500);
    const seqBefore = Math.max(...sockets.map((socket) => socket.seq));
    const scoredAt = scoreGoal();
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && sockets.some((socket) => socket.seq <= seqBefore)) await sleep(20);
    for (const socket of sockets) {
      const arrival = [...socket.arrivals.entries()].find(([seq]) => seq > seqBefore)?.[1];
      if (!arrival) {
        missed += 1;
        continue;
      }
      total.push(arrival.received - scoredAt);
      fanOut.push(arrival.received - arrival.read);
      toRead.push(arrival.read - scoredAt);
    }
  }
  const minutes = (Date.now() - started) / 60_000;
  return { total, fanOut, toRead, missed, load: os.loadavg()[0], callsPerMinute: ((upstream.calls[turnPath] ?? 0) - callsBefore) / minutes };
}

const round = (ms) => Math.round(ms);

export default {
  name: 'live-push',
  description: `goals pushed to 1 and ${CROWD} sockets of one live match: latency, upstream calls, memory`,
  async run({ baseUrl, log }) {
    // The demo league's live match, copied into a counting upstream the bench can change.
    const { match, paths, answers } = await copyDemoAnswers(baseUrl);
    const upstream = await startCountingUpstream(answers);
    const site = await startServer({ edition: 'kings', build: false, env: { COMPETITION_API_URL: upstream.url, REQUEST_LOGS: 'off' } });
    const scoreGoal = goalScorer(answers, paths.turnPath, match.id);
    const url = liveSocketUrl(site.url, match.id);
    const rows = [];
    const data = { match: match.id, goals: GOALS };
    const sockets = [];
    try {
      sockets.push(await openChangeSocket(url));
      await sleep(3000);
      const rssOne = workerdRssKiB(site.wranglerPgid);
      log(`live-push: ${GOALS} goals, 1 socket`);
      const one = await measureGoals(sockets, scoreGoal, upstream, paths.turnPath);

      log(`live-push: opening ${CROWD} sockets`);
      await openUpTo(() => url, sockets, CROWD);
      await sleep(3000);
      const rssCrowd = workerdRssKiB(site.wranglerPgid);
      log(`live-push: ${GOALS} goals, ${CROWD} sockets`);
      const crowd = await measureGoals(sockets, scoreGoal, upstream, paths.turnPath);

      for (const [label, result] of [['1 socket', one], [`${CROWD} sockets`, crowd]]) {
        rows.push(
          { target: label, metric: 'upstream change → page, p50 / p95', value: `${round(percentile(result.total, 50))} / ${round(percentile(result.total, 95))}`, unit: 'ms', note: ` (${result.total.length} deliveries, ${result.missed} missed)` },
          { target: label, metric: 'upstream change → watcher read (tick + read), p50 / p95', value: `${round(percentile(result.toRead, 50))} / ${round(percentile(result.toRead, 95))}`, unit: 'ms', note: ` (load average ${result.load.toFixed(1)} at the end)` },
          { target: label, metric: 'watcher read → page (fan-out), p50 / p95', value: `${round(percentile(result.fanOut, 50))} / ${round(percentile(result.fanOut, 95))}`, unit: 'ms' },
          { target: label, metric: 'upstream turn calls', value: Math.round(result.callsPerMinute * 10) / 10, unit: '/min' },
        );
      }
      const perThousand = ((rssCrowd - rssOne) / (CROWD - 1)) * 1000;
      rows.push({ target: `${CROWD} sockets`, metric: 'workerd memory per 1,000 sockets', value: Math.round(perThousand / 102.4) / 10, unit: 'MiB', note: ` (${Math.round(rssOne / 1024)} → ${Math.round(rssCrowd / 1024)} MiB resident)` });
      Object.assign(data, { one, crowd: { ...crowd, total: undefined, fanOut: undefined, toRead: undefined, p: [percentile(crowd.total, 50), percentile(crowd.total, 95)] }, rssOne, rssCrowd });
      data.one = { ...one, total: undefined, fanOut: undefined, toRead: undefined, p: [percentile(one.total, 50), percentile(one.total, 95)] };
      return { rows, data };
    } finally {
      for (const { socket } of sockets) socket.close();
      await site.stop();
      await upstream.close();
    }
  },
};
