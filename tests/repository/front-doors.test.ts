// A feature of src/lib is entered through its front doors only (ADR 040): index.ts for the server,
// browser.ts for the browser. This counts the imports past a door over the whole of src (0, with
// no list of exceptions), checks that every folder of src/lib is a feature unless it is named as
// shared, and follows what the browser runs to make sure it never reaches a server door.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { FRONT_DOORS, SHARED_FOLDERS, featureFolders, libFolders } from '../../scripts/lib/layer-features.cjs';

const root = join(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);

type Dependency = { resolved: string; dependencyTypes: string[]; coreModule: boolean };
type Cruise = {
  modules: { source: string; dependencies: Dependency[] }[];
  summary: { violations: { rule: { name: string }; from: string; to: string }[] };
};

/** The whole cruise as `npm run check:layers` makes it, as JSON (it exits 1 on any violation). */
async function cruiseSrc(): Promise<Cruise> {
  const bin = join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs');
  const args = [bin, 'src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'];
  const run = promisify(execFile)(process.execPath, args, { cwd: root, maxBuffer: 256 * 1024 * 1024 });
  const { stdout } = await run.catch((error: Error & { stdout?: string }) => {
    if (!error.stdout) throw error;
    return { stdout: error.stdout };
  });
  return JSON.parse(stdout) as Cruise;
}

/** What the browser starts from: its entry, each client component and each feature's browser door. */
function browserRoots(): string[] {
  const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => `src/${file.replaceAll('\\', '/')}`);
  const clientComponents = files.filter((file) => /^['"]use client['"]/.test(readFileSync(join(root, file), 'utf8')));
  const doors = featureFolders().map((name) => `src/lib/${name}/browser.ts`).filter((file) => existsSync(join(root, file)));
  return ['src/client-entry.tsx', ...clientComponents, ...doors];
}

/** Each module the roots reach by imports that stay in the built code (type imports are erased), with the one that led there. */
function reachedByValue(cruise: Cruise, roots: string[]): Map<string, string | undefined> {
  const modules = new Map(cruise.modules.map((module) => [module.source, module.dependencies]));
  const reached = new Map<string, string | undefined>();
  const next: [string, string | undefined][] = roots.map((source) => [source, undefined]);
  for (let step = next.pop(); step; step = next.pop()) {
    const [source, via] = step;
    if (reached.has(source)) continue;
    reached.set(source, via);
    for (const dependency of modules.get(source) ?? []) {
      const erased = dependency.dependencyTypes.some((type) => type === 'type-only' || type === 'type-import');
      if (!erased && !dependency.coreModule && dependency.resolved.startsWith('src/')) next.push([dependency.resolved, source]);
    }
  }
  return reached;
}

describe('the features of src/lib', () => {
  it('are every folder of src/lib but the shared ones, each named shared with a reason', () => {
    const shared = Object.keys(SHARED_FOLDERS);
    expect(featureFolders()).toEqual(libFolders().filter((name) => !shared.includes(name)));
    // A shared entry names a folder that exists, so the list cannot outlive what it excuses.
    expect(shared.filter((name) => !libFolders().includes(name))).toEqual([]);
    expect(Object.values(SHARED_FOLDERS).filter((reason) => reason.length < 20)).toEqual([]);
    expect(featureFolders().length).toBeGreaterThan(shared.length - 1);
  });

  it('each have a server door, index.ts', () => {
    expect(featureFolders().filter((name) => !existsSync(join(root, 'src', 'lib', name, 'index.ts')))).toEqual([]);
  });

  it('are all behind the layer rule, which lets only the doors through', () => {
    const config = require(join(root, '.dependency-cruiser.cjs')) as { forbidden: { name: string; to: { path: string } }[] };
    const rule = config.forbidden.find((candidate) => candidate.name === 'features-through-their-doors');
    const past = new RegExp(rule!.to.path);
    expect(featureFolders().filter((name) => !past.test(`src/lib/${name}/any-module.ts`))).toEqual([]);
    expect(featureFolders().flatMap((name) => FRONT_DOORS.map((door) => `src/lib/${name}/${door}`)).filter((door) => past.test(door))).toEqual([]);
    // A shared folder's modules are imported one by one.
    expect(Object.keys(SHARED_FOLDERS).filter((name) => past.test(`src/lib/${name}/any-module.ts`))).toEqual([]);
  });
});

describe('the layers of src', () => {
  let cruise: Cruise;
  beforeAll(async () => {
    cruise = await cruiseSrc();
  }, 180_000);

  it('have no import past a feature\'s door, and no other layer broken', () => {
    expect(cruise.modules.length).toBeGreaterThan(500);
    const crossings = cruise.summary.violations.filter((violation) => violation.rule.name === 'features-through-their-doors');
    expect(crossings.map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
    expect(cruise.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`)).toEqual([]);
  });

  it('keep the browser to browser doors: what it runs reaches no server door, no upstream and no server code', () => {
    const reached = reachedByValue(cruise, browserRoots());
    expect(reached.has('src/client-entry.tsx')).toBe(true);
    const server = /^src\/lib\/[^/]+\/index\.ts$|^src\/lib\/upstream\/|^src\/(middleware|worker|demo-league|pages|views)\/|^src\/server-entry\.ts$/;
    const chain = (source: string): string => {
      const via = reached.get(source);
      return via ? `${chain(via)} → ${source}` : source;
    };
    expect([...reached.keys()].filter((source) => server.test(source)).map(chain)).toEqual([]);
  });

  it('keep the Worker wrapper, which esbuild bundles without Vite, away from what only Vite can build', () => {
    const entries = readdirSync(join(root, 'src', 'cloudflare')).filter((file) => /^[\w-]+\.ts$/.test(file) && !file.endsWith('.test.ts'));
    const reached = reachedByValue(cruise, entries.map((file) => `src/cloudflare/${file}`));
    expect(reached.size).toBeGreaterThan(entries.length);
    // A door brings all it re-exports, and esbuild keeps a module's top-level work even when nothing of it is used.
    const viteOnly = [...reached.keys()].filter((source) => readFileSync(join(root, source), 'utf8').includes('import.meta.glob'));
    expect(viteOnly).toEqual([]);
  });
});
