// Relays (ADR 052) against one object (ADR 032), in one run: the demo's live match served from a
// counting upstream the bench scores goals in, followed by 1,000 and then 5,000 sockets, first
// all on the match's one object (LIVE_RELAY_SOCKETS=0: the watcher holds every socket, as before
// relays), then over 5 relays (LIVE_RELAYS_MIN=5). For each: change → page p50 / p95 (the
// upstream answering the goal to each socket parsing it), and the watcher's send time per change
// (its own sends plus its requests to the relays, from its `fan-out` log line), and the relays'
// own send time (`relay-fan-out`). The watcher's time should stay flat as sockets grow when
// relays hold them; on one object it grows with them.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../scripts/lib/server.mjs';
import { goalScorer, liveSocketUrl, openUpTo } from '../live-sockets.mjs';
import { copyDemoAnswers, percentile, sleep, startCountingUpstream } from '../support.mjs';

const STEPS = (process.env.BENCH_RELAY_SOCKETS ?? '1000,5000').split(',').map(Number);
const RELAYS = Number(process.env.BENCH_RELAYS ?? 5);
const GOALS = Number(process.env.BENCH_RELAY_GOALS ?? 10);
/** `relays` runs the relays alone (a quicker look at where their time goes); the default runs both designs. */
const MODES = process.env.BENCH_RELAY_MODES ?? 'both';

const pageId = () => Math.random().toString(36).slice(2, 14);

/** The JSON log lines of a kind the Worker wrote since `from` (bytes into the log). */
function logLines(file, kind, from) {
  const text = readFileSync(file, 'utf8').slice(from);
  return text.split('\n').flatMap((line) => {
    const at = line.indexOf(`{"live":"${kind}"`);
    if (at < 0) return [];
    try {
      return [JSON.parse(line.slice(at))];
    } catch {
      return [];
    }
  });
}

async function measureGoals(sockets, scoreGoal) {
  const total = [];
  const afterRead = [];
  let missed = 0;
  const seqs = [];
  /** When each change was scored, by its number: the start of its way to the pages. */
  const scored = new Map();
  for (let goal = 0; goal < GOALS; goal++) {
    await sleep(1000 + Math.random() * 2500);
    const seqBefore = Math.max(...sockets.map((socket) => socket.seq));
    const scoredAt = scoreGoal();
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && sockets.some((socket) => socket.seq <= seqBefore)) await sleep(20);
    const seq = seqBefore + 1;
    seqs.push(seq);
    scored.set(seq, scoredAt);
    for (const socket of sockets) {
      const arrival = [...socket.arrivals.entries()].find(([candidate]) => candidate > seqBefore)?.[1];
      if (arrival === undefined) missed += 1;
      else {
        total.push(arrival.received - scoredAt);
        // From the watcher's change (its `at`, when its read answered) to this page.
        afterRead.push(arrival.received - arrival.read);
      }
    }
  }
  return { total, afterRead, missed, seqs, scored, load: os.loadavg()[0] };
}

async function runMode({ label, env, upstream, answers, paths, match, log }) {
  const logFile = path.join(os.tmpdir(), `bench-live-relays-${process.pid}-${label.replace(/\W+/g, '-')}.log`);
  const site = await startServer({ edition: 'kings', build: false, logFile, env: { COMPETITION_API_URL: upstream.url, REQUEST_LOGS: 'on', ...env } });
  const scoreGoal = goalScorer(answers, paths.turnPath, match.id);
  // Each socket a tab of its own: the Worker spreads them over the relays by that id.
  const urlOf = () => liveSocketUrl(site.url, match.id, pageId());
  const sockets = [];
  const results = [];
  try {
    for (const step of STEPS) {
      log(`live-relays: ${label}, opening up to ${step} sockets`);
      await openUpTo(urlOf, sockets, step);
      await sleep(3000);
      const logFrom = readFileSync(logFile, 'utf8').length;
      log(`live-relays: ${label}, ${GOALS} goals, ${step} sockets`);
      const measured = await measureGoals(sockets, scoreGoal);
      await sleep(500);
      const watcher = logLines(logFile, 'fan-out', logFrom).filter((line) => measured.seqs.includes(line.seq));
      const relays = logLines(logFile, 'relay-fan-out', logFrom).filter((line) => measured.seqs.includes(line.seq));
      results.push({ step, ...measured, ...stagesOf(measured.scored, watcher, relays), watcherMs: watcher.map((line) => line.ms), relayCount: Math.max(0, ...watcher.map((line) => line.relays)), relayMs: relays.map((line) => line.ms), relaySockets: relays.map((line) => line.sockets) });
    }
    return results;
  } finally {
    for (const { socket } of sockets) socket.close();
    await site.stop();
  }
}

