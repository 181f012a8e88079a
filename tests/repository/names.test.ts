// Names a newcomer can trust (ADR 071): a file's name finds one file, "worker" says which worker,
// and a number of time says its unit. Each rule reads the sources as they are, so a new file or
// constant that breaks it fails here, with the rule's reason beside it.
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSource, root, sourceFiles } from './source-files';

/**
 * Base names more than one production file of src may carry, each with why. Anything else is
 * one file: a second `request-context.ts` or `worker.ts` sends a newcomer to the wrong one.
 */
const SHARED_BASE_NAMES: Record<string, string> = {
  'index.ts': "a folder's server front door (ADR 040): named by its folder",
  'browser.ts': "a feature's browser front door (ADR 040): named by its folder",
  'types.ts': "a folder's types, imported only from within it",
  'testing.ts': "a folder's fixtures for tests, imported only by its tests",
  'api.ts': "each data client's calls (lib/cms, lib/competition), one per upstream",
  'schemas.ts': "each data client's zod schemas, one per upstream",
  'errors.ts': 'the endpoints\' one error shape; the competition rules\' own failures',
  // A config table and the code that applies it share the table's name: config/page-cache.ts holds
  // the figures middleware/page-cache.ts keeps to (the layers say which is which, ADR 031).
  'api-edge-cache.ts': 'config table and the endpoints\' step that applies it',
  'calendar-feeds.ts': 'config table and the endpoint that serves the feeds',
  'page-cache.ts': 'config table and the middleware that applies it',
  'share-cards.ts': 'config table and the endpoint that serves the cards',
  'site-files.ts': 'config table and the endpoint that serves the files',
  'language-switch.ts': "the endpoint that stores a choice and the navigation's links to it",
  'web-app-manifest.ts': "the endpoint that serves the manifest and the site app's manifest it builds",
  'upstream.ts': "config's upstream figures and the statistics tests' fake upstream (testing/)",
  'card-frame.ts': "the card model's frame (lib/share-cards) and the card Worker's drawing of it",
  'countdown.ts': "the home page's and the rules' countdowns, each inside its feature",
  'search-text.ts': "text folding for search (lib/text) and the league pages' searchable text",
  'pool.ts': "the simulators' player pool and its test fixture (testing/)",
  'match.ts': "reshaping of a competition match and the match page's entity, each inside its folder",
};

/**
 * The demo league stands in for the league's upstreams and is reached through one seam (ADR 028):
 * its files are named for the upstream data they make (matches.ts, teams.ts, one file per language),
 * so they repeat among themselves and mirror the names of what reads them.
 */
const OWN_WORLD = 'src/demo-league/';

/**
 * Every name in src that says "worker", and which worker it means. The browser's is always
 * "service worker"; a Cloudflare Worker is never called that, and no folder is called "worker" alone.
 */
const WORKER_NAMES: Record<string, 'service worker' | 'Cloudflare Worker'> = {
  'service-worker': 'service worker',
  'service-worker.ts': 'service worker',
  'register-service-worker.ts': 'service worker',
  'share-card-worker': 'Cloudflare Worker',
  'worker-calls.ts': 'Cloudflare Worker',
  'worker-looks.ts': 'Cloudflare Worker',
  'resolve-worker-call.ts': 'Cloudflare Worker',
};

/**
 * A constant of time says its unit: a length counted in it (`PAGE_CACHE_SECONDS`, `DRAFT_DAYS_BEFORE`,
 * `MINUTE_MS`), a point counted in it (`FULL_TIME_SECOND`) or a rate per it (`WORDS_PER_MINUTE`).
 * `MINUTE` alone does not: one file's is 60, another's 60,000.
 */
const UNIT = /(^|_)(MS|SECONDS|MINUTES|HOURS|DAYS|WEEKS)(_|$)|._(SECOND|MINUTE|HOUR|DAY)$/;
/** Words that make a constant a length of time (or a point in one), whose number means nothing without its unit. */
const TIME_WORD = /(^|_)(MS|SECONDS?|MINUTES?|HOURS?|DAYS?|WEEKS?|TIMEOUT|DELAY|INTERVAL|TTL|LIFETIME|TICK|POLL|WAIT|BACKOFF|PERIOD|DURATION|RETRY_AFTER|EXPIRY)(_|$)/;
/** A field whose name says its unit, e.g. `cacheSeconds`, `beforeMs`. */
const UNIT_FIELD = /\b(\w*?)(Ms|Seconds|Minutes|Hours|Days)\??\s*:\s*(?:\d[\d_]*\s*\*\s*)*([A-Z][A-Z0-9_]*)(?![\w.[])/g;
const FIELD_UNIT: Record<string, string> = { Ms: 'MS', Seconds: 'SECONDS', Minutes: 'MINUTES', Hours: 'HOURS', Days: 'DAYS' };

/** Every folder below src, relative to the root. */
function folders(dir = 'src'): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => [`${dir}/${entry.name}`, ...folders(`${dir}/${entry.name}`)]);
}

const production = sourceFiles('src');
const ours = production.filter((file) => !file.startsWith(OWN_WORLD));

/** `const NAME = <number>` (a product of numbers and constants counts), with the file it is in. */
function numberConstants(): { file: string; name: string }[] {
  return production.flatMap((file) =>
    [...readSource(file).matchAll(/\bconst ([A-Z][A-Z0-9_]*)\s*=\s*[\d(][\d_.\s*+()\-A-Z]*;/g)].map((m) => ({ file, name: m[1]! })),
  );
}

describe('names a newcomer can trust', () => {
  it('gives each production file of src a base name of its own, or says why it shares it', () => {
    const byName = new Map<string, string[]>();
    for (const file of ours) {
      byName.set(basename(file), [...(byName.get(basename(file)) ?? []), file]);
    }
    const shared = [...byName].filter(([name, files]) => files.length > 1 && !(name in SHARED_BASE_NAMES));
    expect(Object.fromEntries(shared)).toEqual({});
    // An exception whose files were renamed away is dropped, so the list stays a list of reasons.
    const stale = Object.keys(SHARED_BASE_NAMES).filter((name) => ours.filter((file) => basename(file) === name).length < 2);
    expect(stale).toEqual([]);
  });

  it('says which worker each "worker" in a name of src means', () => {
    const names = [...folders().map((folder) => basename(folder)), ...sourceFiles('src', { tests: true }).map((file) => basename(file).replace(/\.test(?=\.tsx?$)/, ''))];
    const undeclared = [...new Set(names.filter((name) => /worker/i.test(name) && !(name in WORKER_NAMES)))];
    expect(undeclared).toEqual([]);
    for (const [name, meaning] of Object.entries(WORKER_NAMES)) {
      expect(name.includes('service-worker'), `${name} (${meaning})`).toBe(meaning === 'service worker');
    }
    expect(folders().filter((folder) => /(^|\/)worker$/.test(folder))).toEqual([]);
  });

  it('names every constant of time with its unit', () => {
    const unitless = numberConstants().filter(({ name }) => TIME_WORD.test(name) && !UNIT.test(name));
    expect(unitless).toEqual([]);
  });

  it('gives a field named for a unit only constants named for the same unit', () => {
    const mismatched = production.flatMap((file) =>
      [...readSource(file).matchAll(UNIT_FIELD)]
        .filter((m) => !m[3]!.endsWith(`_${FIELD_UNIT[m[2]!]}`))
        .map((m) => `${file}: ${m[1]}${m[2]}: ${m[3]}`),
    );
    expect(mismatched).toEqual([]);
  });
});
