// Lighthouse made comparable on a shared machine: each page is run beside a bare control page and,
// when BENCH_BASE_COMMIT names one, beside a build of that commit, in the same Chromium, round by
// round, so all three meet the same host load. Each run reports the CPU multiplier Lighthouse's own
// calibration gives for its benchmark index next to the 4x figures, and the page's main-thread work
// above the control's (what the page costs, not the host).
//
//   BENCH_ONLY=lighthouse-paired BENCH_BASE_COMMIT=ca74bc3 npm run bench
//   BENCH_PAIRED_RUNS   rounds per page (default 3)
//   BENCH_BASE_COMMIT   a commit to build in a temporary git worktree and serve beside this tree
//   BENCH_PAIRED_PAGES  labels of the pages to run (default all: region home,tables,live match)
// Figures per run: the 4x main-thread time and blocking time, the benchmark index, its calibrated
// slowdown and the 4x time rescaled to it, and the unslowed main-thread CPU time from the trace.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../../scripts/lib/server.mjs';
import { ROOT, freePort } from '../../scripts/lib/proc.mjs';
import { liveMatchPath } from '../support.mjs';

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const RUNS = Number(process.env.BENCH_PAIRED_RUNS ?? 3);
const DEFAULT_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes this host a mid-tier phone, from Lighthouse's calibration of the
 * benchmark index (docs/throttling.md, "calibrating multipliers": 150 is 1x, 800 is 2x, 1300 3x,
 * then one more x every 233).
 */
export function calibratedSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex)) return NaN;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

const CONTROL_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Control page</title><meta name="description" content="A bare page measured beside each page."></head><body><h1>Control page</h1><p>One heading and one paragraph: what the host costs a page that does nothing.</p></body></html>`;

function startControlPage() {
  const server = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(CONTROL_HTML));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((done) => server.close(done)) })));
}

/** A build of `commit` in a temporary worktree (sharing this tree's node_modules), served on its own port. */
async function startBaseSite(commit, log) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-base-'));
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  git('worktree', 'add', '--detach', dir, commit);
  const remove = () => {
    try { git('worktree', 'remove', '--force', dir); } catch { rmSync(dir, { recursive: true, force: true }); }
  };
  try {
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    log(`building ${commit} in ${dir}`);
    const serverModule = path.join(dir, 'scripts', 'lib', 'server.mjs');
    if (!existsSync(serverModule)) throw new Error(`${commit} has no scripts/lib/server.mjs`);
    const { startServer: startBase } = await import(serverModule);
    // A free port can be taken by another process before wrangler binds it: one more try on another.
    const start = async () => {
      const port = await freePort();
      return startBase({ edition: 'kings', port, env: { SITE_DOMAIN: `http://127.0.0.1:${port}` } });
    };
    const site = await start().catch((error) => {
      log(`the build of ${commit} did not start (${String(error.message).split('\n')[0]}), trying another port`);
      return start();
    });
    return { url: site.url, stop: async () => { await site.stop(); remove(); } };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * The page's main-thread CPU time in the trace, unslowed: the sum of each task's thread time
 * (`tdur`), which, unlike its wall time, does not grow while the thread waits for a busy core.
 */
export function mainThreadCpuMs(traceEvents) {
  const mains = traceEvents.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const tasks = (thread) => traceEvents.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && event.name === 'RunTask');
  const sum = (events, field) => events.reduce((total, event) => total + (event[field] ?? 0), 0);
  // The page's renderer is the one that parsed its HTML. Other renderers are traced too (about:blank,
  // the browser's own omnibox popup), and the busiest by wall time is not always the page's.
  const parsedPage = (thread) => traceEvents.some((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'ParseHTML' && /^https?:/.test(event.args?.beginData?.url ?? ''));
  const candidates = mains.some(parsedPage) ? mains.filter(parsedPage) : mains;
  const page = candidates.map(tasks).sort((a, b) => sum(b, 'dur') - sum(a, 'dur'))[0] ?? [];
  return Math.round(sum(page, 'tdur') / 1000);
}

