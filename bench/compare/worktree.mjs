// An earlier commit checked out beside the repository (never inside it), with dependencies and
// a build of its own, so the bench can serve it next to the working tree.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, childEnv, projectNode, run } from '../../scripts/lib/proc.mjs';

/** Where the worktrees live: the system's temporary folder, one per commit, reused across runs. */
export const WORKTREES = path.join(os.tmpdir(), 'kings-league-bench');

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The commit a name (sha, tag, branch, HEAD~3) stands for, short; throws on a name git does not know. */
export function resolveCommit(name) {
  return git('rev-parse', '--short', '--verify', `${name}^{commit}`);
}

// The working tree's dependencies, hard-linked (a copy where links are refused): an earlier commit
// usually needs a subset of them. One whose package.json names a package they lack gets `npm ci`.
async function installDependencies(dir, log) {
  const modules = path.join(dir, 'node_modules');
  if (!existsSync(modules)) {
    log(`linking node_modules into ${dir}`);
    try {
      execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), modules]);
    } catch {
      cpSync(path.join(ROOT, 'node_modules'), modules, { recursive: true, verbatimSymlinks: true });
    }
  }
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const wanted = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  const missing = wanted.filter((name) => !existsSync(path.join(modules, name, 'package.json')));
  if (missing.length === 0) return;
  log(`${missing.join(', ')} missing: npm ci in ${dir}`);
  const npm = path.join(path.dirname(projectNode()), 'npm');
  const { done } = run(existsSync(npm) ? npm : 'npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'], env: childEnv() });
  if ((await done) !== 0) throw new Error(`npm ci failed in ${dir}`);
}

/**
 * Builds a checkout if its build is out of date, with no time limit: a server's start waits only so
 * long for "Ready on", and a build on a busy machine can take most of that.
 */
export async function builtCheckout(dir, name, log) {
  log(`building ${name} if needed`);
  const { done } = run(projectNode(), [path.join(dir, 'scripts', 'start.mjs'), '--build-only'], {
    cwd: dir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: childEnv({ FORCE_COLOR: '0' }),
  });
  if ((await done) !== 0) throw new Error(`building ${name} failed`);
  return dir;
}

/** A built checkout of the commit; resolves with its folder. */
export async function preparedWorktree(commit, log) {
  mkdirSync(WORKTREES, { recursive: true });
  const dir = path.join(WORKTREES, commit);
  if (!existsSync(path.join(dir, 'package.json'))) {
    log(`git worktree add ${dir} ${commit}`);
    git('worktree', 'add', '--force', '--detach', dir, commit);
  }
  await installDependencies(dir, log);
  return builtCheckout(dir, commit, log);
}
