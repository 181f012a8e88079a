// Which wrangler environment serves an edition's league, and a minimal,
// dependency-free look into wrangler.toml: does the given wrangler environment
// declare a D1 binding with a given name?
//
// D1 bindings are not inherited by [env.*] sections in wrangler, so for
// `--env queens` the binding must be under [[env.queens.d1_databases]].
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './proc.mjs';

export const WRANGLER_TOML = path.join(ROOT, 'wrangler.toml');

/** `demo`: the built-in demo league; `production`: the Worker that deploys, with its upstreams. */
export const LEAGUES = ['demo', 'production'];

/** wrangler --env per edition and league (null: the top-level environment); ADR 028. */
const WRANGLER_ENVS = {
  kings: { demo: 'kings-demo', production: null },
  queens: { demo: 'queens-demo', production: 'queens' },
};

/**
 * A text only the demo league's code holds (its app's refusal without D1, src/demo-league/api/app.ts):
 * found in a bundle, that bundle can serve the demo. A string, not a name: wrangler minifies the
 * Worker (ADR 054), which renames functions but keeps what they say.
 */
export const DEMO_LEAGUE_MARKER = 'the D1 binding DB is missing';

/** The wrangler environment for an edition's league; undefined for an unknown edition or league. */
export function wranglerEnvFor(edition, league) {
  if (!Object.hasOwn(WRANGLER_ENVS, edition) || !LEAGUES.includes(league)) return undefined;
  return WRANGLER_ENVS[edition][league];
}

function stripComment(line) {
  // Drop a trailing "# comment" that is not inside a string.
  let inStr = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (inStr) {
      if (c === '\\' && inStr === '"') i++;
      else if (c === inStr) inStr = null;
    } else if (c === '"' || c === "'") inStr = c;
    else if (c === '#') return line.slice(0, i);
  }
  return line;
}

/**
 * @param {string | null} env  wrangler environment name, or null for the top level
 * @param {string} binding     binding name, e.g. "DB"
 */
export function hasD1Binding(env, binding = 'DB', tomlPath = WRANGLER_TOML) {
  if (!existsSync(tomlPath)) return false;
  const wanted = env ? `env.${env}.d1_databases` : 'd1_databases';
  const bindingRe = new RegExp(`(^|[\\s,{])binding\\s*=\\s*["']${binding}["']`);
  let table = ''; // current [table] / [[array-table]] path
  let inlineArray = false; // inside `d1_databases = [ ... ]` spanning lines
  for (const raw of readFileSync(tomlPath, 'utf8').split(/\r?\n/)) {
    const line = stripComment(raw).trim();
    if (!line) continue;
    const header = /^\[\[?\s*([^\]]+?)\s*\]\]?$/.exec(line);
    if (header) {
      table = header[1].replace(/\s+/g, '').replace(/["']/g, '');
      inlineArray = false;
      continue;
    }
    if (table === wanted && bindingRe.test(line)) return true;
    if (inlineArray) {
      if (bindingRe.test(line)) return true;
      if (line.startsWith(']')) inlineArray = false;
      continue;
    }
    // Inline form: d1_databases = [{ binding = "DB", ... }] (possibly spanning lines).
    const keyMatch = /^([A-Za-z0-9_."'-]+)\s*=\s*(.*)$/.exec(line);
    if (keyMatch) {
      const key = [table, keyMatch[1].replace(/["'\s]/g, '')].filter(Boolean).join('.');
      if (key !== wanted) continue;
      const value = keyMatch[2];
      if (bindingRe.test(value)) return true;
      const opens = (value.match(/\[/g) ?? []).length;
      const closes = (value.match(/\]/g) ?? []).length;
      inlineArray = opens > closes;
    }
  }
  return false;
}

/** Shell variables that give a local server other ceilings than wrangler.toml's (ADR 056), per binding. */
export const RATE_LIMIT_VARIABLES = {
  LIVE_SOCKET_OPENS_PER_MINUTE: 'LIVE_SOCKET_OPENS',
  SHARE_CARD_DRAWS_PER_MINUTE: 'SHARE_CARD_DRAWS',
};

/**
 * wrangler.toml's text with the `simple = { limit = N, … }` of each named Rate Limiting binding
 * set to the limit given, in every environment: a binding's ceiling is part of its configuration,
 * and the binding's API takes no other per call. Throws when a name is bound nowhere.
 * @param {string} toml
 * @param {Record<string, number>} limits  binding name → requests per period
 */
export function withRateLimits(toml, limits) {
  const rewritten = new Set();
  let binding = null; // the name of the [[…ratelimits]] table being read, once its name line is seen
  const lines = toml.split('\n').map((raw) => {
    const line = stripComment(raw).trim();
    if (/^\[/.test(line)) {
      binding = /^\[\[\s*(?:env\.[^.\]]+\.)?ratelimits\s*\]\]$/.test(line) ? '' : null;
      return raw;
    }
    if (binding === null) return raw;
    const name = /^name\s*=\s*"([^"]+)"/.exec(line);
    if (name) binding = name[1];
    if (!binding || !Object.hasOwn(limits, binding) || !/^simple\s*=/.test(line)) return raw;
    rewritten.add(binding);
    return raw.replace(/\blimit\s*=\s*\d+/, `limit = ${limits[binding]}`);
  });
  const missing = Object.keys(limits).filter((name) => !rewritten.has(name));
  if (missing.length > 0) throw new Error(`wrangler.toml binds no rate limit named ${missing.join(', ')}`);
  return lines.join('\n');
}
