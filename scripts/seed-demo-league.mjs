#!/usr/bin/env node
// Seeds the built-in demo league into the local D1 database of one edition.
//
//   node scripts/seed-demo-league.mjs <persistDir>
//
// scripts/start.mjs runs it after `wrangler d1 migrations apply`, with EDITION (kings | queens)
// and PERSIST_TO in the environment. The generator is TypeScript with extensionless imports,
// so esbuild bundles it to a temporary module first. The seed is deterministic: it is skipped
// when demo_meta already records the same generator version, seed and data hash.
//
// Environment:
//   EDITION             kings (default) | queens (the demo league's wrangler environment of each)
//   PERSIST_TO          the persist dir, when no argument is given
//   DEMO_LEAGUE_SEED    a 32-bit unsigned seed (default: the generator's)
//   DEMO_LEAGUE_FORCE=1 seed even when demo_meta says it is current
//
// Prints one line. Exits non-zero when seeding fails.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { ROOT, childEnv, packageFile, projectNode, waitExit } from './lib/proc.mjs';
import { wranglerEnvFor } from './lib/wrangler-config.mjs';

const started = performance.now();
const fail = (message) => {
  console.error(`[seed] error: ${message}`);
  process.exit(1);
};

const persistDir = process.argv[2] ?? process.env.PERSIST_TO;
if (!persistDir) fail('usage: node scripts/seed-demo-league.mjs <persistDir> (or PERSIST_TO)');
const edition = process.env.EDITION || 'kings';
const wranglerEnv = wranglerEnvFor(edition, 'demo');
if (!wranglerEnv) fail(`unknown EDITION "${edition}"`);

const tmp = mkdtempSync(path.join(os.tmpdir(), 'demo-league-seed-'));
process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));

/** Runs wrangler d1 execute against the edition's local database; resolves with its stdout. */
async function d1Execute(args) {
  const wrangler = packageFile('wrangler', 'bin', 'wrangler.js');
  const argv = [wrangler, 'd1', 'execute', 'DB', '--local', '--persist-to', path.resolve(ROOT, persistDir), '--env', wranglerEnv, ...args];
  const chunks = [];
  const errors = [];
  // Not detached: wrangler stays in this script's process group, so stopping the seed stops it too.
  const child = spawn(projectNode(), argv, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: childEnv({ CI: 'true', WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0', NO_COLOR: '1' }),
  });
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  child.stderr.on('data', (chunk) => errors.push(chunk));
  const { code, signal } = await waitExit(child);
  const stdout = Buffer.concat(chunks).toString('utf8');
  if (code !== 0) throw new Error(`wrangler d1 execute failed (${signal ?? `exit ${code}`}):\n${Buffer.concat(errors).toString('utf8')}${stdout}`.trim());
  return stdout;
}

/** What demo_meta says was seeded last; empty when nothing was or it cannot be read (then seeding tells why). */
async function readMeta() {
  try {
    const stdout = await d1Execute(['--json', '--command', 'SELECT key, value FROM demo_meta']);
    const parsed = JSON.parse(stdout.slice(stdout.indexOf('[')));
    return Object.fromEntries((parsed[0]?.results ?? []).map((row) => [row.key, row.value]));
  } catch {
    return {};
  }
}

async function loadGenerator() {
  const outfile = path.join(tmp, 'generator.mjs');
  await build({
    entryPoints: [path.join(ROOT, 'src', 'demo-league', 'generator', 'index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    outfile,
    logLevel: 'error',
  });
  return import(outfile);
}

async function main() {
  // The check and the generation are independent: run wrangler while the generator works.
  const metaPromise = readMeta();
  const generator = await loadGenerator();
  const seed = process.env.DEMO_LEAGUE_SEED ? Number(process.env.DEMO_LEAGUE_SEED) : generator.DEFAULT_SEED;
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) fail(`DEMO_LEAGUE_SEED must be a 32-bit unsigned integer, got "${process.env.DEMO_LEAGUE_SEED}"`);
  const league = generator.generateDemoLeague(seed);
  const dataSql = generator.toSeedSql(league);
  const dataSha256 = createHash('sha256').update(dataSql).digest('hex');
  const meta = await metaPromise;
  const current =
    meta.generator_version === String(generator.GENERATOR_VERSION) && meta.seed === String(seed) && meta.data_sha256 === dataSha256;
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  if (current && process.env.DEMO_LEAGUE_FORCE !== '1') {
    console.log(`[seed] demo league already seeded (generator v${generator.GENERATOR_VERSION}, seed ${seed}, ${edition}), checked in ${seconds()} s`);
    return;
  }
  const sql = dataSql + generator.toMetaSql({ generatorVersion: generator.GENERATOR_VERSION, seed, dataSha256 });
  const file = path.join(tmp, 'seed.sql');
  writeFileSync(file, sql);
  await d1Execute(['--file', file]);
  console.log(
    `[seed] demo league seeded (${edition}, generator v${generator.GENERATOR_VERSION}, seed ${seed}): ` +
      `${league.seasons.length} seasons, ${league.teams.length} teams, ${league.players.length} players, ${league.matches.length} matches, ` +
      `${(sql.length / 1e6).toFixed(1)} MB SQL in ${seconds()} s`,
  );
}

main().catch((err) => fail(err?.message ?? String(err)));
