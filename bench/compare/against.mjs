// npm run bench -- --against <commit>: the working tree and an earlier commit served side by side
// and measured interleaved in one run, so a busy machine slows both alike and only the ratios
// count. Each round loads every target on both builds, the build that goes first alternating, at
// each connection count, and notes the CPU each server's processes used per request; then times
// page misses (BENCH_MISS_REQUESTS per page and build, one at a time); then (unless
// BENCH_LIGHTHOUSE_RUNS=0) Lighthouse opens every page on both.
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/proc.mjs';
import { startServer } from '../../scripts/lib/server.mjs';
import { matchPagePath, startIngestSink, STATIC_CONTROL_PATH } from '../support.mjs';
import { groupCpuMs } from './process-cpu.mjs';
import { builtCheckout, preparedWorktree, resolveCommit } from './worktree.mjs';

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** What every round loads: the cached pages, the live API every open match page polls, and a static file as the control. */
async function targetsOf(baseUrl) {
  return [
    { label: 'static file (control)', path: STATIC_CONTROL_PATH },
    { label: 'region home', path: '/en/espana', page: true },
    { label: 'matches', path: '/en/espana/matches', page: true },
    { label: 'tables', path: '/en/espana/tables', page: true },
    { label: 'match page', path: (await matchPagePath(baseUrl)) ?? '/en/espana/matches', page: true },
    { label: 'live API', path: '/api/live/match-centre?region=espana&lang=en' },
  ];
}

const round1 = (n) => Math.round(n * 10) / 10;
const ratio = (current, base) => (base > 0 ? (current / base).toFixed(2) : '-');

