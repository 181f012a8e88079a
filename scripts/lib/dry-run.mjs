// `wrangler deploy --dry-run`: bundles a Worker as a deploy would and checks its configuration,
// uploading nothing. The deploy-config test and the bench read the same figures from it.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT, childEnv, packageFile, projectNode, stripAnsi } from './proc.mjs';

const run = promisify(execFile);

/** `Total Upload: 3320.72 KiB / gzip: 671.07 KiB` → the two figures in KiB. */
export function parseUploadSize(output) {
  const match = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(stripAnsi(output));
  if (!match) throw new Error(`no "Total Upload" line in the dry run's output:\n${output}`);
  return { uploadKiB: Number(match[1]), gzipKiB: Number(match[2]) };
}

/**
 * Dry-run deploy of one wrangler environment (null: the top level) of a configuration (the page
 * Worker's wrangler.toml unless `config` names another, such as the card Worker's). Resolves with
 * wrangler's output, the upload figures, the bundled Worker's text (its .js files, source maps
 * left out) and the names of every module it uploads. Needs a build (dist/).
 */
export async function dryRunDeploy(wranglerEnv, { config } = {}) {
  const outdir = mkdtempSync(path.join(tmpdir(), `dry-run-${wranglerEnv ?? 'top-level'}-`));
  try {
    const { stdout, stderr } = await run(
      projectNode(),
      [packageFile('wrangler', 'bin', 'wrangler.js'), 'deploy', '--dry-run', '--outdir', outdir, '--env', wranglerEnv ?? '', ...(config ? ['--config', config] : [])],
      { cwd: ROOT, env: childEnv({ NO_COLOR: '1', WRANGLER_SEND_METRICS: 'false' }), timeout: 180_000, maxBuffer: 16 * 1024 * 1024 },
    );
    const output = stripAnsi(stdout + stderr);
    const modules = readdirSync(outdir, { recursive: true }).map(String);
    const bundle = modules
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(outdir, file), 'utf8'))
      .join('\n');
    return { output, ...parseUploadSize(output), bundle, modules };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
