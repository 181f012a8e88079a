#!/usr/bin/env node
// npm run bench: start the kings edition of the demo league (scripts/start.mjs, free port, loopback),
// run every measurement in MEASUREMENTS against it, print a Markdown table to
// stdout, write bench/results/latest.json, stop the server.
//
// Environment:
//   BENCH_SECONDS      duration of each load test (default 10)
//   BENCH_CONNECTIONS  concurrent connections for load tests (default 50)
//   BENCH_ONLY         comma-separated measurement names to run (default: all)
//   BENCH_URL          measure a server that is already running instead
//                      (must be on this machine: loopback only)
//
// `npm run bench -- --against <commit>` (or BENCH_AGAINST) instead builds that commit in a git
// worktree outside the repository and measures it and the working tree interleaved, printing each
// ratio (bench/compare/against.mjs; BENCH_ROUNDS, BENCH_CPU_REQUESTS, BENCH_COMPARE_CONNECTIONS,
// BENCH_MISS_REQUESTS, BENCH_LIGHTHOUSE_RUNS; 0 or an empty list skips that part).
//
// Adding a measurement: create bench/measurements/<name>.mjs whose default
// export is { name, description, async run(ctx) -> { rows, data } } and add it
// to MEASUREMENTS below. `rows` are { target, metric, value, unit, note? }
// for the table; `data` is anything JSON-serialisable for latest.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../scripts/lib/server.mjs';
import httpThroughput from './measurements/http-throughput.mjs';
import missingAddresses from './measurements/missing-addresses.mjs';
import jsWeight from './measurements/js-weight.mjs';
import liveMessageBytes from './measurements/live-message-bytes.mjs';
import d1Season from './measurements/d1-season.mjs';
import demoApiCache from './measurements/demo-api-cache.mjs';
import upstreamCoalescing from './measurements/upstream-coalescing.mjs';
import pageSharing from './measurements/page-sharing.mjs';
import lighthouseScores from './measurements/lighthouse.mjs';
import lighthousePaired from './measurements/lighthouse-paired.mjs';
import matchPollers from './measurements/match-pollers.mjs';
import livePush from './measurements/live-push.mjs';
import simulatorInp from './measurements/simulator-inp.mjs';
import reportingWeight from './measurements/reporting-weight.mjs';
import readerPreferences from './measurements/reader-preferences.mjs';
import workerBundle from './measurements/worker-bundle.mjs';
import shareCards from './measurements/share-cards.mjs';
import workerStartup from './measurements/worker-startup.mjs';
import search from './measurements/search.mjs';
import fanVotes from './measurements/fan-votes.mjs';
import teamAlerts from './measurements/team-alerts.mjs';
import embedWidgets from './measurements/embed-widgets.mjs';
import siteApp from './measurements/site-app.mjs';
import liveRelays from './measurements/live-relays.mjs';
import alertQueue from './measurements/alert-queue.mjs';
import testServerStart from './measurements/test-server-start.mjs';
import cachedFloor from './measurements/cached-floor.mjs';
import axeAudit from './measurements/axe-audit.mjs';
import { startIngestSink } from './support.mjs';
import { benchAgainst } from './compare/against.mjs';

/** Run in this order. */
export const MEASUREMENTS = [workerBundle, httpThroughput, missingAddresses, jsWeight, reportingWeight, readerPreferences, d1Season, demoApiCache, upstreamCoalescing, pageSharing, lighthouseScores, lighthousePaired, matchPollers, livePush, liveMessageBytes, liveRelays, teamAlerts, alertQueue, siteApp, simulatorInp, search, shareCards, workerStartup, embedWidgets, testServerStart, fanVotes, cachedFloor, axeAudit];

/**
 * @typedef {object} BenchContext
 * @property {string} baseUrl      e.g. http://127.0.0.1:40123
 * @property {number} seconds      load-test duration per target
 * @property {number} connections  load-test concurrency
 * @property {(msg: string) => void} log  progress to stderr
 * @property {number[]} [serverGroups]  the process groups of the server the bench started (none for BENCH_URL)
 */

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(BENCH_DIR, '..');
const RESULTS = path.join(BENCH_DIR, 'results', 'latest.json');

const log = (msg) => process.stderr.write(`[bench] ${msg}\n`);

function positiveNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) {
    log(`error: ${name} must be a positive number, got "${raw}"`);
    process.exit(2);
  }
  return n;
}