/** A comma-separated list of whole numbers from the environment; empty when set to nothing. */
function numberList(name, fallback) {
  const text = (process.env[name] ?? fallback).trim();
  if (text === '') return [];
  const values = text.split(',').map(Number);
  if (values.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error(`${name} must be a comma-separated list of whole numbers`);
  return values;
}

/** Loads one target of one build (for `seconds`, or for `amount` requests) and notes what it cost its server. */
async function load(build, path, { connections, seconds, amount }) {
  const groups = [build.server.pid, build.server.wranglerPgid].filter(Boolean);
  const cpuBefore = groupCpuMs(groups);
  const r = await autocannon({ url: build.url + path, connections, ...(amount ? { amount } : { duration: seconds }), pipelining: 1, timeout: 10 });
  const cpuMsPerRequest = Math.round(((groupCpuMs(groups) - cpuBefore) / Math.max(1, r.requests.total)) * 100) / 100;
  return { rps: round1(r.requests.average), p99: r.latency.p99, cpuMsPerRequest, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

// Every target answered once on each build before any load, so each page is in its page cache.
async function warm(builds, log) {
  for (const build of builds) {
    for (const target of build.targets) {
      let status = 0;
      for (let i = 0; i < 3; i++) status = (await fetch(build.url + target.path)).status;
      if (status !== 200) log(`warning: ${build.name} answers ${target.path} with ${status}`);
    }
  }
}

function markdown(header, rows) {
  return [`| ${header.join(' | ')} |`, `| ${header.map((_, i) => (i < 2 ? '---' : '---:')).join(' | ')} |`, ...rows.map((cells) => `| ${cells.join(' | ')} |`)].join('\n');
}

// Each load is one of `loads` ({ connections, seconds } or { connections, amount }), on both builds
// in turn, the first alternating.
async function loadRounds(builds, { rounds, loads, log }) {
  const results = [];
  for (let round = 1; round <= rounds; round++) {
    for (const [index] of builds[0].targets.entries()) {
      for (const [step, shape] of loads.entries()) {
        const order = (round + index + step) % 2 === 0 ? builds : [...builds].reverse();
        const pair = {};
        for (const build of order) {
          const target = build.targets[index];
          log(`round ${round}: ${build.name} ${target.path} × ${shape.connections} connections, ${shape.amount ? `${shape.amount} requests` : `${shape.seconds} s`}`);
          pair[build.role] = await load(build, target.path, shape);
        }
        results.push({ round, label: builds[0].targets[index].label, connections: shape.connections, ...pair });
      }
    }
  }
  return results;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return round1(sorted[Math.floor(sorted.length / 2)] ?? NaN);
};

/**
 * A page miss: the page drawn afresh. Each request carries a query no route takes, which the page
 * ignores but the page cache keys by, so every one is rendered; one at a time, the builds taking
 * turns, so each time is a render's own and not a queue's.
 */
async function missRounds(builds, { rounds, requests, log }) {
  if (requests === 0) return [];
  const results = [];
  for (let round = 1; round <= rounds; round++) {
    for (const [index, target] of builds[0].targets.entries()) {
      if (!target.page) continue;
      log(`round ${round}: ${requests} page misses of ${target.path} on each build`);
      const times = { base: [], current: [] };
      let refused = 0;
      for (let i = 0; i < requests; i++) {
        const order = (round + index + i) % 2 === 0 ? builds : [...builds].reverse();
        for (const build of order) {
          const started = performance.now();
          const response = await fetch(`${build.url}${build.targets[index].path}?bench-miss=${round}-${i}-${Date.now()}`);
          await response.arrayBuffer();
          times[build.role].push(performance.now() - started);
          if (response.status !== 200 || response.headers.get('x-page-cache') !== 'miss') refused++;
        }
      }
      results.push({ round, label: target.label, base: median(times.base), current: median(times.current), refused });
    }
  }
  return results;
}

async function lighthouseRounds(builds, { rounds, runs, log }) {
  if (runs === 0) return [];
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const results = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const [index, target] of builds[0].targets.entries()) {
        if (!target.page) continue;
        const work = { base: [], current: [] };
        for (let run = 0; run < runs; run++) {
          const order = (round + index + run) % 2 === 0 ? builds : [...builds].reverse();
          for (const build of order) {
            log(`round ${round}: lighthouse ${build.name} ${build.targets[index].path}`);
            const result = await lighthouse(build.url + build.targets[index].path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
            work[build.role].push(result?.lhr?.audits['mainthread-work-breakdown']?.numericValue ?? NaN);
          }
        }
        const mean = (values) => Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
        results.push({ round, label: target.label, base: mean(work.base), current: mean(work.current) });
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/**
 * Serves `commitName` and the working tree, measures both interleaved, prints the ratios
 * (working tree / that commit) and writes them to bench/results/against-<commit>.json.
 */
export async function benchAgainst(commitName, { seconds, log, resultsDir }) {
  const commit = resolveCommit(commitName);
  const rounds = numberList('BENCH_ROUNDS', '2')[0] ?? 2;
  const connectionCounts = numberList('BENCH_COMPARE_CONNECTIONS', '50,200');
  const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
  // CPU per request from a fixed number of requests at a low concurrency: on a saturated machine a
  // timed load completes too few requests, and a live page's re-render (every 8 s) then swamps it.
  const cpuRequests = Number(process.env.BENCH_CPU_REQUESTS ?? 600);
  const missRequests = Number(process.env.BENCH_MISS_REQUESTS ?? 25);
  const dir = await preparedWorktree(commit, log);
  // Built before either server starts, as the commit is: each start then only serves.
  await builtCheckout(ROOT, 'the working tree', log);
  const sink = await startIngestSink();
  // As deployed: each build with its own wrangler.toml vars, reporting on (to a local sink).
  // The cron-on-demand route is wrangler's middleware in front of every request, not the Worker's.
  const env = { SENTRY_DSN: sink.dsn, CRON_ON_DEMAND: 'off' };
  // Seeding the demo league on a busy machine takes minutes; the default wait is for a quiet one.
  const timeoutMs = 600_000;
  const servers = [];
  try {
    log(`starting ${commit} from ${dir}`);
    servers.push(await startServer({ edition: 'kings', root: dir, env, timeoutMs, logFile: path.join(resultsDir, `server-${commit}.log`) }));
    log('starting the working tree');
    servers.push(await startServer({ edition: 'kings', env, timeoutMs, logFile: path.join(resultsDir, 'server.log') }));
    const builds = [
      { role: 'base', name: commit, server: servers[0], url: servers[0].url, targets: await targetsOf(servers[0].url) },
      { role: 'current', name: 'working tree', server: servers[1], url: servers[1].url, targets: await targetsOf(servers[1].url) },
    ];
    await warm(builds, log);
    const cpu = cpuRequests > 0 ? await loadRounds(builds, { rounds, loads: [{ connections: 10, amount: cpuRequests }], log }) : [];
    const throughput = await loadRounds(builds, { rounds, loads: connectionCounts.map((connections) => ({ connections, seconds })), log });
    const misses = await missRounds(builds, { rounds, requests: missRequests, log });
    const mainThread = await lighthouseRounds(builds, { rounds, runs: lighthouseRuns, log });

    const report = { date: new Date().toISOString(), against: commit, seconds, rounds, connectionCounts, cpuRequests, missRequests, lighthouseRuns, targets: builds.map((b) => ({ build: b.name, targets: b.targets })), cpu, throughput, misses, mainThread };
    mkdirSync(resultsDir, { recursive: true });
    const file = path.join(resultsDir, `against-${commit}.json`);
    writeFileSync(file, JSON.stringify(report, null, 2) + '\n');

    const flag = (r) => (r.non2xx || r.errors ? ` (non-2xx ${r.non2xx}, errors ${r.errors})` : '');
    let out = `## Working tree against ${commit} (${report.date}; ${rounds} rounds, interleaved)\n\n`;
    if (cpu.length) {
      out += `CPU per request (${cpuRequests} requests at 10 connections; workerd, wrangler and the start script):\n\n`;
      out += markdown(['Target', 'Round', `${commit} ms`, 'working ms', 'ratio'], cpu.map((r) => [r.label, r.round, r.base.cpuMsPerRequest, r.current.cpuMsPerRequest, ratio(r.current.cpuMsPerRequest, r.base.cpuMsPerRequest)]));
      out += '\n\n';
    }
    out += `Load, ${seconds} s each:\n\n`;
    out += markdown(
      ['Target', 'Round', 'Connections', `${commit} req/s`, 'working req/s', 'req/s ratio', `${commit} p99 ms`, 'working p99 ms', 'p99 ratio', 'CPU ms/request', 'CPU ratio'],
      throughput.map((r) => [
        r.label, r.round, r.connections,
        `${r.base.rps}${flag(r.base)}`, `${r.current.rps}${flag(r.current)}`, ratio(r.current.rps, r.base.rps),
        r.base.p99, r.current.p99, ratio(r.current.p99, r.base.p99),
        `${r.base.cpuMsPerRequest} → ${r.current.cpuMsPerRequest}`, ratio(r.current.cpuMsPerRequest, r.base.cpuMsPerRequest),
      ]),
    );
    if (misses.length) {
      out += `\n\nA page miss, median ms of ${missRequests} renders per build and round (each with a query no route takes):\n\n`;
      out += markdown(['Page', 'Round', `${commit} ms`, 'working ms', 'ratio'], misses.map((r) => [`${r.label}${r.refused ? ` (${r.refused} not a 200 miss)` : ''}`, r.round, r.base, r.current, ratio(r.current, r.base)]));
    }
    if (mainThread.length) {
      out += `\n\nLighthouse main-thread work (mobile, mean of ${lighthouseRuns} run(s) per build and round):\n\n`;
      out += markdown(['Page', 'Round', `${commit} ms`, 'working ms', 'ratio'], mainThread.map((r) => [r.label, r.round, r.base, r.current, ratio(r.current, r.base)]));
    }
    process.stdout.write(`${out}\n\nRaw results: ${path.relative(process.cwd(), file)}\n`);
    return [...cpu, ...throughput].every((r) => !r.base.errors && !r.current.errors) && misses.every((r) => r.refused === 0) ? 0 : 1;
  } finally {
    for (const server of servers) await server.stop();
    await sink.close();
  }
}
