// The floor (ADR 072): a page from the page cache beside a static file served by the same server,
// which never enters the Worker's code. Each page's load follows a load of the static file, in
// turns over BENCH_FLOOR_ROUNDS rounds, so a busy machine slows both alike; the ratio is the page's
// requests a second over the static file's of the same turn. Goal: each at least 0.85. Where the
// bench started the server, the CPU its processes used per request is beside it, the steadier figure.
import autocannon from 'autocannon';
import { groupCpuMs } from '../compare/process-cpu.mjs';
import { STATIC_CONTROL_PATH } from '../support.mjs';

const CONTROL = { label: 'static file (control)', path: STATIC_CONTROL_PATH };
const PAGES = [
  { label: 'region home', path: '/en/espana' },
  { label: 'matches', path: '/en/espana/matches' },
  { label: 'tables', path: '/en/espana/tables' },
];
const ROUNDS = Math.max(1, Number(process.env.BENCH_FLOOR_ROUNDS ?? 2));
const GOAL = 0.85;

const round = (n, by = 100) => Math.round(n * by) / by;
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

export default {
  name: 'cached-floor',
  description: 'autocannon on each cached page and on a static file before it, in turns: the ratio of their rates',

  /** @param {import('../run.mjs').BenchContext} ctx */
  async run({ baseUrl, seconds, connections, log, serverGroups = [] }) {
    const load = async ({ path }) => {
      const before = groupCpuMs(serverGroups);
      const r = await autocannon({ url: new URL(path, baseUrl).href, connections, duration: seconds, pipelining: 1, timeout: 10 });
      const cpuMsPerRequest = serverGroups.length ? (groupCpuMs(serverGroups) - before) / Math.max(1, r.requests.total) : NaN;
      return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpuMsPerRequest, unexpected: r.requests.total - r['2xx'] + r.errors + r.timeouts };
    };
    // Warm: every page drawn once and then served from the page cache, as a crowd's first visitor leaves it.
    for (const { path } of [CONTROL, ...PAGES]) {
      for (let i = 0; i < 3; i++) {
        const response = await fetch(new URL(path, baseUrl));
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      }
    }
    const turns = Object.fromEntries(PAGES.map(({ label }) => [label, []]));
    for (let r = 1; r <= ROUNDS; r += 1) {
      for (const page of PAGES) {
        log(`round ${r}: ${CONTROL.path} then ${page.path}, ${seconds} s each at ${connections} connections`);
        const control = await load(CONTROL);
        const cached = await load(page);
        turns[page.label].push({ control, cached, ratio: cached.rps / control.rps });
      }
    }
    const rows = [];
    const controls = Object.values(turns).flat().map((turn) => turn.control);
    const unexpectedControl = controls.reduce((sum, run) => sum + run.unexpected, 0);
    rows.push({
      target: `${CONTROL.label} ${CONTROL.path}`,
      metric: 'requests/s per turn; CPU ms/request',
      value: `${controls.map((run) => round(run.rps, 1)).join(', ')}; ${round(mean(controls.map((run) => run.cpuMsPerRequest)))}`,
      unit: '',
      note: unexpectedControl ? ` (${unexpectedControl} not 200, errors or timeouts)` : '',
    });
    const data = { rounds: ROUNDS, goal: GOAL, turns };
    for (const { label, path } of PAGES) {
      const runs = turns[label];
      const ratio = mean(runs.map((turn) => turn.ratio));
      const unexpected = runs.reduce((sum, turn) => sum + turn.cached.unexpected, 0);
      const cpu = mean(runs.map((turn) => turn.cached.cpuMsPerRequest)) / mean(runs.map((turn) => turn.control.cpuMsPerRequest));
      data[label] = { ratio, cpuRatio: cpu };
      rows.push(
        { target: `${label} ${path}`, metric: 'requests/s per turn; CPU ms/request', value: `${runs.map((turn) => round(turn.cached.rps, 1)).join(', ')}; ${round(mean(runs.map((turn) => turn.cached.cpuMsPerRequest)))}`, unit: '', note: unexpected ? ` (${unexpected} not 200, errors or timeouts)` : '' },
        { target: `${label} ${path}`, metric: 'requests/s beside the static file, per turn (mean)', value: `${runs.map((turn) => round(turn.ratio)).join(', ')} (${round(ratio)})`, unit: '×', note: ratio >= GOAL ? ` (goal ≥ ${GOAL})` : ` (under the goal of ${GOAL})` },
        { target: `${label} ${path}`, metric: 'CPU per request, static file / page', value: Number.isFinite(cpu) ? round(1 / cpu) : '-', unit: '×' },
      );
    }
    return { rows, data };
  },
};
