// A seeded demo league kept for the next start: `wrangler d1 migrations apply` and the seed take
// 10–25 s per server (two wrangler runs and 4 MB of SQL), and the tests start about twenty servers.
// The copy is taken after the alerts database's migrations too: a wrangler run with nothing to
// apply still costs 4–5 s of CPU (ADR 067).
// The first start of an edition seeds as before and keeps a copy of its fresh state directory; later
// starts with the same inputs copy that directory instead (a few milliseconds).
//
// The copy is keyed by everything the seeded database is made of: the wrangler environment and
// wrangler.toml, the migrations, the seed script, DEMO_LEAGUE_SEED and the sources the generator
// bundles (all of src/, read by content). A change to any of them seeds again.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './proc.mjs';

const TEMPLATES = path.join(ROOT, '.wrangler', 'seeded');
const INPUTS = ['src', 'migrations', 'scripts/seed-demo-league.mjs', 'wrangler.toml'];

function filesUnder(target, out) {
  let entries;
  try {
    entries = readdirSync(target, { withFileTypes: true });
  } catch {
    if (existsSync(target)) out.push(target);
    return out;
  }
  for (const entry of entries) {
    const child = path.join(target, entry.name);
    if (entry.isDirectory()) filesUnder(child, out);
    else out.push(child);
  }
  return out;
}

/** What a kept copy holds; a copy kept before it held the alerts database too is not used. */
const TEMPLATE_CONTENT = 'demo league and alerts database';

function templateKey(wranglerEnv) {
  const hash = createHash('sha256');
  hash.update(`${TEMPLATE_CONTENT}\0${wranglerEnv}\0${process.env.DEMO_LEAGUE_SEED ?? ''}\0`);
  const files = INPUTS.flatMap((input) => filesUnder(path.join(ROOT, input), [])).sort();
  for (const file of files) hash.update(`${path.relative(ROOT, file)}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/**
 * The kept copy for a wrangler environment, or null when seeding must happen in place (the state
 * directory already exists and holds what an earlier run left, or DEMO_LEAGUE_FORCE asks for a seed).
 */
export function seededTemplate(wranglerEnv, persistDir) {
  if (process.env.DEMO_LEAGUE_FORCE === '1' || existsSync(persistDir)) return null;
  const name = `${wranglerEnv}-${templateKey(wranglerEnv)}`;
  return { dir: path.join(TEMPLATES, name), name, wranglerEnv };
}

/** Copies the kept state into persistDir; false when there is none yet (or it could not be read). */
export function restoreSeeded(template, persistDir) {
  if (!existsSync(template.dir)) return false;
  try {
    cpSync(template.dir, persistDir, { recursive: true });
    return true;
  } catch {
    rmSync(persistDir, { recursive: true, force: true });
    return false;
  }
}

/**
 * Keeps a copy of a freshly seeded persistDir, and drops the environment's older copies. Written
 * beside and renamed into place, so a start running at the same moment sees a whole copy or none.
 */
export function keepSeeded(template, persistDir) {
  const partial = `${template.dir}.${process.pid}.partial`;
  try {
    mkdirSync(TEMPLATES, { recursive: true });
    cpSync(persistDir, partial, { recursive: true });
    renameSync(partial, template.dir);
  } catch {
    // Another start kept the same copy first, or the disk refused: the next start seeds again.
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  for (const entry of readdirSync(TEMPLATES)) {
    const sameEnvironment = entry.slice(0, -17) === template.wranglerEnv && /-[0-9a-f]{16}$/.test(entry);
    if (sameEnvironment && entry !== template.name) rmSync(path.join(TEMPLATES, entry), { recursive: true, force: true });
  }
}