const round = (ms) => Math.round(ms);

/**
 * Where each change's time went before the pages (per change, from the Worker's log lines): the
 * wait for the watcher's next tick (scored → its read began), the read (→ the change), the hop to
 * each relay (the change → the relay's first send), and each relay's sends.
 */
function stagesOf(scored, watcher, relays) {
  const changeAt = new Map(watcher.map((line) => [line.seq, line.readAt + line.readMs]));
  return {
    tickWait: watcher.filter((line) => scored.has(line.seq) && line.readAt !== undefined).map((line) => line.readAt - scored.get(line.seq)),
    readMs: watcher.filter((line) => line.readMs !== undefined).map((line) => line.readMs),
    relayHop: relays.filter((line) => changeAt.has(line.seq) && line.startedAt !== undefined).map((line) => line.startedAt - changeAt.get(line.seq)),
  };
}

const pair = (values, p) => `${round(percentile(values, 50))} / ${round(percentile(values, p))}`;

export default {
  name: 'live-relays',
  description: `goals pushed to ${STEPS.join(' then ')} sockets of one live match: all on one object, then over ${RELAYS} relays`,
  async run({ baseUrl, log }) {
    const { match, paths, answers } = await copyDemoAnswers(baseUrl);
    const upstream = await startCountingUpstream(answers);
    const rows = [];
    const data = { match: match.id, goals: GOALS, steps: STEPS, relays: RELAYS, modes: {} };
    try {
      const modes = [
        ...(MODES === 'relays' ? [] : [['one object', { LIVE_RELAY_SOCKETS: '0' }]]),
        [`${RELAYS} relays`, { LIVE_RELAY_SOCKETS: String(Math.ceil(Math.max(...STEPS) / RELAYS) * 2), LIVE_RELAYS_MIN: String(RELAYS) }],
      ];
      for (const [label, env] of modes) {
        const results = await runMode({ label, env, upstream, answers, paths, match, log });
        data.modes[label] = results.map(({ total, afterRead, scored, ...rest }) => ({ ...rest, p: [percentile(total, 50), percentile(total, 95)], afterReadP: [percentile(afterRead, 50), percentile(afterRead, 95)] }));
        for (const result of results) {
          const target = `${label}, ${result.step} sockets`;
          rows.push(
            { target, metric: 'change → page, p50 / p95', value: `${round(percentile(result.total, 50))} / ${round(percentile(result.total, 95))}`, unit: 'ms', note: ` (${result.total.length} deliveries, ${result.missed} missed; load ${result.load.toFixed(1)})` },
            { target, metric: 'watcher send time per change, p50 / max', value: `${round(percentile(result.watcherMs, 50))} / ${round(Math.max(...result.watcherMs))}`, unit: 'ms', note: ` (${result.watcherMs.length} changes; ${result.relayCount} relays)` },
          );
          rows.push({
            target, metric: 'change → page by stage, p50 / p95', value: `tick wait ${pair(result.tickWait, 95)}, read ${pair(result.readMs, 95)}, read → page ${pair(result.afterRead, 95)}`, unit: 'ms',
            note: result.relayHop.length > 0 ? ` (change → relay's first send ${pair(result.relayHop, 95)})` : '',
          });
          if (result.relayMs.length > 0) {
            rows.push({ target, metric: 'each relay’s send time, p50 / max', value: `${round(percentile(result.relayMs, 50))} / ${round(Math.max(...result.relayMs))}`, unit: 'ms', note: ` (sockets per relay ${Math.min(...result.relaySockets)}–${Math.max(...result.relaySockets)})` });
          }
        }
      }
      return { rows, data };
    } finally {
      await upstream.close();
    }
  },
};