function figuresOf(lhr, trace) {
  const benchmarkIndex = Math.round(lhr?.environment?.benchmarkIndex ?? NaN);
  const mainThreadMs = Math.round(lhr?.audits['mainthread-work-breakdown']?.numericValue ?? NaN);
  const slowdown = calibratedSlowdown(benchmarkIndex);
  return {
    performance: Math.round((lhr?.categories.performance?.score ?? NaN) * 100),
    blockingMs: Math.round(lhr?.audits['total-blocking-time']?.numericValue ?? NaN),
    mainThreadMs,
    benchmarkIndex,
    calibratedSlowdown: Math.round(slowdown * 10) / 10,
    // The same work at the slowdown the calibration asks for instead of the default 4x.
    mainThreadCalibratedMs: Math.round((mainThreadMs * slowdown) / DEFAULT_SLOWDOWN),
    mainThreadCpuMs: trace ? mainThreadCpuMs(trace.traceEvents) : NaN,
  };
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

export default {
  name: 'lighthouse-paired',
  description: `Lighthouse main-thread work of the region home, tables and a live match beside a bare control page${process.env.BENCH_BASE_COMMIT ? ` and a build of ${process.env.BENCH_BASE_COMMIT}` : ''}, ${RUNS} rounds`,
  async run({ log }) {
    const port = await freePort();
    const site = await startServer({ edition: 'kings', build: false, port, env: { SITE_DOMAIN: `http://127.0.0.1:${port}` } });
    const control = await startControlPage();
    const base = process.env.BENCH_BASE_COMMIT ? await startBaseSite(process.env.BENCH_BASE_COMMIT, log).catch(async (error) => { await site.stop(); await control.close(); throw error; }) : undefined;
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    const measure = async (url) => {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      return figuresOf(result?.lhr, result?.artifacts?.Trace);
    };
    const rows = [];
    const data = {};
    try {
      const live = await liveMatchPath(site.url);
      const only = process.env.BENCH_PAIRED_PAGES?.split(',').map((label) => label.trim()).filter(Boolean);
      const pages = [{ label: 'region home', path: '/en/espana' }, { label: 'tables', path: '/en/espana/tables' }, ...(live ? [{ label: 'live match', path: live }] : [])]
        .filter((page) => !only?.length || only.includes(page.label));
      for (const { label, path: pagePath } of pages) {
        const runs = [];
        for (let round = 0; round < RUNS; round++) {
          log(`lighthouse-paired ${label}, round ${round + 1} of ${RUNS}`);
          const run = { control: await measure(control.url), head: await measure(site.url + pagePath) };
          if (base) run.base = await measure(base.url + pagePath);
          runs.push(run);
        }
        // Phone-equivalent work (the 4x figure rescaled to the calibrated slowdown) is what stays put
        // when the host slows down: a slower host measures more milliseconds and earns a smaller multiplier.
        const aboveControl = (run, side) => run[side].mainThreadCalibratedMs - run.control.mainThreadCalibratedMs;
        const summary = { head: median(runs.map((run) => aboveControl(run, 'head'))), ...(base ? { base: median(runs.map((run) => aboveControl(run, 'base'))) } : {}) };
        // Each round's own ratio, then their median: the two builds of a round met the same load.
        const ratio = base ? median(runs.map((run) => aboveControl(run, 'head') / aboveControl(run, 'base'))) : undefined;
        // The same comparison in main-thread CPU time, which a busy host barely moves.
        const cpuAbove = (run, side) => run[side].mainThreadCpuMs - run.control.mainThreadCpuMs;
        const cpu = { head: median(runs.map((run) => cpuAbove(run, 'head'))), ...(base ? { base: median(runs.map((run) => cpuAbove(run, 'base'))) } : {}) };
        const cpuRatio = base ? median(runs.map((run) => cpuAbove(run, 'head') / cpuAbove(run, 'base'))) : undefined;
        data[pagePath] = { runs, aboveControlCalibratedMs: summary, ratio, aboveControlCpuMs: cpu, cpuRatio };
        const perRun = (side) => runs.map((run) => `${run[side].mainThreadMs} ms at 4x, TBT ${run[side].blockingMs}; index ${run[side].benchmarkIndex} → ${run[side].calibratedSlowdown}x: ${run[side].mainThreadCalibratedMs} ms; CPU ${run[side].mainThreadCpuMs} ms`).join(' | ');
        rows.push({ target: pagePath, metric: `${label}: control, main thread at the calibrated slowdown`, value: median(runs.map((run) => run.control.mainThreadCalibratedMs)), unit: 'ms', note: ` (${perRun('control')})` });
        rows.push({ target: pagePath, metric: `${label}: this tree, main thread above control (calibrated)`, value: summary.head, unit: 'ms', note: ` (${perRun('head')})` });
        if (base) {
          rows.push({ target: pagePath, metric: `${label}: ${process.env.BENCH_BASE_COMMIT}, main thread above control (calibrated)`, value: summary.base, unit: 'ms', note: ` (${perRun('base')})` });
          rows.push({ target: pagePath, metric: `${label}: this tree / ${process.env.BENCH_BASE_COMMIT}, median of each round's ratio`, value: Math.round(ratio * 100) / 100, unit: '×' });
          rows.push({ target: pagePath, metric: `${label}: main-thread CPU above control, this tree / ${process.env.BENCH_BASE_COMMIT}`, value: Math.round(cpuRatio * 100) / 100, unit: '×', note: ` (${cpu.head} / ${cpu.base} ms, medians)` });
        }
      }
    } finally {
      await chrome.kill();
      await base?.stop();
      await control.close();
      await site.stop();
    }
    return { rows, data };
  },
};
