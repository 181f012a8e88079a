// 500 concurrent first visits to one page, then the Worker is restarted (a new workerd process:
// a new isolate with empty memory, the same persisted Cache API, as another isolate of the data
// centre would find it) and 500 more arrive. The page must be rendered once in all (ADR 021).
// Renders are counted from x-page-cache: `miss` (or no header: a page not kept) is a render;
// `shared`, `hit`, `stale` and `edge` are not.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { freePort, ROOT } from '../../scripts/lib/proc.mjs';
import { startServer } from '../../scripts/lib/server.mjs';
import { NEWS_PATH } from '../support.mjs';

const CONCURRENT = 500;
const RENDERED = new Set(['miss', 'none']);

/** Every visitor at once, no cookie: how each was answered. */
async function burst(url) {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: CONCURRENT }, () =>
      fetch(url, { redirect: 'manual' }).then(async (response) => {
        await response.arrayBuffer();
        return { status: response.status, state: response.headers.get('x-page-cache') ?? 'none' };
      }),
    ),
  );
  const states = {};
  for (const { state } of answers) states[state] = (states[state] ?? 0) + 1;
  return {
    ok: answers.filter((answer) => answer.status === 200).length,
    states,
    renders: answers.filter((answer) => RENDERED.has(answer.state)).length,
    elapsedMs: Math.round(performance.now() - started),
  };
}

const describeStates = (states) => Object.entries(states).map(([state, count]) => `${count} ${state}`).join(', ');

export default {
  name: 'page-sharing',
  description: `${CONCURRENT} concurrent first visits to one page, before and after a restart of the Worker, renders counted`,
  async run({ log }) {
    // The news listing is kept 300 s: longer than a restart takes on a busy machine.
    const page = NEWS_PATH;
    // The same port is the same state directory (scripts/start.mjs): the restarted Worker finds
    // the Cache API as the first one left it, and nothing else from before.
    const port = await freePort();
    const stateDir = path.join(ROOT, '.wrangler', `state-kings-${port}`);
    rmSync(stateDir, { recursive: true, force: true });
    const rounds = [];
    try {
      for (const label of ['first Worker', 'after a restart']) {
        const started = performance.now();
        const site = await startServer({ edition: 'kings', league: 'demo', build: false, port, ephemeral: false, env: { REQUEST_LOGS: 'off' } });
        const startMs = Math.round(performance.now() - started);
        try {
          log(`${label}: ${CONCURRENT} concurrent first visits to ${site.url}${page}`);
          rounds.push({ label, startMs, ...(await burst(site.url + page)) });
        } finally {
          await site.stop();
        }
      }
    } finally {
      rmSync(stateDir, { recursive: true, force: true });
    }
    const renders = rounds.reduce((sum, round) => sum + round.renders, 0);
    return {
      rows: [
        ...rounds.flatMap((round) => [
          { target: `${page} (${round.label})`, metric: 'answers 200', value: `${round.ok}/${CONCURRENT}` },
          { target: `${page} (${round.label})`, metric: 'renders', value: round.renders, note: ` (${describeStates(round.states)}; ${round.elapsedMs} ms)` },
        ]),
        { target: `${page} (both)`, metric: 'renders in all', value: renders, note: ' (target: 1)' },
      ],
      data: { page, concurrent: CONCURRENT, rounds, renders },
    };
  },
};
