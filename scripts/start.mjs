#!/usr/bin/env node
// npm start: build when needed, then serve the production build in workerd
// through `wrangler dev` on 127.0.0.1, with the card Worker its service binding reaches
// (wrangler.cards.toml, ADR 049) in the same wrangler dev.
//
// Environment:
//   PORT                  port to listen on (default 8787; 0 = pick a free one)
//   EDITION               kings (default) | queens
//   LEAGUE                demo (default: the built-in demo league, --env kings-demo|queens-demo)
//                         | production (the production Worker and its upstreams, no --env|--env queens)
//   COMPETITION_API_URL   passed to the worker as --var COMPETITION_API_URL:...
//   NEWS_CMS, NEWS_CMS_URL, DEMO_CLOCK_CONTROL, SENTRY_DSN, SENTRY_ENVIRONMENT, ENVIRONMENT,
//   REQUEST_LOGS, TEST_RENDER_ERROR, TEST_FORCE_REPLAY   passed the same way (REQUEST_LOGS: off unless set)
//   LIVE_RELAY_SOCKETS, LIVE_RELAYS_MIN, LIVE_RELAY_FAN_OUT, LIVE_RELAYS_MAX, ALERT_DELIVERY, TEST_ALERT_CONSUMER_FAULT   the same
//                         (relays and the alerts' Queue, ADR 052 and 053)
//   LIVE_SOCKET_OPENS_PER_MINUTE, SHARE_CARD_DRAWS_PER_MINUTE   the Rate Limiting bindings' ceilings
//                         (ADR 056) for this server: served from a copy of wrangler.toml that says so
//   INSPECTOR_PORT        devtools inspector port (default: a free port)
//   CRON_ON_DEMAND=off    no GET /__scheduled (wrangler's --test-scheduled, on by default)
//   STATE_EPHEMERAL=1     wipe the persist dir before starting and after stopping
//   FORCE_BUILD=1         always rebuild
// Flags:
//   --build-only          build if needed, then exit
//   --no-build            never build (fail if there is no build)
//
// Prints exactly one line `Ready on http://127.0.0.1:PORT (edition NAME)` once
// wrangler is ready; other tools (tests/support, bench) wait for that line.
// SIGINT/SIGTERM/SIGHUP stop everything this script started (each child runs
// in its own process group, which is killed as a whole).
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_OUTPUT, ensureBuilt } from './lib/build.mjs';
import {
  ROOT,
  childEnv,
  freePort,
  groupAlive,
  killGroup,
  packageFile,
  portIsFree,
  projectNode,
  run,
  signalNumber,
  spawnGroup,
  stopGroup,
  stripAnsi,
  waitExit,
} from './lib/proc.mjs';
import { keepSeeded, restoreSeeded, seededTemplate } from './lib/seeded-state.mjs';
import { LEAGUES, RATE_LIMIT_VARIABLES, WRANGLER_TOML, hasD1Binding, withRateLimits, wranglerEnvFor } from './lib/wrangler-config.mjs';
import { ensureDemoVapidKeys } from './lib/vapid-keys.mjs';

/** The card Worker's configuration, served beside the page Worker's. */
const CARD_WORKER_CONFIG = 'wrangler.cards.toml';

const HOST = '127.0.0.1';

const log = (msg) => console.log(`[start] ${msg}`);
const fail = (msg, code = 1) => {
  console.error(`[start] error: ${msg}`);
  process.exit(code);
};

// ---------------------------------------------------------------- arguments
const argv = new Set(process.argv.slice(2));
for (const a of argv) {
  if (!['--build-only', '--no-build', '--help', '-h'].includes(a)) fail(`unknown argument ${a} (try --help)`, 2);
}
if (argv.has('--help') || argv.has('-h')) {
  console.log('usage: [PORT=8787] [EDITION=kings|queens] [LEAGUE=demo|production] node scripts/start.mjs [--build-only|--no-build]');
  process.exit(0);
}

