// The production page Worker's startup: `wrangler check startup` bundles it as a deploy would and
// profiles its startup phase in workerd on this machine (the CPU a new isolate spends before its
// first request), BENCH_STARTUP_RUNS times (default 7). With BENCH_STARTUP_AGAINST=<commit>, that
// commit is built in a worktree outside the repository (as `--against` does) and profiled in turn,
// interleaved, and each figure is given beside it with the ratio: what share cards cost the page
// Worker (ADR 049: within 5 %).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { preparedWorktree, resolveCommit } from '../compare/worktree.mjs';
import { ROOT, childEnv, projectNode, stripAnsi } from '../../scripts/lib/proc.mjs';

const run = promisify(execFile);

async function profileStartup(root) {
  const dir = mkdtempSync(path.join(tmpdir(), 'startup-'));
  try {
    const { stdout, stderr } = await run(
      projectNode(),
      [path.join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js'), 'check', 'startup', '--env', '', '--outfile', path.join(dir, 'startup.cpuprofile')],
      { cwd: root, env: childEnv({ NO_COLOR: '1', WRANGLER_SEND_METRICS: 'false' }), timeout: 300_000, maxBuffer: 16 * 1024 * 1024 },
    );
    const output = stripAnsi(stdout + stderr);
    const active = /Active: ([\d.]+) ms/.exec(output);
    const bundle = /Bundle: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
    if (!active || !bundle) throw new Error(`no startup profile in wrangler's output:\n${output}`);
    return { activeMs: Number(active[1]), uploadKiB: Number(bundle[1]), gzipKiB: Number(bundle[2]) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export default {
  name: 'worker-startup',
  description: 'the production page Worker: startup CPU (wrangler check startup) and bundle, optionally beside BENCH_STARTUP_AGAINST',
  async run({ log }) {
    const runs = Number(process.env.BENCH_STARTUP_RUNS ?? 7);
    const against = process.env.BENCH_STARTUP_AGAINST;
    const builds = [{ name: 'working tree', root: ROOT }];
    if (against) {
      const commit = resolveCommit(against);
      builds.push({ name: commit, root: await preparedWorktree(commit, log) });
    }
    const results = Object.fromEntries(builds.map((build) => [build.name, []]));
    for (let round = 0; round < runs; round++) {
      // Interleaved, the first build alternating, so a busy machine slows both alike.
      const order = round % 2 ? [...builds].reverse() : builds;
      for (const build of order) {
        log(`startup profile ${round + 1}/${runs} of ${build.name}`);
        results[build.name].push(await profileStartup(build.root));
      }
    }
    const summary = builds.map(({ name }) => ({
      name,
      activeMs: median(results[name].map((r) => r.activeMs)),
      uploadKiB: results[name][0].uploadKiB,
      gzipKiB: results[name][0].gzipKiB,
    }));
    const [current, base] = summary;
    const ratio = (metric) => (base ? ` (${base.name}: ${base[metric]}, ratio ${(current[metric] / base[metric]).toFixed(3)})` : '');
    const rows = [
      { target: 'page Worker startup', metric: `CPU, median of ${runs}`, value: current.activeMs.toFixed(1), unit: 'ms', note: ratio('activeMs') },
      { target: 'page Worker bundle', metric: 'upload', value: current.uploadKiB.toFixed(0), unit: 'KiB', note: ratio('uploadKiB') },
      { target: 'page Worker bundle', metric: 'upload gzip', value: current.gzipKiB.toFixed(0), unit: 'KiB', note: ratio('gzipKiB') },
    ];
    return { rows, data: { runs, summary, results } };
  },
};
