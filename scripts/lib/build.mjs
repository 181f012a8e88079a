// "Build when needed" for the Waku production build.
//
// A build is needed when dist/server/serve-cloudflare.js is missing, when it is
// older than any input file, or when the stamp file written after the last
// successful build (dist/.build-stamp.json) is missing or records a different
// set of inputs (catches deleted/renamed files, which mtimes alone miss).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, childEnv, packageFile, projectNode, run } from './proc.mjs';

export const BUILD_OUTPUT = path.join(ROOT, 'dist', 'server', 'serve-cloudflare.js');
export const STAMP_FILE = path.join(ROOT, 'dist', '.build-stamp.json');
const LOCK_DIR = path.join(ROOT, '.wrangler', 'build.lock');

/** Folders whose every file is a build input. */
export const INPUT_DIRS = ['src', 'messages', 'public', 'migrations'];
/** Single files that are build inputs. */
export const INPUT_FILES = ['waku.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];

function walk(dir, out) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.isFile() || e.isSymbolicLink()) out.push(p);
  }
}

/** List the input files with their size and mtime. */
export function listInputs() {
  const files = [];
  for (const d of INPUT_DIRS) walk(path.join(ROOT, d), files);
  for (const f of INPUT_FILES) {
    const p = path.join(ROOT, f);
    if (existsSync(p)) files.push(p);
  }
  return files
    .map((p) => {
      const st = statSync(p);
      return { file: path.relative(ROOT, p), size: st.size, mtimeMs: st.mtimeMs };
    })
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

export function fingerprint(inputs) {
  const h = createHash('sha256');
  for (const i of inputs) h.update(`${i.file}\0${i.size}\0${Math.trunc(i.mtimeMs)}\n`);
  return h.digest('hex');
}

/** Returns null when the build is current, else a human-readable reason. */
export function buildNeeded() {
  if (!existsSync(BUILD_OUTPUT)) return `${path.relative(ROOT, BUILD_OUTPUT)} is missing`;
  if (!existsSync(STAMP_FILE)) return `no build stamp (${path.relative(ROOT, STAMP_FILE)})`;
  const inputs = listInputs();
  const outMtime = statSync(BUILD_OUTPUT).mtimeMs;
  const newer = inputs.find((i) => i.mtimeMs > outMtime);
  if (newer) return `${newer.file} changed since the last build`;
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(STAMP_FILE, 'utf8'));
  } catch {
    return 'build stamp is unreadable';
  }
  if (stamp.fingerprint !== fingerprint(inputs)) return 'the set of input files changed since the last build';
  return null;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** Cross-process lock so two starters never run `waku build` at the same time. */
async function withBuildLock(fn, log) {
  mkdirSync(path.dirname(LOCK_DIR), { recursive: true });
  const ownerFile = path.join(LOCK_DIR, 'pid');
  let announced = false;
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      writeFileSync(ownerFile, String(process.pid));
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      let owner = NaN;
      try {
        owner = Number(readFileSync(ownerFile, 'utf8'));
      } catch {
        /* owner is writing its pid right now, or died before doing so */
      }
      const age = (() => {
        try {
          return Date.now() - statSync(LOCK_DIR).mtimeMs;
        } catch {
          return 0;
        }
      })();
      if ((Number.isFinite(owner) && owner > 0 && !pidAlive(owner)) || (!Number.isFinite(owner) && age > 10_000)) {
        rmSync(LOCK_DIR, { recursive: true, force: true }); // stale lock
        continue;
      }
      if (!announced) {
        log(`waiting for another build to finish (lock ${path.relative(ROOT, LOCK_DIR)}, pid ${owner})`);
        announced = true;
      }
      await sleep(250);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

/**
 * Build if needed (or always with force). Resolves with true when a build ran.
 * `onChild` receives the build's ChildProcess so callers can stop it on a signal.
 * `stdio` defaults to inheriting the caller's output.
 */
export async function ensureBuilt({ force = false, log = console.log, onChild = () => {}, stdio = 'inherit' } = {}) {
  return withBuildLock(async () => {
    const reason = force ? 'forced' : buildNeeded();
    if (!reason) {
      log('build is up to date');
      return false;
    }
    log(`building (${reason}): waku build`);
    const inputs = listInputs();
    const started = Date.now();
    const { child, done } = run(projectNode(), [packageFile('waku', 'cli.js'), 'build'], {
      stdio,
      env: childEnv({ NODE_ENV: 'production' }),
    });
    onChild(child);
    const code = await done;
    if (code !== 0) throw new Error(`waku build failed (exit code ${code})`);
    if (!existsSync(BUILD_OUTPUT)) throw new Error(`waku build did not produce ${path.relative(ROOT, BUILD_OUTPUT)}`);
    writeFileSync(
      STAMP_FILE,
      JSON.stringify({ builtAt: new Date().toISOString(), fingerprint: fingerprint(inputs), inputs: inputs.length }, null, 2) + '\n',
    );
    log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  }, log);
}