const edition = process.env.EDITION || 'kings';
const league = process.env.LEAGUE || 'demo';
if (!LEAGUES.includes(league)) fail(`unknown LEAGUE "${league}": expected one of ${LEAGUES.join(', ')}`, 2);
const wranglerEnv = wranglerEnvFor(edition, league);
if (wranglerEnv === undefined) fail(`unknown EDITION "${edition}": expected kings or queens`, 2);

const portText = process.env.PORT ?? '8787';
if (!/^\d+$/.test(portText) || Number(portText) > 65535) fail(`PORT must be an integer 0-65535, got "${portText}"`, 2);

// ---------------------------------------------------- child/signal handling
/** Process groups started by this script that may still be running. */
const groups = new Set();
let stopping = false;

function track(child) {
  groups.add(child.pid);
  child.once('exit', () => {
    // The leader is gone; its group may still hold grandchildren (workerd).
    if (!groupAlive(child.pid)) groups.delete(child.pid);
  });
  return child;
}

async function stopAll() {
  await Promise.all([...groups].map((pgid) => stopGroup(pgid, { graceMs: 5000 })));
  groups.clear();
}

async function shutdown(code, why) {
  if (stopping) return;
  stopping = true;
  if (why) log(why);
  // First: a caller that loses patience kills this script before stopAll() is done.
  if (ownConfig) rmSync(ownConfig, { force: true });
  await stopAll();
  cleanupState();
  process.exit(code);
}

let firstSignalAt = 0;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (stopping) {
      // The same Ctrl-C often arrives twice (terminal + npm forwarding it):
      // only a signal a second or more after the first means "no more patience".
      if (firstSignalAt && Date.now() - firstSignalAt >= 1000) {
        for (const pgid of groups) killGroup(pgid, 'SIGKILL');
        process.exit(128 + signalNumber(sig));
      }
      return;
    }
    firstSignalAt = Date.now();
    void shutdown(128 + signalNumber(sig), `${sig} received, stopping`);
  });
}
// Last resort (uncaught error, process.exit elsewhere): never leave workerd behind.
process.on('exit', () => {
  for (const pgid of groups) killGroup(pgid, 'SIGKILL');
});

let persistDir = null;
/** This server's copy of wrangler.toml, when the shell gave it other ceilings; removed when it stops. */
let ownConfig = null;
function cleanupState() {
  if (persistDir && process.env.STATE_EPHEMERAL === '1') rmSync(persistDir, { recursive: true, force: true });
  if (ownConfig) rmSync(ownConfig, { force: true });
}

/**
 * The page Worker's configuration: wrangler.toml, or a copy beside it (so its relative paths hold)
 * with the ceilings the shell names. A binding's ceiling is its configuration, not a var (ADR 056).
 */
function pageWorkerConfig(port) {
  const limits = {};
  for (const [variable, binding] of Object.entries(RATE_LIMIT_VARIABLES)) {
    const value = process.env[variable];
    if (value === undefined || value === '') continue;
    if (!/^\d{1,7}$/.test(value) || Number(value) < 1) fail(`${variable} must be a whole number of at least 1, got "${value}"`, 2);
    limits[binding] = Number(value);
  }
  if (Object.keys(limits).length === 0) return WRANGLER_TOML;
  ownConfig = path.join(ROOT, `.wrangler-${edition}-${port}.toml`);
  writeFileSync(ownConfig, withRateLimits(readFileSync(WRANGLER_TOML, 'utf8'), limits));
  log(`rate limits ${Object.entries(limits).map(([name, limit]) => `${name} ${limit}`).join(', ')} a period (${path.basename(ownConfig)})`);
  return ownConfig;
}

