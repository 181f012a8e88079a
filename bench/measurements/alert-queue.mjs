// Team alerts through the Queue (ADR 053) against the dispatch sending them itself (ADR 035), in
// one run: 100,000 push subscriptions to the next match's home team, a local push service that
// answers 201 at once and counts, the demo clock moved past the kick-off and the minute cron run.
// First with ALERT_DELIVERY=inline (the cron's invocation sends every push, 50 at a time), then
// through the Queue (pages of 1,000, sent by the consumer). For each: the cron call that claimed
// the kick-off → first and last delivery, and deliveries a second. Under wrangler dev the Queue
// runs one consumer batch at a time (miniflare), where Cloudflare runs up to 250 at once: this is
// the floor of the Queue's rate, not its ceiling.
import { execFile } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT, packageFile } from '../../scripts/lib/proc.mjs';
import { startServer } from '../../scripts/lib/server.mjs';

const SUBSCRIBERS = Number(process.env.BENCH_QUEUE_SUBSCRIBERS ?? 100_000);
const MODES = (process.env.BENCH_QUEUE_MODES ?? 'inline,queue').split(',');
// How long the push service takes to answer each push: 0, as the local double does; real push
// services take tens to hundreds of milliseconds (BENCH_PUSH_LATENCY_MS=100 shows what
// concurrency does then).
const LATENCY_MS = Number(process.env.BENCH_PUSH_LATENCY_MS ?? 0);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startPushSink() {
  const arrivals = [];
  const endpoints = new Set();
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      arrivals.push(performance.now());
      endpoints.add(request.url);
      if (LATENCY_MS > 0) setTimeout(() => response.writeHead(201).end(), LATENCY_MS);
      else response.writeHead(201).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, arrivals, endpoints, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function json(url) {
  const response = await fetch(url, { headers: { 'cache-control': 'no-cache' } });
  return response.json();
}

async function nextKickoff(base) {
  const clusters = await json(`${base}/api/v1/competition/season-clusters?genders=male,both&competitions=3,6`);
  const season = clusters.flatMap((cluster) => cluster.seasons).find((candidate) => candidate.isCurrent);
  const centre = await json(`${base}/api/v1/competition/seasons/${season.id}/match-center-data?lang=en`);
  const turn = await json(`${base}/api/v1/competition/turns/${centre.find((candidate) => !candidate.ended).matches[0].turnId}?lang=en`);
  return turn.matches.filter((match) => match.status === 'notStarted').sort((a, b) => Date.parse(a.date) - Date.parse(b.date))[0];
}

async function insertSubscriptions(server, teamId, sinkOrigin) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const p256dh = ecdh.getPublicKey().toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  const now = Date.now();
  const statements = [];
  for (let start = 0; start < SUBSCRIBERS; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(SUBSCRIBERS, start + 500); i++) rows.push(`('kings', '${sinkOrigin}/push/${i}', ${teamId}, '${p256dh}', '${auth}', 'en', ${i % 4 === 0 ? 1 : 0}, ${now})`);
    statements.push(`INSERT INTO push_subscriptions (edition, endpoint, team_id, p256dh, auth, lang, spoiler_free, created_at) VALUES ${rows.join(', ')};`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-alert-queue-'));
  const file = path.join(dir, 'subscriptions.sql');
  writeFileSync(file, statements.join('\n'));
  try {
    const persist = path.join(ROOT, '.wrangler', `state-kings-${new URL(server.url).port}`);
    await promisify(execFile)(process.execPath, [packageFile('wrangler', 'bin', 'wrangler.js'), 'd1', 'execute', 'ALERTS', '--local', '--persist-to', persist, '--env', 'kings-demo', '--file', file], {
      cwd: ROOT, env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' }, maxBuffer: 64 * 1024 * 1024,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runMode(mode, log) {
  const sink = await startPushSink();
  const server = await startServer({ edition: 'kings', build: false, env: { DEMO_CLOCK_CONTROL: 'on', REQUEST_LOGS: 'off', ALERT_DELIVERY: mode }, logFile: path.join(os.tmpdir(), `bench-alert-queue-${mode}.log`) });
  try {
    const match = await nextKickoff(server.url);
    log(`alert-queue (${mode}): ${SUBSCRIBERS} subscriptions to team ${match.participants.homeTeam.id}`);
    await insertSubscriptions(server, match.participants.homeTeam.id, sink.origin);
    const offsetMs = Date.parse(match.date) - Date.now() + 30_000;
    await fetch(`${server.url}/api/demo/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ offsetMs }) });
    const load = os.loadavg()[0];
    let calledAt = 0;
    const deadline = Date.now() + 900_000;
    while (sink.arrivals.length === 0 && Date.now() < deadline) {
      calledAt = performance.now();
      fetch(`${server.url}/__scheduled?cron=*+*+*+*+*`).then((response) => response.text(), () => undefined);
      await sleep(3_000);
    }
    let last = -1;
    while (sink.arrivals.length < SUBSCRIBERS && Date.now() < deadline && sink.arrivals.length !== last) {
      last = sink.arrivals.length;
      log(`alert-queue (${mode}): ${last} delivered`);
      await sleep(10_000);
    }
    const delivered = sink.arrivals.length;
    const firstMs = sink.arrivals[0] - calledAt;
    const lastMs = sink.arrivals.at(-1) - calledAt;
    return { mode, delivered, distinct: sink.endpoints.size, firstMs, lastMs, perSecond: delivered / (lastMs / 1000), load, loadAfter: os.loadavg()[0] };
  } finally {
    await Promise.all([server.stop(), sink.close()]);
  }
}

export default {
  name: 'alert-queue',
  description: `${SUBSCRIBERS} subscriptions told of a kick-off: the dispatch sending them itself, then through the Queue`,
  async run({ log }) {
    const results = [];
    for (const mode of MODES) results.push(await runMode(mode, log));
    const rows = results.flatMap((result) => {
      const target = `${result.mode === 'inline' ? 'today’s path (cron sends)' : 'through the Queue'}, ${SUBSCRIBERS} subscriptions${LATENCY_MS ? `, push service ${LATENCY_MS} ms` : ''}`;
      return [
        { target, metric: 'delivered (distinct subscriptions)', value: `${result.delivered} (${result.distinct})`, unit: 'pushes' },
        { target, metric: 'cron call → first / last delivery', value: `${Math.round(result.firstMs)} / ${Math.round(result.lastMs)}`, unit: 'ms', note: ` (load ${result.load.toFixed(1)} → ${result.loadAfter.toFixed(1)})` },
        { target, metric: 'deliveries per second (cron call → last)', value: Math.round(result.perSecond), unit: '/s' },
      ];
    });
    const [inline, queue] = ['inline', 'queue'].map((mode) => results.find((result) => result.mode === mode));
    if (inline && queue) rows.push({ target: `${SUBSCRIBERS} subscriptions`, metric: 'Queue ÷ today’s rate', value: (queue.perSecond / inline.perSecond).toFixed(2), unit: '×' });
    return { rows, data: { subscribers: SUBSCRIBERS, latencyMs: LATENCY_MS, results } };
  },
};