function assertLoopback(url) {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (!(host === 'localhost' || host === '::1' || /^127\./.test(host))) {
    log(`error: BENCH_URL must point at this machine (127.0.0.0/8, localhost or ::1), got ${host}`);
    process.exit(2);
  }
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

function markdownTable(rows) {
  const header = ['Measurement', 'Target', 'Metric', 'Value'];
  const body = rows.map((r) => [
    r.measurement,
    `\`${r.target}\``,
    r.metric,
    `${r.value}${r.unit ? ` ${r.unit}` : ''}${r.note ?? ''}`,
  ]);
  const esc = (s) => String(s).replace(/\|/g, '\\|');
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, i) => (i === 3 ? '---:' : '---')).join(' | ')} |`,
    ...body.map((cells) => `| ${cells.map(esc).join(' | ')} |`),
  ].join('\n');
}

/** The commit `--against <commit>` or BENCH_AGAINST names, if any. */
function againstCommit() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--against');
  if (at >= 0 && !args[at + 1]) {
    log('error: --against needs a commit');
    process.exit(2);
  }
  return at >= 0 ? args[at + 1] : process.env.BENCH_AGAINST || undefined;
}

async function main() {
  const seconds = positiveNumber('BENCH_SECONDS', 10);
  const against = againstCommit();
  if (against) return benchAgainst(against, { seconds, log, resultsDir: path.dirname(RESULTS) });
  const connections = Math.round(positiveNumber('BENCH_CONNECTIONS', 50));
  const only = (process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = only.filter((n) => !MEASUREMENTS.some((m) => m.name === n));
  if (unknown.length) {
    log(`error: unknown measurement(s) ${unknown.join(', ')}; known: ${MEASUREMENTS.map((m) => m.name).join(', ')}`);
    process.exit(2);
  }
  const selected = only.length ? MEASUREMENTS.filter((m) => only.includes(m.name)) : MEASUREMENTS;

  let server = null;
  let sink = null;
  let baseUrl = process.env.BENCH_URL?.replace(/\/+$/, '');
  const stop = async () => {
    const s = server;
    server = null;
    if (s) await s.stop();
    await sink?.close();
    sink = null;
  };
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(sig, () => {
      log(`${sig} received, stopping the server`);
      void stop().finally(() => process.exit(130));
    });
  }

  try {
    if (baseUrl) {
      assertLoopback(baseUrl);
      log(`using the running server at ${baseUrl}`);
    } else {
      // Reporting on, as deployed, sending to a local sink: pages are weighed with their reporting code.
      sink = await startIngestSink();
      log('starting the kings edition (builds first if needed), reporting to a local sink');
      server = await startServer({
        edition: 'kings',
        league: 'demo',
        logFile: path.join(BENCH_DIR, 'results', 'server.log'),
        env: { SENTRY_DSN: sink.dsn, REQUEST_LOGS: 'off' },
      });
      baseUrl = server.url;
      log(`server ready at ${baseUrl}`);
    }

    /** @type {BenchContext} */
    const ctx = { baseUrl, seconds, connections, log, serverGroups: server ? [server.pid, server.wranglerPgid].filter(Boolean) : [] };
    const results = [];
    for (const m of selected) {
      log(`measurement ${m.name}: ${m.description}`);
      const started = Date.now();
      try {
        const { rows, data } = await m.run(ctx);
        results.push({ name: m.name, description: m.description, ok: true, ms: Date.now() - started, rows, data });
      } catch (err) {
        log(`measurement ${m.name} failed: ${err?.stack ?? err}`);
        results.push({ name: m.name, description: m.description, ok: false, ms: Date.now() - started, error: String(err?.message ?? err), rows: [] });
      }
    }

    const report = {
      date: new Date().toISOString(),
      commit: gitCommit(),
      node: process.version,
      cpus: os.cpus().length,
      edition: 'kings',
      baseUrl,
      settings: { seconds, connections },
      measurements: results,
    };
    mkdirSync(path.dirname(RESULTS), { recursive: true });
    writeFileSync(RESULTS, JSON.stringify(report, null, 2) + '\n');

    const rows = results.flatMap((r) =>
      r.ok ? r.rows.map((row) => ({ measurement: r.name, ...row })) : [{ measurement: r.name, target: '-', metric: 'error', value: r.error, unit: '' }],
    );
    process.stdout.write(
      `## Benchmark (${report.date}${report.commit ? `, ${report.commit}` : ''}; ${seconds} s x ${connections} connections per load test)\n\n` +
        markdownTable(rows) +
        '\n\n' +
        `Raw results: ${path.relative(process.cwd(), RESULTS)}\n`,
    );
    return results.every((r) => r.ok) ? 0 : 1;
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  async (err) => {
    log(`error: ${err?.stack ?? err}`);
    process.exit(1);
  },
);
