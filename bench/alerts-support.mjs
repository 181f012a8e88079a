// What the alert benches share (team-alerts, alert-queue): a push service on 127.0.0.1 that
// answers 201 and counts, the demo's next kick-off, and subscriptions written straight into a
// server's alerts database (the API allows 20 a minute).
import { execFile } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT, packageFile } from '../scripts/lib/proc.mjs';

/** Answers every push 201, after `latencyMs` (a real push service takes tens to hundreds). */
export async function startPushSink({ latencyMs = 0 } = {}) {
  const arrivals = [];
  const endpoints = new Set();
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      arrivals.push(performance.now());
      endpoints.add(request.url);
      if (latencyMs > 0) setTimeout(() => response.writeHead(201).end(), latencyMs);
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

/** The next match of Spain's current turn to kick off. */
export async function nextKickoff(base) {
  const clusters = await json(`${base}/api/v1/competition/season-clusters?genders=male,both&competitions=3,6`);
  const season = clusters.flatMap((cluster) => cluster.seasons).find((candidate) => candidate.isCurrent);
  const centre = await json(`${base}/api/v1/competition/seasons/${season.id}/match-center-data?lang=en`);
  const turn = await json(`${base}/api/v1/competition/turns/${centre.find((candidate) => !candidate.ended).matches[0].turnId}?lang=en`);
  return turn.matches.filter((match) => match.status === 'notStarted').sort((a, b) => Date.parse(a.date) - Date.parse(b.date))[0];
}

/** `count` subscriptions of `teamId` at the sink, a quarter of them spoiler-free. */
export async function insertSubscriptions(server, teamId, sinkOrigin, count) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const p256dh = ecdh.getPublicKey().toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  const now = Date.now();
  const statements = [];
  for (let start = 0; start < count; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + 500); i++) rows.push(`('kings', '${sinkOrigin}/push/${i}', ${teamId}, '${p256dh}', '${auth}', 'en', ${i % 4 === 0 ? 1 : 0}, ${now})`);
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
