// Team alerts' fan-out (ADR 035): 10,000 push subscriptions to the next match's home team, a
// local push service that answers 201 and counts, the demo clock moved past the kick-off and the
// minute cron run: the time from the cron call that sent the kick-off to the last delivery.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../scripts/lib/server.mjs';
import { ROOT, packageFile } from '../../scripts/lib/proc.mjs';

const SUBSCRIBERS = Number(process.env.BENCH_ALERT_SUBSCRIBERS ?? 10_000);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startPushSink() {
  const arrivals = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      arrivals.push(performance.now());
      response.writeHead(201).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, arrivals, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function json(url) {
  const response = await fetch(url, { headers: { 'cache-control': 'no-cache' } });
  return response.json();
}

/** The next match of Spain's current turn to kick off. */
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
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-alerts-'));
  const file = path.join(dir, 'subscriptions.sql');
  writeFileSync(file, statements.join('\n'));
  try {
    const persist = path.join(ROOT, '.wrangler', `state-kings-${new URL(server.url).port}`);
    // Not a sync call: the server's output must keep being read meanwhile.
    await promisify(execFile)(process.execPath, [packageFile('wrangler', 'bin', 'wrangler.js'), 'd1', 'execute', 'ALERTS', '--local', '--persist-to', persist, '--env', 'kings-demo', '--file', file], {
      cwd: ROOT, env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' }, maxBuffer: 64 * 1024 * 1024,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export default {
  name: 'team-alerts',
  description: `Web Push fan-out: ${SUBSCRIBERS} subscriptions told of a kick-off by the minute cron, to a local push service`,
  async run({ log }) {
    const sink = await startPushSink();
    const server = await startServer({ edition: 'kings', env: { DEMO_CLOCK_CONTROL: 'on', REQUEST_LOGS: 'off' }, logFile: path.join(os.tmpdir(), 'bench-team-alerts-server.log') });
    try {
      const match = await nextKickoff(server.url);
      log(`team-alerts: ${SUBSCRIBERS} subscriptions to team ${match.participants.homeTeam.id} (match ${match.id})`);
      await insertSubscriptions(server, match.participants.homeTeam.id, sink.origin);
      const offsetMs = Date.parse(match.date) - Date.now() + 30_000;
      await fetch(`${server.url}/api/demo/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ offsetMs }) });
      // The league's answers are kept a few seconds: the cron is run until one call sends.
      let calledAt = 0;
      const deadline = Date.now() + 600_000;
      while (sink.arrivals.length === 0 && Date.now() < deadline) {
        calledAt = performance.now();
        // Its answer waits for the whole sweep: not awaited, the sink tells when it sent.
        fetch(`${server.url}/__scheduled?cron=*+*+*+*+*`).then((response) => response.text(), () => undefined);
        await sleep(3_000);
      }
      let last = -1;
      while (sink.arrivals.length < SUBSCRIBERS && Date.now() < deadline && sink.arrivals.length !== last) {
        last = sink.arrivals.length;
        log(`team-alerts: ${last} delivered`);
        await sleep(10_000);
      }
      const delivered = sink.arrivals.length;
      const firstMs = sink.arrivals[0] - calledAt;
      const lastMs = sink.arrivals.at(-1) - calledAt;
      const rows = [
        { target: `${SUBSCRIBERS} subscriptions`, metric: 'delivered', value: delivered, unit: 'pushes' },
        { target: `${SUBSCRIBERS} subscriptions`, metric: 'cron call → first delivery', value: Math.round(firstMs), unit: 'ms', note: 'the call may have read the kick-off up to 3 s late' },
        { target: `${SUBSCRIBERS} subscriptions`, metric: 'cron call → last delivery', value: Math.round(lastMs), unit: 'ms' },
        { target: `${SUBSCRIBERS} subscriptions`, metric: 'pushes per second', value: Math.round(delivered / ((lastMs - firstMs) / 1000)), unit: '/s' },
      ];
      return { rows, data: { subscribers: SUBSCRIBERS, delivered, firstMs, lastMs } };
    } finally {
      await Promise.all([server.stop(), sink.close()]);
    }
  },
};
