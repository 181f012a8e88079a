/// <reference types="node" />
// vitest globalSetup for the integration and browser projects.
//
// Builds once if needed, then starts two servers of the demo league (the production build in
// workerd, LEAGUE=demo) through scripts/start.mjs — edition kings and edition queens — on free ports, and
// provides their base URLs to tests:
//
//   import { inject } from 'vitest';
//   const base = inject('kingsUrl'); // e.g. http://127.0.0.1:40123
//
// vitest runs a globalSetup once per project that lists it; the servers are
// shared between projects (reference-counted on globalThis), so one `npm test`
// starts exactly one pair and stops it after the last project's teardown.
//
// Server output goes to tests/.artifacts/server-<edition>.log, never to the
// test output. To test servers you already run, set TEST_KINGS_URL and
// TEST_QUEENS_URL: nothing is built or started then.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildIfNeeded, startServer, type StartedServer } from '../../scripts/lib/server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the kings edition server, without trailing slash. */
    kingsUrl: string;
    /** Base URL of the queens edition server, without trailing slash. */
    queensUrl: string;
  }
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ARTIFACTS = path.join(ROOT, 'tests', '.artifacts');

interface Urls {
  kingsUrl: string;
  queensUrl: string;
}
interface Shared {
  refs: number;
  ready: Promise<{ urls: Urls; servers: StartedServer[] }>;
}

const KEY = Symbol.for('kings-league.test-servers');
const registry = globalThis as typeof globalThis & { [KEY]?: Shared };

async function startAll(): Promise<{ urls: Urls; servers: StartedServer[] }> {
  const { TEST_KINGS_URL, TEST_QUEENS_URL } = process.env;
  if (TEST_KINGS_URL && TEST_QUEENS_URL) {
    return { urls: { kingsUrl: trimSlash(TEST_KINGS_URL), queensUrl: trimSlash(TEST_QUEENS_URL) }, servers: [] };
  }

  await buildIfNeeded({ logFile: path.join(ARTIFACTS, 'build.log') });

  const started = await Promise.allSettled(
    (['kings', 'queens'] as const).map((edition) =>
      startWithRetry(edition),
    ),
  );
  const servers = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failures = started.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
  if (failures.length > 0) {
    await Promise.all(servers.map((s) => s.stop()));
    throw new Error(failures.map((e) => e.message).join('\n\n'));
  }
  const [kings, queens] = servers as [StartedServer, StartedServer];
  return { urls: { kingsUrl: kings.url, queensUrl: queens.url }, servers };
}

/** Ports are picked free but not reserved: one retry covers a lost race. */
async function startWithRetry(edition: 'kings' | 'queens'): Promise<StartedServer> {
  const logFile = path.join(ARTIFACTS, `server-${edition}.log`);
  // A deployment logs every request; the suites' thousands of requests would only bury the log.
  const env = { REQUEST_LOGS: 'off' };
  try {
    return await startServer({ edition, league: 'demo', build: false, logFile, env });
  } catch {
    return await startServer({ edition, league: 'demo', build: false, logFile, env });
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let shared = registry[KEY];
  if (!shared) {
    shared = { refs: 0, ready: startAll() };
    registry[KEY] = shared;
  }
  shared.refs++;
  const mine = shared;
  let urls: Urls;
  try {
    ({ urls } = await mine.ready);
  } catch (err) {
    mine.refs--;
    if (registry[KEY] === mine && mine.refs === 0) delete registry[KEY];
    throw err;
  }
  project.provide('kingsUrl', urls.kingsUrl);
  project.provide('queensUrl', urls.queensUrl);

  return async () => {
    mine.refs--;
    if (mine.refs > 0) return;
    if (registry[KEY] === mine) delete registry[KEY];
    const { servers } = await mine.ready;
    await Promise.all(servers.map((s) => s.stop()));
  };
}
