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
// The servers start in the background: vitest runs every project's globalSetup before the first
// test file, and the unit files, which need no server, should not wait for a build and two seeds.
// The ports are chosen here, so the URLs are known at once; tests/support/servers-ready.ts, a
// setup file of the integration and browser projects, holds each of their files until the
// servers answer (or fails it with the reason they did not start).
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
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { buildIfNeeded, freePort, startServer, type StartedServer } from '../../scripts/lib/server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the kings edition server, without trailing slash. */
    kingsUrl: string;
    /** Base URL of the queens edition server, without trailing slash. */
    queensUrl: string;
    /** The file that says whether the servers started (tests/support/servers-ready.ts reads it). */
    serversStatusFile: string;
  }
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ARTIFACTS = path.join(ROOT, 'tests', '.artifacts');

interface Urls {
  kingsUrl: string;
  queensUrl: string;
}
interface Shared {
  urls: Urls;
  statusFile: string;
  ready: Promise<StartedServer[]>;
}

const KEY = Symbol.for('kings-league.test-servers');
const registry = globalThis as typeof globalThis & { [KEY]?: { refs: number; shared: Promise<Shared> } };

async function startAll(ports: Record<'kings' | 'queens', number>): Promise<StartedServer[]> {
  const began = performance.now();
  await buildIfNeeded({ logFile: path.join(ARTIFACTS, 'build.log') });
  const built = performance.now();

  const started = await Promise.allSettled((['kings', 'queens'] as const).map((edition) => startWithRetry(edition, ports[edition])));
  const servers = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failures = started.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
  if (failures.length > 0) {
    await Promise.all(servers.map((s) => s.stop()));
    throw new Error(failures.map((e) => e.message).join('\n\n'));
  }
  // One line in the run's output: how long the integration and browser files waited, and on what (ADR 067).
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const starts = servers.map((s) => `${s.edition} ${seconds(s.startup.prepareMs + s.startup.serveMs)} (${seconds(s.startup.prepareMs)} before wrangler dev)`);
  console.log(`[servers] ready after ${seconds(performance.now() - began)}: build check ${seconds(built - began)}, ${starts.join(', ')}`);
  return servers;
}

/** Starts the pair in the background and writes how that went to the status file. */
async function startShared(): Promise<Shared> {
  const statusFile = path.join(ARTIFACTS, `servers-${process.pid}.json`);
  mkdirSync(ARTIFACTS, { recursive: true });
  rmSync(statusFile, { force: true });
  // Written beside and renamed: a reader sees the whole status or none.
  const report = (status: { ready: true } | { ready: false; error: string }) => {
    writeFileSync(`${statusFile}.partial`, JSON.stringify(status));
    renameSync(`${statusFile}.partial`, statusFile);
  };

  const { TEST_KINGS_URL, TEST_QUEENS_URL } = process.env;
  if (TEST_KINGS_URL && TEST_QUEENS_URL) {
    report({ ready: true });
    return { statusFile, urls: { kingsUrl: trimSlash(TEST_KINGS_URL), queensUrl: trimSlash(TEST_QUEENS_URL) }, ready: Promise.resolve([]) };
  }
  const ports = { kings: await freePort(), queens: await freePort() };
  const ready = startAll(ports);
  ready.then(
    () => report({ ready: true }),
    (err: Error) => report({ ready: false, error: err.message }),
  );
  const urls = { kingsUrl: `http://127.0.0.1:${ports.kings}`, queensUrl: `http://127.0.0.1:${ports.queens}` };
  return { statusFile, urls, ready };
}

/** A port chosen free is not reserved, and a start can fail for a passing reason: one retry. */
async function startWithRetry(edition: 'kings' | 'queens', port: number): Promise<StartedServer> {
  const logFile = path.join(ARTIFACTS, `server-${edition}.log`);
  // A deployment logs every request; the suites' thousands of requests would only bury the log.
  // The inspector's port is chosen here too, so the two servers' four ports are never the same one.
  const env = { REQUEST_LOGS: 'off', INSPECTOR_PORT: String(await freePort()) };
  try {
    return await startServer({ edition, league: 'demo', port, build: false, logFile, env });
  } catch {
    return await startServer({ edition, league: 'demo', port, build: false, logFile, env });
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const entry = (registry[KEY] ??= { refs: 0, shared: startShared() });
  entry.refs++;
  const shared = await entry.shared;
  project.provide('kingsUrl', shared.urls.kingsUrl);
  project.provide('queensUrl', shared.urls.queensUrl);
  project.provide('serversStatusFile', shared.statusFile);

  return async () => {
    entry.refs--;
    if (entry.refs > 0) return;
    if (registry[KEY] === entry) delete registry[KEY];
    const servers = await shared.ready.catch(() => []);
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(shared.statusFile, { force: true });
  };
}