async function step(cmd, args, what, options = {}) {
  const { child, done } = run(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  track(child);
  const code = await done;
  if (stopping) await new Promise(() => {}); // shutdown() is exiting
  if (code !== 0) await shutdown(code || 1, `${what} failed (exit code ${code})`);
}

// --------------------------------------------------------------------- main
async function main() {
  // 1. Build when needed.
  if (argv.has('--no-build')) {
    if (!existsSync(BUILD_OUTPUT)) fail(`--no-build given but ${path.relative(ROOT, BUILD_OUTPUT)} is missing`);
  } else {
    try {
      await ensureBuilt({
        force: process.env.FORCE_BUILD === '1',
        log,
        onChild: track,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
    } catch (err) {
      if (stopping) return;
      fail(err.message);
    }
  }
  if (argv.has('--build-only')) return;

  // 2. Ports and per-instance state directory.
  let port = Number(portText);
  if (port === 0) port = await freePort(HOST);
  else if (!(await portIsFree(port, HOST))) fail(`port ${port} on ${HOST} is already in use (set PORT to another port)`);
  const inspectorPort = process.env.INSPECTOR_PORT ? Number(process.env.INSPECTOR_PORT) : await freePort(HOST);

  persistDir = path.join(ROOT, '.wrangler', `state-${edition}-${port}`);
  if (process.env.STATE_EPHEMERAL === '1') rmSync(persistDir, { recursive: true, force: true });

  const node = projectNode();
  const wrangler = packageFile('wrangler', 'bin', 'wrangler.js');
  // `--env ''` names the top-level environment (production kings) explicitly.
  const envArgs = ['--env', wranglerEnv ?? ''];
  const env = childEnv({ WRANGLER_SEND_METRICS: 'false', EDITION: edition });

  // 3. Local D1 (only when wrangler.toml binds "DB" for this edition): migrations, then the demo
  //    seed, then the alerts database's migrations (ADR 035, in every environment that binds it);
  //    or a copy of the state an earlier start made from the same inputs, both databases in it.
  //    Each wrangler run costs seconds of CPU even with nothing to apply (ADR 067).
  const hasDb = hasD1Binding(wranglerEnv, 'DB');
  const migrationsDir = path.join(ROOT, 'migrations');
  const hasSql = existsSync(migrationsDir) && readdirSync(migrationsDir).some((f) => f.endsWith('.sql'));
  const seed = path.join(ROOT, 'scripts', 'seed-demo-league.mjs');
  const template = hasSql && hasDb && existsSync(seed) ? seededTemplate(wranglerEnv, persistDir) : null;
  if (template && restoreSeeded(template, persistDir)) {
    log(`demo league and alerts database copied from ${path.relative(ROOT, template.dir)}`);
  } else {
    if (hasSql && hasDb) {
      log(`applying D1 migrations to ${path.relative(ROOT, persistDir)}`);
      await step(
        node,
        [wrangler, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistDir, ...envArgs],
        'wrangler d1 migrations apply',
        { env: { ...env, CI: 'true' } },
      );
    } else if (hasSql) {
      log(`migrations/ has .sql files but wrangler.toml declares no D1 binding "DB" for edition ${edition}: skipping migrations and seed`);
    }
    if (hasDb && existsSync(seed)) {
      log('seeding demo league');
      await step(node, [seed, persistDir], 'scripts/seed-demo-league.mjs', { env: { ...env, PERSIST_TO: persistDir } });
    }
    if (hasD1Binding(wranglerEnv, 'ALERTS')) {
      log(`applying the alerts database's migrations to ${path.relative(ROOT, persistDir)}`);
      await step(
        node,
        [wrangler, 'd1', 'migrations', 'apply', 'ALERTS', '--local', '--persist-to', persistDir, ...envArgs],
        'wrangler d1 migrations apply ALERTS',
        { env: { ...env, CI: 'true' } },
      );
    }
    if (template) keepSeeded(template, persistDir);
  }
  // The demo league's alerts need VAPID keys: a pair per edition is made once (npm run vapid:keys).
  if (league === 'demo') ensureDemoVapidKeys(wranglerEnv, log);

  // 4. Serve.
  // The page Worker first (its config names the port's Worker), then the card Worker it reaches by
  // its service binding (ADR 049): wrangler dev runs both in one workerd and connects the binding.
  const args = [
    wrangler,
    'dev',
    '--config',
    pageWorkerConfig(port),
    '--config',
    path.join(ROOT, CARD_WORKER_CONFIG),
    ...envArgs,
    '--ip',
    HOST,
    '--port',
    String(port),
    '--inspector-ip',
    HOST,
    '--inspector-port',
    String(inspectorPort),
    '--persist-to',
    persistDir,
    '--local',
    '--show-interactive-dev-session=false',
    '--live-reload=false',
  ];
  // GET /__scheduled runs the cron handler (the team alerts' minute sweep) on demand. It is a
  // middleware wrangler puts in front of every request, so the bench leaves it out to measure the
  // Worker as deployed (CRON_ON_DEMAND=off).
  if (process.env.CRON_ON_DEMAND !== 'off') args.push('--test-scheduled');
  // Settings a visitor's shell may give the Worker (see README).
  const forwarded = ['COMPETITION_API_URL', 'NEWS_CMS', 'NEWS_CMS_URL', 'DEMO_CLOCK_CONTROL', 'SENTRY_DSN', 'SENTRY_ENVIRONMENT', 'SITE_DOMAIN', 'ENVIRONMENT', 'REQUEST_LOGS'];
  // Relays' sizes and the alerts' delivery path (ADR 052, 053): small relays in tests, the inline path for the bench's baseline.
  forwarded.push('LIVE_RELAY_SOCKETS', 'LIVE_RELAYS_MIN', 'LIVE_RELAY_FAN_OUT', 'LIVE_RELAYS_MAX', 'ALERT_DELIVERY');
  // The test-only switches: the Worker refuses them unless ENVIRONMENT is development.
  forwarded.push('TEST_RENDER_ERROR', 'TEST_FORCE_REPLAY', 'TEST_ALERT_CONSUMER_FAULT');
  // An empty upstream address is passed on too: it unsets the one wrangler.toml names, which is how
  // a production Worker's refusal to start without its upstream is seen (ADR 028).
  const emptyMeansUnset = new Set(['COMPETITION_API_URL', 'NEWS_CMS_URL']);
  for (const name of forwarded) {
    const value = process.env[name];
    if (value || (value === '' && emptyMeansUnset.has(name))) args.push('--var', `${name}:${value}`);
  }
  // The request log is for Workers Logs (wrangler.toml turns it on for deploys). Served here, each
  // line travels to wrangler over the devtools protocol, which costs about half of what answering a
  // cached page does: on only when the shell asks for it.
  if (!process.env.REQUEST_LOGS) args.push('--var', 'REQUEST_LOGS:off');

  log(`league ${league}${wranglerEnv ? ` (--env ${wranglerEnv})` : ''}`);
  log(`edition ${edition}: wrangler dev on ${HOST}:${port} (inspector ${inspectorPort}, state ${path.relative(ROOT, persistDir)})`);
  const child = track(spawnGroup(node, args, { env, stdio: ['ignore', 'pipe', 'pipe'] }));
  log(`wrangler pid ${child.pid} (process group ${child.pid})`);

  let ready = false;
  const forward = (stream, out) => {
    let buf = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      buf += chunk;
      let nl;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, nl + 1);
        buf = buf.slice(nl + 1);
        const plain = stripAnsi(line);
        const m = /Ready on (https?:\/\/\S+)/.exec(plain);
        if (m) {
          // Replace wrangler's own line with ours: one clear readiness line.
          if (!ready) {
            ready = true;
            console.log(`Ready on ${m[1].replace(/\/+$/, '')} (edition ${edition})`);
          }
          continue;
        }
        out.write(line);
      }
    });
    stream.on('end', () => {
      if (buf) out.write(buf);
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);

  const { code, signal } = await waitExit(child);
  if (stopping) return;
  const exitCode = signal ? 128 + (signalNumber(signal) ?? 0) : code ?? 1;
  await shutdown(exitCode, `wrangler exited (${signal ?? `code ${code}`})${ready ? '' : ' before it was ready'}`);
}

main().catch(async (err) => {
  console.error(`[start] error: ${err?.stack ?? err}`);
  await shutdown(1);
});
