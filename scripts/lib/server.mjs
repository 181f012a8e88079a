// Start scripts/start.mjs as a child (own process group), wait for its
// `Ready on URL (edition NAME)` line and for the server to answer HTTP, and
// give back a handle that stops everything again. Used by tests/support and bench/.
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, childEnv, groupAlive, killGroup, projectNode, spawnGroup, stopGroup, stripAnsi, waitExit } from './proc.mjs';

export { freePort } from './proc.mjs';

const startScript = (root) => path.join(root, 'scripts', 'start.mjs');

/** Every process group started through this module and not yet stopped. */
const live = new Set();
let exitHookInstalled = false;
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // If the host process dies without calling stop(), take the servers down with it.
  process.on('exit', () => {
    for (const pgid of live) killGroup(pgid, 'SIGKILL');
  });
}

/** Run `node scripts/start.mjs --build-only`; rejects with the output on failure. */
export async function buildIfNeeded({ logFile } = {}) {
  const child = spawnGroup(projectNode(), [startScript(ROOT), '--build-only'], {
    env: childEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child.pid);
  installExitHook();
  const out = collect(child, logFile);
  const { code, signal } = await waitExit(child);
  live.delete(child.pid);
  if (code !== 0) throw new Error(`build failed (${signal ?? `exit code ${code}`}):\n${tail(out.text())}`);
  return out.text();
}

/**
 * @param {object} o
 * @param {'kings'|'queens'} o.edition
 * @param {'demo'|'production'} [o.league]  which Worker serves (start.mjs's LEAGUE; default demo)
 * @param {number} [o.port]            0 or unset: a free port chosen by start.mjs
 * @param {boolean} [o.build]          false: pass --no-build (default true)
 * @param {boolean} [o.ephemeral]      wipe the per-instance state dir at start/stop (default true)
 * @param {string} [o.logFile]         also write the server's output there
 * @param {Record<string,string>} [o.env]
 * @param {number} [o.timeoutMs]       how long to wait for readiness (default 300 s)
 * @param {string} [o.root]            the checkout to serve (default this one; the bench serves an earlier commit's worktree)
 */
export async function startServer({ edition, league = 'demo', port = 0, build = true, ephemeral = true, logFile, env = {}, timeoutMs = 300_000, root = ROOT }) {
  const args = [startScript(root)];
  if (!build) args.push('--no-build');
  const spawnedAt = performance.now();
  let serveFrom = null;
  const child = spawnGroup(projectNode(), args, {
    cwd: root,
    env: childEnv({ ...env, EDITION: edition, LEAGUE: league, PORT: String(port), STATE_EPHEMERAL: ephemeral ? '1' : '0', FORCE_COLOR: '0' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child.pid);
  installExitHook();
  const out = collect(child, logFile);

  let wranglerPgid = null;
  let stateDir = null;
  const stop = async () => {
    // SIGTERM to start.mjs's group: it stops wrangler's group itself.
    await stopGroup(child.pid, { graceMs: 10_000 });
    // Belt and braces: if start.mjs could not (e.g. it was SIGKILLed), do it here.
    if (wranglerPgid && groupAlive(wranglerPgid)) await stopGroup(wranglerPgid, { graceMs: 3000 });
    live.delete(child.pid);
    if (wranglerPgid) live.delete(wranglerPgid);
    await waitExit(child);
    // start.mjs removes an ephemeral state dir itself, unless it was killed hard.
    if (ephemeral && stateDir) rmSync(path.resolve(root, stateDir), { recursive: true, force: true });
  };

  try {
    const url = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms waiting for "Ready on"`)), timeoutMs);
      const onLine = (line) => {
        const g = /\[start\] wrangler pid \d+ \(process group (\d+)\)/.exec(line);
        if (g) {
          wranglerPgid = Number(g[1]);
          live.add(wranglerPgid);
          serveFrom = performance.now();
        }
        const st = /\[start\] edition \w+: wrangler dev on .*, state (\S+)\)$/.exec(line);
        if (st && st[1].startsWith('.wrangler/state-')) stateDir = st[1];
        const m = /^Ready on (\S+) \(edition (\w+)\)/.exec(line);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      };
      out.onLine(onLine);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`scripts/start.mjs exited (${signal ?? `code ${code}`}) before it was ready`));
      });
    });
    await waitForHttp(url, Math.max(5_000, timeoutMs / 2));
    const answeredAt = performance.now();
    // Where a start's time went: the build (when asked for), the state and the migrations before
    // wrangler dev, then wrangler dev until the Worker answers (ADR 067).
    const startup = { prepareMs: Math.round((serveFrom ?? answeredAt) - spawnedAt), serveMs: Math.round(answeredAt - (serveFrom ?? answeredAt)) };
    return { url, edition, pid: child.pid, startup, get wranglerPgid() { return wranglerPgid; }, output: () => out.text(), stop };
  } catch (err) {
    await stop();
    throw new Error(`${edition} server failed to start: ${err.message}\n--- output (tail) ---\n${tail(out.text())}`);
  }
}

/** Poll GET url until any HTTP response arrives. */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let lastErr;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer().catch(() => {});
      return res.status;
    } catch (err) {
      lastErr = err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`no HTTP response from ${url} within ${timeoutMs} ms: ${lastErr?.message ?? 'unknown error'}`);
}

function collect(child, logFile) {
  const chunks = [];
  const listeners = [];
  let file = null;
  if (logFile) {
    mkdirSync(path.dirname(logFile), { recursive: true });
    file = createWriteStream(logFile, { flags: 'w' });
    child.once('close', () => file.end());
  }
  for (const stream of [child.stdout, child.stderr]) {
    let buf = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      chunks.push(chunk);
      if (chunks.length > 2000) chunks.splice(0, chunks.length - 1000);
      file?.write(chunk);
      buf += chunk;
      let nl;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = stripAnsi(buf.slice(0, nl));
        buf = buf.slice(nl + 1);
        for (const l of listeners) l(line);
      }
    });
  }
  return { text: () => chunks.join(''), onLine: (fn) => listeners.push(fn) };
}

function tail(text, lines = 40) {
  return stripAnsi(text).split('\n').slice(-lines).join('\n');
}
