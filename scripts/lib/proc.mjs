// Process helpers shared by scripts/start.mjs, bench/ and tests/support/.
//
// Every long-lived child is spawned detached, i.e. as the leader of its own
// process group, so that it and everything it starts (wrangler -> workerd)
// can be stopped together with kill(-pgid). Nothing here ever kills by name.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BIN_DIR = path.join(ROOT, 'node_modules', '.bin');

/**
 * The Node binary to run project tools with: the `node` devDependency
 * (Node 24) when installed, otherwise whatever runs this script.
 */
export function projectNode() {
  const local = path.join(BIN_DIR, 'node');
  if (existsSync(local)) return realpathSync(local);
  return process.execPath;
}

/** Absolute path of a package's file inside node_modules (no resolution magic). */
export function packageFile(...segments) {
  return path.join(ROOT, 'node_modules', ...segments);
}

/** Environment for children: node_modules/.bin first on PATH so `node` is Node 24. */
export function childEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  env.PATH = [BIN_DIR, env.PATH ?? ''].filter(Boolean).join(path.delimiter);
  return env;
}

/**
 * Spawn `cmd args` as the leader of a new process group.
 * Returns the ChildProcess; its pid is also the process group id.
 */
export function spawnGroup(cmd, args, options = {}) {
  return spawn(cmd, args, { cwd: ROOT, ...options, detached: true });
}

/** Send `signal` to the whole process group led by `pgid`. Returns false if it is gone. */
export function killGroup(pgid, signal = 'SIGTERM') {
  if (!pgid) return false;
  try {
    process.kill(-pgid, signal);
    return true;
  } catch (err) {
    if (err && err.code === 'ESRCH') return false;
    throw err;
  }
}

/** True while any process of the group still exists. */
export function groupAlive(pgid) {
  if (!pgid) return false;
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (err) {
    return err && err.code === 'EPERM';
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Stop a process group: SIGTERM, wait up to `graceMs` for every member to be
 * gone, then SIGKILL. Resolves once the group is empty (or after the kill).
 */
export async function stopGroup(pgid, { graceMs = 5000, signal = 'SIGTERM' } = {}) {
  if (!killGroup(pgid, signal)) return;
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!groupAlive(pgid)) return;
    await sleep(50);
  }
  killGroup(pgid, 'SIGKILL');
  const hardDeadline = Date.now() + 2000;
  while (Date.now() < hardDeadline && groupAlive(pgid)) await sleep(50);
}

/** Resolve with { code, signal } when the child has exited. */
export function waitExit(child) {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

/** Run a command to completion in its own process group; resolves with the exit code. */
export function run(cmd, args, options = {}) {
  const child = spawnGroup(cmd, args, { stdio: 'inherit', ...options });
  return { child, done: waitExit(child).then(({ code, signal }) => (signal ? 128 + (signalNumber(signal) ?? 0) : code ?? 1)) };
}

const SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGKILL: 9, SIGTERM: 15 };
export function signalNumber(name) {
  return SIGNALS[name];
}

/**
 * A free TCP port on `host`, chosen below the range the OS hands out on its own.
 *
 * A port chosen here is bound later by another process (wrangler, workerd). Asked of the OS with
 * bind(0), it came from the ephemeral range, where any socket opened meanwhile (a server's own
 * inspector or loopback sockets, an outgoing connection) may be given the same number, and the
 * later bind fails with "already in use". Below that range nothing is handed out unasked, and the
 * ports this process has chosen are never chosen twice.
 */
export async function freePort(host = '127.0.0.1') {
  const [low, high] = quietRange();
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low));
    if (chosenPorts.has(port)) continue;
    if (await portIsFree(port, host)) {
      chosenPorts.add(port);
      return port;
    }
  }
  throw new Error(`no free port on ${host} between ${low} and ${high}`);
}

const chosenPorts = new Set();

/** The ports below the OS's ephemeral range (Linux: /proc/sys/net/ipv4/ip_local_port_range). */
function quietRange() {
  let ephemeralLow = 32768;
  try {
    const first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (Number.isInteger(first) && first > 12000) ephemeralLow = first;
  } catch {
    // not Linux: 32768 is the low end of the ranges others use by default (macOS 49152)
  }
  return [10000, ephemeralLow];
}

/** True when nothing listens on host:port (we could bind it). */
export function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, host, () => srv.close(() => resolve(true)));
  });
}

/** Remove ANSI colour/cursor escape sequences. */
export function stripAnsi(s) {
  // eslint-disable-next-line no-control-regex
  return s.replace(/\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007]*\u0007/g, '');
}
